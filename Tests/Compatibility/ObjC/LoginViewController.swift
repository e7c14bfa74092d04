import UIKit

/// A login form as apps wrote them before SwiftUI: lazy views, a stack, target-action.
final class LoginViewController: UIViewController {

    private(set) var loginAttempts = 0
    private(set) var passwordResets = 0

    // MARK: - Views

    private lazy var logoView: UIView = {
        let view = UIView()
        view.backgroundColor = .systemIndigo
        view.layer.cornerRadius = 18
        view.layer.cornerCurve = .continuous
        return view
    }()

    private lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.text = "Welcome back"
        label.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        label.textColor = .label
        label.textAlignment = .center
        return label
    }()

    private lazy var subtitleLabel: UILabel = {
        let label = UILabel()
        label.text = "Sign in to continue to your workspace"
        label.font = UIFont.preferredFont(forTextStyle: .subheadline)
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.numberOfLines = 0
        return label
    }()

    private lazy var emailField: UITextField = {
        let field = UITextField()
        field.placeholder = "Email"
        field.borderStyle = .roundedRect
        field.keyboardType = .emailAddress
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.returnKeyType = .next
        field.accessibilityIdentifier = "email"
        return field
    }()

    private lazy var passwordField: UITextField = {
        let field = UITextField()
        field.placeholder = "Password"
        field.borderStyle = .roundedRect
        field.isSecureTextEntry = true
        field.textContentType = .password
        field.returnKeyType = .done
        return field
    }()

    private lazy var loginButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Log In", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 10
        button.accessibilityIdentifier = "login"
        button.addTarget(self, action: #selector(loginTapped), for: .touchUpInside)
        return button
    }()

    private lazy var forgotButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Forgot password?", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 15)
        button.accessibilityIdentifier = "forgot"
        button.addTarget(self, action: #selector(forgotPasswordTapped(_:)), for: .touchUpInside)
        return button
    }()

    private lazy var formStack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel, emailField, passwordField, loginButton, forgotButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.setCustomSpacing(28, after: subtitleLabel)
        stack.setCustomSpacing(20, after: passwordField)
        return stack
    }()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        setupViews()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        logoView.frame = CGRect(x: safe.midX - 36, y: safe.minY + 48, width: 72, height: 72)
        let width = safe.width - 48
        let height = formStack.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        formStack.frame = CGRect(x: safe.minX + 24, y: logoView.frame.maxY + 24, width: width, height: height)
        loginButton.frame.size.height = 50
    }

    private func setupViews() {
        view.addSubview(logoView)
        view.addSubview(formStack)
    }

    // MARK: - Actions

    @objc private func loginTapped() {
        loginAttempts += 1
    }

    @objc func forgotPasswordTapped(_ sender: UIButton) {
        passwordResets += 1
        sender.setTitle("Check your inbox", for: .normal)
    }
}
