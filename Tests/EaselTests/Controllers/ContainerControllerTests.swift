import Easel
import Testing

@Suite struct ContainerControllerTests {
    @Test func navigationControllerShowsTheTopControllerUnderItsBar() throws {
        let root = ViewController()
        root.title = "Settings"
        let nav = NavigationController(rootViewController: root)
        nav.prefersLargeTitles = true
        _ = try nav.render(on: .iPhone15)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 393, height: 59 + 44 + 52))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 59 + 96, bottom: 34))
        #expect(nav.navigationBar.title == "Settings")
        #expect(nav.navigationBar.backTitle == nil)

        let detail = ViewController()
        detail.title = "Wi-Fi"
        nav.pushViewController(detail, animated: false)
        _ = try nav.render(on: .iPhone15)
        #expect(nav.topViewController === detail)
        #expect(root.view.superview == nil)
        #expect(detail.parent === nav && detail.navigationController === nav)
        #expect(nav.navigationBar.frame.height == CGFloat(59 + 44))
        #expect(nav.navigationBar.backTitle == "Settings")
        #expect(detail.view.safeAreaInsets.top == CGFloat(59 + 44))

        #expect(nav.popViewController(animated: false) === detail)
        #expect(nav.popViewController(animated: false) == nil)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func tabBarControllerShowsTheSelectedControllerAboveItsBar() throws {
        let feed = ViewController(), profile = ViewController()
        feed.title = "Feed"
        profile.tabBarItem = TabBarItem(title: "Me", badgeValue: "3")
        let tabs = TabBarController(viewControllers: [feed, profile])
        _ = try tabs.render(on: .iPhone15)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 34 - 49, width: 393, height: 83))
        #expect(feed.view.superview === tabs.view)
        #expect(feed.view.safeAreaInsets == EdgeInsets(top: 59, bottom: 34 + 49))
        #expect(tabs.tabBar.items.map(\.title) == ["Feed", "Me"])

        tabs.selectedIndex = 1
        _ = try tabs.render(on: .iPhone15)
        #expect(feed.view.superview == nil)
        #expect(profile.view.superview === tabs.view)
        #expect(profile.tabBarController === tabs)
        tabs.selectedIndex = 7
        #expect(tabs.selectedIndex == 1)
    }
}
