import UIKit

/// An in-app banner that slides in, dismissed by a tap.
final class ToastView: UIView {

    private(set) var isDismissed = false

    private let iconLabel: UILabel = {
        let label = UILabel()
        label.text = "✓"
        label.font = .systemFont(ofSize: 20, weight: .bold)
        label.textColor = .white
        label.textAlignment = .center
        label.backgroundColor = .systemGreen
        label.layer.cornerRadius = 16
        label.clipsToBounds = true
        return label
    }()

    private let messageLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15, weight: .medium)
        label.textColor = .white
        label.numberOfLines = 2
        return label
    }()

    convenience init(message: String) {
        self.init(frame: CGRect(x: 0, y: 0, width: 343, height: 64))
        messageLabel.text = message
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.12, alpha: 0.95)
        layer.cornerRadius = 14
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 10
        layer.shadowOffset = CGSize(width: 0, height: 6)
        addSubview(iconLabel)
        addSubview(messageLabel)
        alpha = 0
        transform = CGAffineTransform(translationX: 0, y: -40)
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        iconLabel.frame = CGRect(x: 16, y: (bounds.height - 32) / 2, width: 32, height: 32)
        messageLabel.frame = CGRect(x: iconLabel.frame.maxX + 12, y: 0, width: bounds.width - iconLabel.frame.maxX - 28, height: bounds.height)
    }

    func show(in container: UIView) {
        container.addSubview(self)
        frame.origin = CGPoint(x: (container.bounds.width - bounds.width) / 2, y: container.safeAreaInsets.top + 12)
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5, options: [.curveEaseOut]) {
            self.alpha = 1
            self.transform = .identity
        }
    }

    @objc private func handleTap(_ gesture: UITapGestureRecognizer) {
        UIView.animate(withDuration: 0.25, animations: {
            self.alpha = 0
        }, completion: { _ in
            self.isDismissed = true
            self.removeFromSuperview()
        })
    }
}

/// A screen showing the banner over its content.
final class ToastDemoViewController: UIViewController {
    let toast = ToastView(message: "Your changes were saved and synced to all devices.")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let card = UIView(frame: CGRect(x: 16, y: 160, width: 343, height: 220))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        view.addSubview(card)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if toast.superview == nil && !toast.isDismissed { toast.show(in: view) }
    }
}
