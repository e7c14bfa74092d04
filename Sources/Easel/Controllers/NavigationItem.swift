import Foundation

/// What a screen shows in the navigation bar, as `UINavigationItem`: its title and how large.
/// The item speaks for its controller: setting `navigationItem.title` is setting the title the
/// bar shows. Bar button items and title views are not drawn by Easel's bar, so they are not
/// declared (code that sets them does not compile, rather than drawing a bar without them).
public final class NavigationItem {
    private unowned let controller: ViewController

    init(controller: ViewController) { self.controller = controller }

    /// The title the bar shows for the controller (its `title`).
    public var title: String? {
        get { controller.title }
        set { controller.title = newValue }
    }

    /// Whether the controller's screen shows a large title.
    public var largeTitleDisplayMode: NavigationController.LargeTitleDisplayMode {
        get { controller.largeTitleDisplayMode }
        set { controller.largeTitleDisplayMode = newValue }
    }
}

extension ViewController {
    /// The controller's navigation item, as UIKit's property: its title and large-title mode.
    public var navigationItem: NavigationItem { NavigationItem(controller: self) }
}

extension NavigationBar {
    /// Whether the root screen shows a large title, as `UINavigationBar.prefersLargeTitles`: the
    /// setting of the navigation controller that shows the bar (false for a bar of none).
    public var prefersLargeTitles: Bool {
        get { navigationController?.prefersLargeTitles ?? false }
        set { navigationController?.prefersLargeTitles = newValue }
    }
}
