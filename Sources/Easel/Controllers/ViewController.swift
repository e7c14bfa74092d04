import Foundation

/// Owns a screen's root view, as `UIViewController`: the view is made on first use by
/// `loadView()` (override it to install a custom view, seed 004), then `viewDidLoad()` runs.
///
///     final class ProfileViewController: ViewController {
///         override func loadView() { view = ProfileView() }
///     }
open class ViewController {
    private var loadedView: View?

    /// A name for the screen (the command line and snapshot names use it).
    public var title: String?

    public init() {}

    /// The root view, loaded on first access.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether `loadView()` has run.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = View() }
        viewDidLoad()
    }

    /// Makes the root view and assigns it to `view`. The default makes an empty `View`.
    open func loadView() {
        view = View()
    }

    /// Called once after the view is loaded: configure it here.
    open func viewDidLoad() {}

    /// Renders the controller's view filling `size`, as a window would show it.
    public func render(size: CGSize, scale: CGFloat = 1) throws -> Image {
        try view.render(size: size, scale: scale)
    }
}
