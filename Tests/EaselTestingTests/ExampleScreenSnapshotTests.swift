import Easel
import EaselTesting
import Foundation
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

    @Test(arguments: ScreenFile.examples.map(\.lastPathComponent))
    func exampleScreenFile(_ fileName: String) throws {
        let url = try #require(ScreenFile.examples.first { $0.lastPathComponent == fileName })
        assertSnapshot(of: try ScreenFile(contentsOf: url), named: (fileName as NSString).deletingPathExtension)
    }

    @Test func theExampleScreenFilesAreTheOnesShipped() {
        #expect(ScreenFile.examples.map(\.lastPathComponent) == ["dream.yaml", "dreams.json", "feed.json", "login.json", "pile.json", "pricing.json", "profile.yaml", "settings-list.json", "settings.json", "signup.json"])
    }

    @Test func contentElementsOnAnIPhoneSE() throws {
        let logo = try #require(Image(named: "objc-logo"))
        assertSnapshot(of: [
            .image(logo),
            .label("Content elements, seed 000"),
            .stack([.button("Cancel", {}), .button("Continue", {})], axis: .horizontal, spacing: 24),
        ], on: .iPhoneSE, traits: TraitCollection(displayScale: 1))
    }

    @Test func aScreenFileThatCannotBeReadFailsWithItsError() {
        let message = verifySnapshot(of: try ScreenFile(data: Data(#"{"elements": [{"lable": "x"}]}"#.utf8), name: "typo.json"), as: .image(), record: .never, snapshotDirectory: "/tmp", testName: "typo()")
        #expect(message == #"Snapshot “typo.1” could not be checked: typo.json: elements[0]: unknown element "lable"; expected one of label, button, image, stack, view, spacer, decorated, cascade, overlay, inset, absolute, textField, switch, segmented, slider, progress, scroll, list, gradient, symbol, shape"#)
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

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class WelcomeViewController: ViewController, HasCustomView {
        typealias CustomView = WelcomeView
        override func loadView() { view = WelcomeView() }
    }

    @Test func viewControllerOnAnIPhoneSE() {
        assertSnapshot(of: WelcomeViewController(), on: .iPhoneSE, traits: TraitCollection(displayScale: 1))
    }
}

/// The same assertion through XCTest, which reports its failures with XCTFail.
final class ExampleScreenXCTests: XCTestCase {
    func testCardsAtScaleOne() {
        let screen = ExampleScreen.cards
        assertSnapshot(of: screen.makeView(), on: Device(name: "cards", size: screen.size, scale: 1))
    }
}
