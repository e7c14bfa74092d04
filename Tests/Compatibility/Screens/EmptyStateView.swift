#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif

/// The "nothing here yet" view lists show: icon, title, message, call to action.
final class EmptyStateView: UIView {

    var onAction: (() -> Void)?

    private let iconContainer: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
        return view
    }()

    private let iconView: UIImageView = {
        let imageView = UIImageView(image: #imageLiteral(resourceName: "objc-logo"))
        imageView.contentMode = .scaleAspectFit
        return imageView
    }()

    private let titleLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .title2)
        label.adjustsFontForContentSizeCategory = true
        label.textAlignment = .center
        label.text = "No messages yet"
        return label
    }()

    private let messageLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.numberOfLines = 0
        label.text = "When someone sends you a message, it will show up here. Start a conversation to say hello."
        return label
    }()

    private lazy var actionButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Start a conversation", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        button.addAction(UIAction { [weak self] _ in self?.onAction?() }, for: .touchUpInside)
        return button
    }()

    private lazy var stackView: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [iconContainer, titleLabel, messageLabel, actionButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.setCustomSpacing(24, after: iconContainer)
        stack.setCustomSpacing(20, after: messageLabel)
        return stack
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(stackView)
        iconContainer.addSubview(iconView)
        iconContainer.frame.size = CGSize(width: 96, height: 96)
        iconContainer.fixedWidth = 96
        iconContainer.fixedHeight = 96
        iconContainer.layer.cornerRadius = 48
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        iconView.frame = iconContainer.bounds.insetBy(dx: 24, dy: 24)
        let width = min(bounds.width - 64, 320)
        let size = stackView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        stackView.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - size.height) / 2, width: width, height: size.height)
    }
}
