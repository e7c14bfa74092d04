import Easel

/// The view at the root of a screen, as `UIWindow`: it shows its root view controller's view
/// across its bounds. Render the window, or the controller, to see the screen.
open class UIWindow: View {
    /// The controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let view = rootViewController?.view else { return }
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
    }

    /// Whether `makeKeyAndVisible()` was called.
    public private(set) var isKeyWindow = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Marks the window key and shows it (Easel draws it when rendered).
    public func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }
}
