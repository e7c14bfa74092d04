import Foundation

/// Controllers behind tabs, as `UITabBarController`: the selected one's view fills the screen
/// and a tab bar at the bottom shows every controller's `tabBarItem`; the selected view's safe
/// area grows by the bar.
///
///     let tabs = TabBarController(viewControllers: [feed, search, profile])
///     tabs.selectedIndex = 2
open class TabBarController: ViewController {
    /// The controllers, one per tab.
    public private(set) var viewControllers: [ViewController] = []

    /// The tab shown.
    public var selectedIndex = 0 {
        didSet {
            selectedIndex = min(max(0, selectedIndex), max(0, viewControllers.count - 1))
            if selectedIndex != oldValue { showSelected(replacing: viewControllers.indices.contains(oldValue) ? viewControllers[oldValue] : nil) }
        }
    }

    /// The controller shown.
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// The bar at the bottom.
    public let tabBar = TabBar()

    public init(viewControllers: [ViewController]) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers(viewControllers)
    }

    /// A tab bar controller with no tabs, as UIKit's `init(nibName:bundle:)`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Easel never decodes archives: a tab bar controller with no tabs (see `ViewController`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Replaces the tabs.
    public func setViewControllers(_ controllers: [ViewController]) {
        for old in viewControllers {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        viewControllers = controllers
        for controller in controllers {
            addChild(controller)
            controller.containerSafeAreaInsets = EdgeInsets(bottom: TabBar.contentHeight)
            controller.didMove(toParent: self)
        }
        tabBar.items = controllers.map(\.tabBarItem)
        selectedIndex = min(selectedIndex, max(0, controllers.count - 1))
        showSelected(replacing: nil)
    }

    open override func loadView() {
        let container = BarContainerView()
        container.bar = tabBar
        container.barEdge = .bottom
        container.barContentHeight = { TabBar.contentHeight }
        container.addSubview(tabBar)
        view = container
    }

    open override func viewDidLoad() {
        showSelected(replacing: nil)
    }

    override func childTitleDidChange(_ child: ViewController) {
        tabBar.items = viewControllers.map(\.tabBarItem)
    }

    private func showSelected(replacing old: ViewController?) {
        tabBar.selectedIndex = selectedIndex
        guard let container = viewIfLoaded as? BarContainerView, let selected = selectedViewController else { return }
        if let old, old !== selected {
            if old.isAppearing { old.disappear() }
            old.viewIfLoaded?.removeFromSuperview()
        }
        container.content = selected.view
        container.insertSubview(selected.view, at: 0)
        container.setNeedsLayout()
    }
}
