import Foundation

/// A stack of controllers with a navigation bar showing the top one's title, as
/// `UINavigationController`: the top controller's view fills the screen under the bar, and its
/// safe area grows by the bar so its content starts below it.
///
///     let nav = NavigationController(rootViewController: SettingsViewController())
///     nav.prefersLargeTitles = true
///     nav.pushViewController(DetailViewController(), animated: false)
open class NavigationController: ViewController {
    /// Whether a controller's title is large, as `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: String, Hashable, Sendable {
        /// Large on the root screen when `prefersLargeTitles` is on, inline on pushed screens
        /// (iOS inherits the previous item's mode; pushed screens of a settings-style app are inline).
        case automatic
        case always
        case never
    }

    /// The controllers on the stack, the root first.
    public private(set) var viewControllers: [ViewController] = []

    /// Whether screens show large titles (see `LargeTitleDisplayMode`).
    public var prefersLargeTitles = false { didSet { updateBar() } }

    /// Hides the bar, as `isNavigationBarHidden`.
    public var isNavigationBarHidden = false { didSet { updateBar() } }

    /// The bar drawn above the top controller.
    public let navigationBar = NavigationBar()

    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.navigationController = self
        pushViewController(rootViewController, animated: false)
    }

    /// A navigation controller with an empty stack, as UIKit's `init(nibName:bundle:)`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Easel never decodes archives: a navigation controller with an empty stack (see
    /// `ViewController`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The controller on top of the stack, whose view is shown.
    public var topViewController: ViewController? { viewControllers.last }

    /// Puts `controller` on top; the one below leaves the screen.
    public func pushViewController(_ controller: ViewController, animated: Bool) {
        let previous = topViewController
        addChild(controller)
        viewControllers.append(controller)
        if isViewLoaded, let previous { show(controller, replacing: previous) }
        controller.didMove(toParent: self)
        updateBar()
    }

    /// Takes the top controller off (never the root) and returns it.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.willMove(toParent: nil)
        if isViewLoaded, let below = topViewController { show(below, replacing: top) }
        top.removeFromParent()
        updateBar()
        return top
    }

    open override func loadView() {
        let container = BarContainerView()
        container.bar = navigationBar
        container.addSubview(navigationBar)
        view = container
    }

    open override func viewDidLoad() {
        if let top = topViewController { show(top, replacing: nil) }
        updateBar()
    }

    private var container: BarContainerView? { viewIfLoaded as? BarContainerView }

    private func show(_ controller: ViewController, replacing old: ViewController?) {
        guard let container else { return }
        if let old {
            if old.isAppearing { old.disappear() }
            old.viewIfLoaded?.removeFromSuperview()
        }
        container.content = controller.view
        container.insertSubview(controller.view, at: 0)
    }

    override func childTitleDidChange(_ child: ViewController) {
        if child === topViewController { updateBar() }
    }

    private func updateBar() {
        guard let top = topViewController else { return }
        navigationBar.title = top.title
        let item = top.navigationItem
        if viewControllers.count > 1 {
            let previous = viewControllers[viewControllers.count - 2].navigationItem
            navigationBar.backTitle = previous.backBarButtonItem?.title ?? previous.backButtonTitle ?? previous.title ?? "Back"
        } else {
            navigationBar.backTitle = nil
        }
        navigationBar.leftItems = item.leftBarButtonItems ?? []
        navigationBar.rightItems = item.rightBarButtonItems ?? []
        navigationBar.leftItemsSupplementBackButton = item.leftItemsSupplementBackButton
        navigationBar.hidesBackButton = item.hidesBackButton
        navigationBar.titleView = item.titleView
        navigationBar.searchBar = item.hidesSearchBarWhenScrolling ? nil : item.searchController?.searchBar
        switch top.largeTitleDisplayMode {
        case .always: navigationBar.prefersLargeTitle = true
        case .never: navigationBar.prefersLargeTitle = false
        case .automatic: navigationBar.prefersLargeTitle = prefersLargeTitles && viewControllers.count == 1
        }
        navigationBar.isHidden = isNavigationBarHidden
        container?.barEdge = isNavigationBarHidden ? nil : .top
        top.containerSafeAreaInsets = EdgeInsets(top: isNavigationBarHidden ? 0 : navigationBar.contentHeight)
        container?.setNeedsLayout()
    }
}
