import UIKit

/// A primary button as design systems write it: a UIButton subclass that dims when pressed.
@IBDesignable
final class PrimaryButton: UIButton {

    @IBInspectable var pressedAlpha: CGFloat = 0.7

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? pressedAlpha : 1 }
    }

    override var isEnabled: Bool {
        didSet { backgroundColor = isEnabled ? .systemBlue : .systemGray4 }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func commonInit() {
        backgroundColor = .systemBlue
        setTitleColor(.white, for: .normal)
        setTitleColor(UIColor.white.withAlphaComponent(0.6), for: .disabled)
        titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        layer.cornerRadius = 12
        contentEdgeInsets = UIEdgeInsets(top: 14, left: 20, bottom: 14, right: 20)
    }
}

/// A gallery of the buttons an app uses, each wired with target-action.
final class CustomButtonsViewController: UIViewController {

    private(set) var taps: [String] = []

    private lazy var primaryButton: PrimaryButton = {
        let button = PrimaryButton(type: .custom)
        button.setTitle("Continue", for: .normal)
        button.accessibilityIdentifier = "primary"
        button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
        return button
    }()

    private lazy var disabledButton: PrimaryButton = {
        let button = PrimaryButton(frame: .zero)
        button.setTitle("Unavailable", for: .normal)
        button.isEnabled = false
        button.accessibilityIdentifier = "disabled"
        button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
        return button
    }()

    private lazy var outlineButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Add to Wishlist", for: .normal)
        button.setTitleColor(.systemPink, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 16, weight: .medium)
        button.layer.borderWidth = 1.5
        button.layer.borderColor = UIColor.systemPink.cgColor
        button.layer.cornerRadius = 22
        button.accessibilityIdentifier = "outline"
        button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
        return button
    }()

    private lazy var shadowButton: UIButton = {
        let button = UIButton(type: .custom)
        button.setTitle("Floating", for: .normal)
        button.setTitleColor(.label, for: .normal)
        button.backgroundColor = .systemBackground
        button.layer.cornerRadius = 24
        button.layer.shadowColor = UIColor.black.cgColor
        button.layer.shadowOpacity = 0.2
        button.layer.shadowOffset = CGSize(width: 0, height: 4)
        button.layer.shadowRadius = 8
        button.accessibilityIdentifier = "shadow"
        button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
        return button
    }()

    private lazy var tintedButton: UIButton = {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Tinted"
        configuration.baseForegroundColor = .systemGreen
        configuration.baseBackgroundColor = .systemGreen
        configuration.cornerStyle = .medium
        let button = UIButton(configuration: configuration)
        button.accessibilityIdentifier = "tinted"
        button.addTarget(self, action: #selector(buttonTapped(_:)), for: .primaryActionTriggered)
        return button
    }()

    private lazy var linkButton: UIButton = {
        let button = UIButton(type: .system)
        button.setAttributedTitle(nil, for: .normal)
        button.setTitle("Terms of Service", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 13)
        button.accessibilityIdentifier = "link"
        button.addTarget(self, action: #selector(linkTapped), for: .touchUpInside)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        [primaryButton, disabledButton, outlineButton, shadowButton, tintedButton, linkButton].forEach(view.addSubview)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        var y = view.safeAreaInsets.top + 32
        let width = view.bounds.width - 48
        for button in [primaryButton, disabledButton, outlineButton, shadowButton, tintedButton] as [UIButton] {
            button.frame = CGRect(x: 24, y: y, width: width, height: button === tintedButton ? 40 : 48)
            y = button.frame.maxY + 20
        }
        linkButton.sizeToFit()
        linkButton.center = CGPoint(x: view.bounds.midX, y: y + linkButton.bounds.height / 2)
    }

    @objc private func buttonTapped(_ sender: UIButton) {
        taps.append(sender.accessibilityIdentifier ?? "?")
    }

    @objc private func linkTapped() {
        taps.append("link")
    }
}
