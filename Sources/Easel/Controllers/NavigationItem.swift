import Foundation

/// What a screen shows in the navigation bar, as `UINavigationItem`: its title (the
/// controller's), how large, bar button items on either side, a title view, and whether the
/// back button shows.
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

    /// Items at the leading edge, first outermost; they replace the back button unless
    /// `leftItemsSupplementBackButton`.
    public var leftBarButtonItems: [BarButtonItem]? { didSet { changed() } }
    /// Items at the trailing edge, first outermost.
    public var rightBarButtonItems: [BarButtonItem]? { didSet { changed() } }
    public var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// A view shown in place of the title.
    public var titleView: View? { didSet { changed() } }
    public var hidesBackButton = false { didSet { changed() } }
    /// The back button's title on the next screen (nil: this screen's title).
    public var backButtonTitle: String? { didSet { changed() } }
    /// The item the next screen's back button shows (its title is used).
    public var backBarButtonItem: BarButtonItem? { didSet { changed() } }

    /// A search controller whose bar the navigation bar shows below the title.
    public var searchController: SearchController? { didSet { changed() } }
    /// Whether the search bar is out of sight until the content is pulled down (UIKit's
    /// default, true): at rest, as a render shows the screen, it is not drawn. False keeps it
    /// in the bar.
    public var hidesSearchBarWhenScrolling = true { didSet { changed() } }

    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    public func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }

    private func changed() {
        controller.parent?.childTitleDidChange(controller)
    }
}

extension NavigationBar {
    /// Whether the root screen shows a large title, as `UINavigationBar.prefersLargeTitles`: the
    /// setting of the navigation controller that shows the bar (false for a bar of none).
    public var prefersLargeTitles: Bool {
        get { navigationController?.prefersLargeTitles ?? false }
        set { navigationController?.prefersLargeTitles = newValue }
    }
}
