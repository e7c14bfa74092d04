#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif
import Foundation
import Testing

/// `UIPageViewController` as onboarding screens subclass it. Apple's documentation: the
/// controllers given to `setViewControllers(_:direction:animated:completion:)` are displayed
/// (one for the scroll style), and they become the page controller's children; UIKit's paging
/// view is the view's first subview, so views the app adds in `viewDidLoad` sit above it.
@Suite struct PageViewControllerTests {
    final class ColourPage: UIViewController {
        let colour: UIColor
        init(colour: UIColor) {
            self.colour = colour
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = colour
        }
    }

    final class Onboarding: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        lazy var pages: [UIViewController] = [ColourPage(colour: .red), ColourPage(colour: .blue)]
        let start = UIButton()
        var completed: Bool?

        init() {
            super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            dataSource = self
            delegate = self
            start.backgroundColor = .black
            start.setTitle("Start", for: .normal)
            start.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(start)
            NSLayoutConstraint.activate([
                start.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                start.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                start.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -50),
                start.heightAnchor.constraint(equalToConstant: 60),
            ])
            setViewControllers([pages[0]], direction: .forward, animated: true) { self.completed = $0 }
        }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
            return pages[index - 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
            return pages[index + 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    }

    @Test func theFirstPageFillsTheViewUnderTheAppsOwnViews() throws {
        let onboarding = Onboarding()
        let image = try onboarding.render(size: CGSize(width: 390, height: 844), scale: 1)
        let page = try #require(onboarding.viewControllers?.first)
        #expect(page === onboarding.pages[0])
        #expect(page.parent === onboarding && onboarding.children.contains(page))
        #expect(onboarding.completed == true)
        #expect(onboarding.transitionStyle == .scroll && onboarding.navigationOrientation == .horizontal && onboarding.spineLocation == .none)
        #expect(page.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(onboarding.view.subviews.first === page.view && onboarding.view.subviews.last === onboarding.start)
        // The page's red at the top, the black button above it at the bottom.
        #expect(image[195, 100] == Pixel(red: 255, green: 0, blue: 0))
        #expect(image[30, 844 - 50 - 30] == Pixel(red: 0, green: 0, blue: 0))

        onboarding.setViewControllers([onboarding.pages[1]], direction: .reverse, animated: false)
        let second = try onboarding.render(size: CGSize(width: 390, height: 844), scale: 1)
        #expect(second[195, 100] == Pixel(red: 0, green: 0, blue: 255))
        #expect(onboarding.pages[0].parent == nil && onboarding.pages[0].viewIfLoaded?.superview == nil)
        #expect(onboarding.pageViewController(onboarding, viewControllerAfter: onboarding.pages[0]) === onboarding.pages[1])
    }

    @Test func aPlainPageViewControllerCurlsPages() {
        let curl = UIPageViewController()
        #expect(curl.transitionStyle == .pageCurl && curl.spineLocation == .min && curl.viewControllers == nil)
    }
}
