#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif

/// A profile header laid out by hand in `layoutSubviews`, as many apps still do.
final class ProfileHeaderView: UIView {

    let avatarImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.backgroundColor = UIColor(red: 255 / 255, green: 159 / 255, blue: 10 / 255, alpha: 1)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.borderWidth = 3
        imageView.layer.borderColor = UIColor.white.cgColor
        return imageView
    }()

    let initialsLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 30, weight: .semibold)
        label.textColor = .white
        label.textAlignment = .center
        return label
    }()

    let nameLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.boldSystemFont(ofSize: 22)
        label.textColor = .label
        return label
    }()

    let handleLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.textColor = .secondaryLabel
        return label
    }()

    let bioLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.numberOfLines = 0
        return label
    }()

    lazy var followButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        configuration.cornerStyle = .capsule
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 18, bottom: 6, trailing: 18)
        let button = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.isFollowing.toggle()
        })
        return button
    }()

    lazy var statsStack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [
            makeStatLabel(count: "1,024", title: "Posts"),
            makeStatLabel(count: "48.2K", title: "Followers"),
            makeStatLabel(count: "312", title: "Following"),
        ])
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        return stack
    }()

    private let separator: UIView = {
        let view = UIView()
        view.backgroundColor = .separator
        return view
    }()

    var isFollowing = false {
        didSet {
            followButton.configuration?.title = isFollowing ? "Following" : "Follow"
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupViews() {
        backgroundColor = .systemBackground
        addSubview(avatarImageView)
        avatarImageView.addSubview(initialsLabel)
        [nameLabel, handleLabel, bioLabel, followButton, statsStack, separator].forEach { addSubview($0) }
    }

    func configure(name: String, handle: String, bio: String) {
        nameLabel.text = name
        handleLabel.text = "@" + handle
        bioLabel.text = bio
        initialsLabel.text = name.split(separator: " ").compactMap { $0.first }.map(String.init).joined()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 16
        avatarImageView.frame = CGRect(x: inset, y: inset, width: 84, height: 84)
        avatarImageView.layer.cornerRadius = avatarImageView.bounds.width / 2
        initialsLabel.frame = avatarImageView.bounds

        followButton.sizeToFit()
        followButton.frame.origin = CGPoint(x: bounds.width - inset - followButton.bounds.width,
                                            y: avatarImageView.frame.midY - followButton.bounds.height / 2)

        let textX = avatarImageView.frame.maxX + 14
        let textWidth = followButton.frame.minX - 8 - textX
        nameLabel.frame = CGRect(x: textX, y: avatarImageView.frame.midY - 24, width: textWidth, height: 26)
        handleLabel.frame = CGRect(x: textX, y: nameLabel.frame.maxY + 2, width: textWidth, height: 20)

        let bioSize = bioLabel.sizeThatFits(CGSize(width: bounds.width - 2 * inset, height: .greatestFiniteMagnitude))
        bioLabel.frame = CGRect(x: inset, y: avatarImageView.frame.maxY + 12, width: bounds.width - 2 * inset, height: bioSize.height)
        statsStack.frame = CGRect(x: inset, y: bioLabel.frame.maxY + 16, width: bounds.width - 2 * inset, height: 44)
        separator.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
    }

    private func makeStatLabel(count: String, title: String) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 2
        label.textAlignment = .center
        let text = NSMutableAttributedString(string: count + "\n", attributes: [
            .font: UIFont.systemFont(ofSize: 17, weight: .bold),
            .foregroundColor: UIColor.label,
        ])
        text.append(NSAttributedString(string: title, attributes: [
            .font: UIFont.systemFont(ofSize: 13),
            .foregroundColor: UIColor.secondaryLabel,
        ]))
        label.attributedText = text
        return label
    }
}
