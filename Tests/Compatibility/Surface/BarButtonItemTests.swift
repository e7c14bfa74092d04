#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif
import Foundation
import Testing

/// Bar button items as view controllers set them in `viewDidLoad`. Where they go follows
/// UIKit's navigation bar: leading items from the leading layout margin (16 points on an
/// iPhone), trailing items up to the trailing one, 8 points apart, centred down the 44-point
/// bar; a left item replaces the back button unless `leftItemsSupplementBackButton`. (The
/// margins are UIKit's; the frames were not compared with an iOS recording.)
@Suite struct BarButtonItemTests {
    final class Inbox: UIViewController {
        private(set) var added = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            view.backgroundColor = .systemBackground
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: EaselSelector("addTapped", Inbox.addTapped))
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        }
        func addTapped() { added += 1 }
    }

    final class Message: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Message"
            view.backgroundColor = .systemBackground
            navigationItem.rightBarButtonItems = [
                UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil),
                UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: nil, action: nil),
            ]
        }
    }

    private func buttons(_ navigation: UINavigationController) -> [UIButton] {
        navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.filter { !$0.isHidden }
    }

    @Test func itemsSitAtTheBarsMarginsAndTheirActionsRun() throws {
        let inbox = Inbox()
        let navigation = UINavigationController(rootViewController: inbox)
        let image = try navigation.render(on: .iPhone15)
        let bar = navigation.navigationBar
        let top = bar.safeAreaInsets.top
        let items = buttons(navigation)
        let add = try #require(items.first { $0.accessibilityLabel == "Add" })
        let edit = try #require(items.first { $0.currentTitle == "Edit" })
        #expect(add.frame.maxX == bar.bounds.width - 16)
        #expect(abs(add.frame.midY - (top + 22)) <= 0.5)
        #expect(edit.frame.minX == 16)
        #expect(abs(edit.frame.midY - (top + 22)) <= 0.5)
        #expect(edit.titleLabel?.font == .systemFont(ofSize: 17))
        // The plus is drawn in the tint: some pixel in the add button's frame is blue.
        let scale = 3
        var tinted = 0
        for y in Int(add.frame.minY) ..< Int(add.frame.maxY) {
            for x in Int(add.frame.minX) ..< Int(add.frame.maxX) {
                let pixel = image[x * scale, y * scale]
                if pixel.blue > 200 && pixel.red < 60 { tinted += 1 }
            }
        }
        #expect(tinted > 0)
        add.tap(at: CGPoint(x: add.bounds.midX, y: add.bounds.midY))
        #expect(inbox.added == 1)
    }

    @Test func pushedItemsReplaceOrJoinTheBackButton() throws {
        let navigation = UINavigationController(rootViewController: Inbox())
        // The inbox shows first, so its title is set when the next screen's back button names it.
        _ = try navigation.render(on: .iPhone15)
        let message = Message()
        navigation.pushViewController(message, animated: false)
        _ = try navigation.render(on: .iPhone15)
        let bar = navigation.navigationBar
        let items = buttons(navigation)
        let done = try #require(items.first { $0.currentTitle == "Done" })
        let trash = try #require(items.first { $0.currentImage != nil && $0.currentTitle == nil })
        // The first right item is outermost; the next sits 8 points to its left.
        #expect(done.frame.maxX == bar.bounds.width - 16)
        #expect(trash.frame.maxX == done.frame.minX - 8)
        #expect(done.titleLabel?.font == .systemFont(ofSize: 17, weight: .semibold))
        // No left items: the back button shows the previous screen's title.
        #expect(items.contains { $0.accessibilityLabel == "Inbox" })

        message.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        _ = try navigation.render(on: .iPhone15)
        #expect(!buttons(navigation).contains { $0.accessibilityLabel == "Inbox" })
        message.navigationItem.leftItemsSupplementBackButton = true
        _ = try navigation.render(on: .iPhone15)
        let back = try #require(buttons(navigation).first { $0.accessibilityLabel == "Inbox" })
        let cancel = try #require(buttons(navigation).first { $0.currentTitle == "Cancel" })
        #expect(cancel.frame.minX == back.frame.maxX + 8)
    }

    @Test func aTitleViewTakesTheTitlesPlace() throws {
        let inbox = Inbox()
        let navigation = UINavigationController(rootViewController: inbox)
        let logo = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        logo.backgroundColor = .systemRed
        inbox.loadViewIfNeeded()
        inbox.navigationItem.titleView = logo
        _ = try navigation.render(on: .iPhone15)
        let bar = navigation.navigationBar
        #expect(logo.superview === bar)
        // Centred in the bar, on the 3× pixel grid.
        #expect(abs(logo.frame.midX - bar.bounds.midX) <= 1.0 / 3)
        #expect(logo.frame.size == CGSize(width: 100, height: 30) && logo.frame.minY == bar.safeAreaInsets.top + 7)
    }
}
