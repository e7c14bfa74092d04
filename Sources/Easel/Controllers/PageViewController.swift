import Foundation

/// Pages of controllers, as `UIPageViewController`: the page set last with
/// `setViewControllers(_:direction:animated:completion:)` fills the view, under whatever the
/// app adds to the view itself (a page control, a button), as UIKit's paging scroll view
/// sits first among the view's subviews. A render shows the page at rest: swipes, curls and
/// their animations have no picture of their own.
///
///     final class Onboarding: PageViewController, PageViewControllerDataSource {
///         init() { super.init(transitionStyle: .scroll, navigationOrientation: .horizontal) }
///     }
open class PageViewController: ViewController {
    public enum TransitionStyle: Int, Sendable {
        case pageCurl, scroll
    }

    public enum NavigationOrientation: Int, Sendable {
        case horizontal, vertical
    }

    public enum NavigationDirection: Int, Sendable {
        case forward, reverse
    }

    public enum SpineLocation: Int, Sendable {
        case none, min, mid, max
    }

    /// Keys of the options dictionary given at creation.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    public let spineLocation: SpineLocation
    /// Points between pages while scrolling (no picture at rest).
    public let interPageSpacing: CGFloat
    public var isDoubleSided = false

    /// Asked for the pages before and after the one shown when the user swipes.
    public weak var dataSource: PageViewControllerDataSource? { didSet { viewIfLoaded?.setNeedsLayout() } }
    public weak var delegate: PageViewControllerDelegate?

    /// The pages shown (one, or two side by side for a double-sided curl at the middle spine).
    public private(set) var viewControllers: [ViewController]?

    public init(transitionStyle: TransitionStyle, navigationOrientation: NavigationOrientation, options: [OptionsKey: Any]? = nil) {
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
            ?? (options?[.spineLocation] as? SpineLocation)
        self.spineLocation = transitionStyle == .pageCurl ? spine ?? .min : .none
        self.interPageSpacing = (options?[.interPageSpacing] as? CGFloat) ?? (options?[.interPageSpacing] as? Double).map { CGFloat($0) } ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// A page-curl controller, as UIKit's `init(nibName:bundle:)` makes one.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Easel never decodes archives: a page-curl controller with no pages (see `ViewController`).
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// Shows `viewControllers` (the first, for one page); `completion` runs at once with
    /// `true`, the transition having nothing to draw. As in UIKit, the delegate hears nothing
    /// of a change made in code.
    open func setViewControllers(_ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let old = self.viewControllers ?? []
        let new = viewControllers ?? []
        for controller in old where !new.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        self.viewControllers = viewControllers
        for controller in new where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if isViewLoaded { installPages() }
        completion?(true)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        installPages()
    }

    /// The pages fill the view (side by side at a middle spine), behind the app's own subviews.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let pages = viewControllers ?? []
        let bounds = view.bounds
        let width = pages.count > 1 ? bounds.width / CGFloat(pages.count) : bounds.width
        for (index, page) in pages.enumerated() {
            page.view.frame = CGRect(x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width, height: bounds.height)
        }
        if transitionStyle == .scroll, let dataSource, dataSource.presentationCount(for: self) > 0 {
            Layer.report(UnsupportedDrawing(source: String(describing: type(of: self)), problem: "the page indicator UIKit draws for a data source's presentationCount(for:) is not drawn"))
        }
    }

    private func installPages() {
        for (index, page) in (viewControllers ?? []).enumerated() where page.view.superview !== view {
            view.insertSubview(page.view, at: index)
        }
        view.setNeedsLayout()
    }
}

/// Where a page controller finds the pages around the one shown, as
/// `UIPageViewControllerDataSource`.
public protocol PageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController?
    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController?
    /// Pages in the indicator UIKit draws when this and `presentationIndex(for:)` answer (0: none).
    func presentationCount(for pageViewController: PageViewController) -> Int
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// What a page controller tells about swipes, as `UIPageViewControllerDelegate` (a render
/// swipes nothing, so none is ever called). Every method is optional.
public protocol PageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
    func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    public func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {}
    public func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController], transitionCompleted completed: Bool) {}
}
