import Easel
import EaselTesting
import Foundation
import Testing

/// A small app built from controllers: tabs, a navigation stack with a large title, a list of
/// rows made of stacks, rendered as a mockup with the status bar and home indicator.
enum SampleApp {
    static func settingsList() -> ViewController {
        let vc = ViewController()
        vc.title = "Settings"
        vc.loadViewIfNeeded()
        vc.view.backgroundColor = .systemGroupedBackground
        let list = StackView()
        list.axis = .vertical
        list.backgroundColor = .secondarySystemGroupedBackground
        list.cornerRadius = 10
        list.clipsToBounds = true
        for (index, (name, color)) in [("Wi-Fi", Color.systemBlue), ("Bluetooth", .systemIndigo), ("Notifications", .systemRed), ("Appearance", .systemGray)].enumerated() {
            let icon = View()
            icon.backgroundColor = color
            icon.cornerRadius = 7
            icon.fixedWidth = 29
            icon.fixedHeight = 29
            let label = Label(name)
            label.numberOfLines = 0
            let chevron = Label("›", font: .systemFont(ofSize: 20))
            chevron.textColor = .tertiaryLabel
            let row = StackView(arrangedSubviews: [icon, label, chevron])
            row.spacing = 12
            row.alignment = .center
            row.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            row.isLayoutMarginsRelativeArrangement = true
            list.addArrangedSubview(row)
            if index < 3 {
                let line = View()
                line.backgroundColor = .separator
                line.fixedHeight = 0.5
                list.addArrangedSubview(line)
            }
        }
        let page = StackView(arrangedSubviews: [list])
        page.axis = .vertical
        page.layoutMargins = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        page.isLayoutMarginsRelativeArrangement = true
        vc.view.addSubview(PinnedToTop(content: page))
        return vc
    }

    static func tabs() -> TabBarController {
        let nav = NavigationController(rootViewController: settingsList())
        nav.prefersLargeTitles = true
        nav.tabBarItem = TabBarItem(title: "Settings")
        let search = ViewController()
        search.title = "Search"
        let profile = ViewController()
        profile.tabBarItem = TabBarItem(title: "Profile", badgeValue: "2")
        return TabBarController(viewControllers: [nav, search, profile])
    }
}

/// Fills its superview and puts its content at the top of its safe area, as wide as the safe
/// area, as tall as its constraints make it. (It once set the content's frame to a measured
/// height, which Easel rounds up to the pixel grid: on a 1× render the settings list, with its
/// half-point separators, got half a point more than its rows needed, and which row took it was
/// the solver's pick: an ambiguous layout, which strict snapshots now report.)
final class PinnedToTop: View {
    let content: View
    init(content: View) {
        self.content = content
        super.init(frame: .zero)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor),
        ])
    }
    required convenience init() { self.init(content: View()) }
    override func didMoveToSuperview() {
        if let superview { frame = superview.bounds }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@Suite struct ControllerSnapshotTests {
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func tabsAndNavigationAsAMockup(_ style: UserInterfaceStyle) throws {
        let traits = TraitCollection(userInterfaceStyle: style, displayScale: 2)
        let image = try SampleApp.tabs().render(on: .iPhone15, traits: traits, chrome: .mockup)
        // The bezel grows the picture by 14 points a side; the corners outside it are clear.
        #expect(image.size == CGSize(width: 393 + 28, height: 852 + 28))
        #expect(image[0, 0].alpha == 0)
        // The home indicator's middle: black on light, white on dark.
        let ink = style == .dark ? Pixel(red: 255, green: 255, blue: 255) : Pixel(red: 0, green: 0, blue: 0)
        #expect(image[421, 2 * (14 + 852 - 13 + 2)] == ink)
        assertSnapshot(of: image, as: SnapshotStrategy { $0 }, named: "\(style)")
    }
}
