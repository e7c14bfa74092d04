import Easel
import EaselTesting
import Testing
import XCTest

/// The built-in example screens against their references, through Swift Testing.
@Suite struct ExampleScreenSnapshotTests {
    @Test(arguments: ExampleScreen.all.map(\.name))
    func exampleScreen(_ name: String) throws {
        let screen = try #require(ExampleScreen.all.first { $0.name == name })
        let device = Device(name: name, size: screen.size, scale: 2)
        assertSnapshot(of: screen.makeView(), on: device, named: name)
    }

    /// Seed 004: the controller's `loadView()` installs a custom view that lays itself out.
    final class WelcomeView: View {
        let title = Label("Welcome", font: .systemFont(ofSize: 28, weight: .bold))
        let button = Button(title: "Get started", style: .filled)

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemGroupedBackground
            addSubview(title)
            addSubview(button)
        }

        override func layoutSubviews() {
            let titleSize = title.intrinsicContentSize
            title.frame = CGRect(x: (bounds.width - titleSize.width) / 2, y: bounds.midY - titleSize.height - 12, width: titleSize.width, height: titleSize.height)
            button.frame = CGRect(x: 24, y: bounds.midY + 12, width: bounds.width - 48, height: 50)
        }
    }

    final class WelcomeViewController: ViewController, HasCustomView {
        typealias CustomView = WelcomeView
        override func loadView() { view = WelcomeView() }
    }

    @Test func viewControllerOnAnIPhoneSE() {
        assertSnapshot(of: WelcomeViewController(), on: .iPhoneSE, traits: Traits(displayScale: 1))
    }
}

/// The same assertion through XCTest, which reports its failures with XCTFail.
final class ExampleScreenXCTests: XCTestCase {
    func testCardsAtScaleOne() {
        let screen = ExampleScreen.cards
        assertSnapshot(of: screen.makeView(), on: Device(name: "cards", size: screen.size, scale: 1))
    }
}
