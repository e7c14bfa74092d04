#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif

struct Contact {
    let name: String
    let phone: String
    let color: UIColor
    let isFavorite: Bool
}

/// A custom cell: its views go in `contentView`, placed in `layoutSubviews`.
final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"

    private let avatarView: UIView = {
        let view = UIView()
        view.layer.cornerRadius = 20
        return view
    }()

    private let initialLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.textColor = .white
        label.textAlignment = .center
        return label
    }()

    private let nameLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        return label
    }()

    private let phoneLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        return label
    }()

    private let favoriteBadge: UILabel = {
        let label = UILabel()
        label.text = "★"
        label.textColor = .systemYellow
        label.font = .systemFont(ofSize: 18)
        return label
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(avatarView)
        avatarView.addSubview(initialLabel)
        contentView.addSubview(nameLabel)
        contentView.addSubview(phoneLabel)
        contentView.addSubview(favoriteBadge)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with contact: Contact) {
        avatarView.backgroundColor = contact.color
        initialLabel.text = String(contact.name.prefix(1))
        nameLabel.text = contact.name
        phoneLabel.text = contact.phone
        favoriteBadge.isHidden = !contact.isFavorite
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        avatarView.frame = CGRect(x: 16, y: (bounds.height - 40) / 2, width: 40, height: 40)
        initialLabel.frame = avatarView.bounds
        favoriteBadge.sizeToFit()
        favoriteBadge.frame.origin = CGPoint(x: bounds.width - favoriteBadge.frame.width - 8, y: (bounds.height - favoriteBadge.frame.height) / 2)
        let textX = avatarView.frame.maxX + 12
        let textWidth = favoriteBadge.frame.minX - 8 - textX
        nameLabel.frame = CGRect(x: textX, y: bounds.midY - 21, width: textWidth, height: 22)
        phoneLabel.frame = CGRect(x: textX, y: bounds.midY + 3, width: textWidth, height: 18)
    }
}

final class ContactsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {

    private let contacts = [
        Contact(name: "Ada Lovelace", phone: "+44 20 7946 0018", color: .systemPink, isFavorite: true),
        Contact(name: "Grace Hopper", phone: "+1 202 555 0148", color: .systemTeal, isFavorite: false),
        Contact(name: "Katherine Johnson", phone: "+1 757 555 0112", color: .systemPurple, isFavorite: true),
        Contact(name: "Margaret Hamilton", phone: "+1 617 555 0199", color: .systemOrange, isFavorite: false),
        Contact(name: "Radia Perlman", phone: "+1 978 555 0137", color: .systemGreen, isFavorite: false),
    ]

    private(set) var selectedContact: String?

    private lazy var tableView: UITableView = {
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.rowHeight = 64
        tableView.dataSource = self
        tableView.delegate = self
        return tableView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        view.backgroundColor = .systemBackground
        view.addSubview(tableView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds.inset(by: UIEdgeInsets(top: view.safeAreaInsets.top, left: 0, bottom: 0, right: 0))
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contacts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath) as! ContactCell
        cell.configure(with: contacts[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedContact = contacts[indexPath.row].name
    }
}
