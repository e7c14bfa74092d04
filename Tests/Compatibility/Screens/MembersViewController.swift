#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif

/// A member-list cell as app code writes it: a 36 × 36 avatar beside a name over a role, in a
/// horizontal stack pinned to the content view's margins, sized by Auto Layout
/// (`UITableView.automaticDimension`).
final class MemberCell: UITableViewCell {
    static let reuseIdentifier = "MemberCell"

    let avatarView = UIView()
    let nameLabel = UILabel()
    let roleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatarView.layer.cornerRadius = 18
        nameLabel.font = .preferredFont(forTextStyle: .subheadline)
        roleLabel.font = .preferredFont(forTextStyle: .caption1)
        roleLabel.textColor = .secondaryLabel

        let labels = UIStackView(arrangedSubviews: [nameLabel, roleLabel])
        labels.axis = .vertical
        labels.spacing = 2
        let row = UIStackView(arrangedSubviews: [avatarView, labels])
        row.alignment = .center
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)

        let avatarWidth = avatarView.widthAnchor.constraint(equalToConstant: 36)
        let avatarHeight = avatarView.heightAnchor.constraint(equalToConstant: 36)
        avatarWidth.priority = UILayoutPriority(999)
        avatarHeight.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            avatarWidth, avatarHeight,
            row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            row.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, role: String, color: UIColor) {
        nameLabel.text = name
        roleLabel.text = role
        avatarView.backgroundColor = color
    }
}

final class MembersViewController: UIViewController, UITableViewDataSource {
    private let members: [(String, String, UIColor)] = [
        ("Ada Lovelace", "Owner", .systemPink),
        ("Grace Hopper", "Admin", .systemTeal),
        ("Katherine Johnson", "Member", .systemPurple),
        ("Margaret Hamilton", "Member", .systemOrange),
    ]

    let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Members"
        view.backgroundColor = .systemBackground
        tableView.register(MemberCell.self, forCellReuseIdentifier: MemberCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 52
        tableView.dataSource = self
        view.addSubview(tableView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds.inset(by: UIEdgeInsets(top: view.safeAreaInsets.top, left: 0, bottom: 0, right: 0))
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        members.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MemberCell.reuseIdentifier, for: indexPath) as! MemberCell
        let member = members[indexPath.row]
        cell.configure(name: member.0, role: member.1, color: member.2)
        return cell
    }
}
