import Easel
import EaselTesting
import Foundation
import Testing

@Suite struct AccessibilitySnapshotTests {
    /// The sign-up example as a reviewer sees it: the text form and the picture form.
    @Test func theSignUpScreenAsTextAndAsAPicture() {
        assertSnapshot(of: ExampleScreen.signUp.makeView(), as: .accessibility(on: .iPhoneSE), named: "signup")
        assertSnapshot(of: ExampleScreen.signUp.makeView(), as: .accessibilityImage(on: .iPhoneSE), named: "signup")
    }

    /// The picture follows the device, appearance and content size, so Dynamic Type's
    /// accessibility sizes are reviewed the same way.
    @Test func thePictureAtAnAccessibilitySizeInDarkMode() {
        let traits = TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge)
        assertSnapshot(of: Self.dynamicTypeSettings(), as: .accessibilityImage(on: .iPhoneSE, traits: traits), named: "settings-dark-AX2")
    }

    /// A screen whose text follows the reader's text size: a heading, a wrapping row beside a
    /// switch, a footnote.
    static func dynamicTypeSettings() -> View {
        func label(_ text: String, _ style: Font.TextStyle) -> Label {
            let label = Label(text)
            label.font = .preferredFont(forTextStyle: style)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
            return label
        }
        let title = label("Notifications", .largeTitle)
        title.accessibilityTraits = [.staticText, .header]
        let caption = label("Show previews", .body)
        caption.isAccessibilityElement = false
        let toggle = Switch(isOn: true)
        toggle.accessibilityLabel = "Show previews"
        let row = StackView(arrangedSubviews: [caption, toggle])
        row.alignment = .center
        row.distribution = .equalSpacing
        let footnote = label("Previews show the first line of each message on the Lock Screen.", .footnote)
        footnote.textColor = .secondaryLabel
        let column = StackView(arrangedSubviews: [title, row, footnote])
        column.axis = .vertical
        column.spacing = 16
        column.layoutMargins = EdgeInsets(top: 40, left: 20, bottom: 0, right: 20)
        column.isLayoutMarginsRelativeArrangement = true
        let screen = PinnedToTop(content: column)
        screen.backgroundColor = .systemBackground
        return screen
    }

    @Test func aControllerIsReadOnItsDevice() {
        assertSnapshot(of: SampleApp.tabs() as ViewController, as: .accessibility(on: .iPhoneSE), named: "tabs")
    }

    /// Checks fail the snapshot through `verifySnapshot`'s message, each naming the element
    /// and the rule; the reading order still matches its reference.
    @Test func checksFailTheSnapshotNamingTheElementAndTheRule() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-a11y-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func verify(_ view: View, checks: Set<AccessibilityCheck>) -> String? {
            verifySnapshot(of: view, as: .accessibility(checks: checks), named: "1", record: .missing, snapshotDirectory: folder, artifactsDirectory: folder, filePath: "/tmp/FormTests.swift", testName: "form()")
        }
        func form(label: String?) -> View {
            let screen = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let toggle = Switch(isOn: true)
            toggle.frame = CGRect(x: 16, y: 16, width: 51, height: 31)
            toggle.accessibilityLabel = label
            screen.addSubview(toggle)
            return screen
        }
        _ = verify(form(label: nil), checks: [])
        #expect(verify(form(label: nil), checks: []) == nil)
        #expect(verify(form(label: nil), checks: [.missingLabel]) == "Accessibility check “missingLabel” failed for Switch at (16 16; 51 31): it is interactive ([button, toggleButton]) but has no accessibilityLabel, so VoiceOver says only “Switch Button. On.”.")
        let both = verify(form(label: nil), checks: [.missingLabel, .touchTarget]) ?? ""
        #expect(both.components(separatedBy: "\n").count == 2)
        #expect(both.contains("“touchTarget” failed for Switch at (16 16; 51 31): its target is 51 × 31 points"))
        // A label changes the text (the reference no longer matches) and passes the check.
        let labelled = verify(form(label: "Wi-Fi"), checks: [.missingLabel]) ?? ""
        #expect(labelled.hasPrefix("Snapshot “form.1” does not match its reference:"))
        #expect(!labelled.contains("Accessibility check"))
    }

    @Test func aStrategyCalledOnItsOwnThrowsWhatItFinds() throws {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let button = Button(title: "Go")
        button.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        screen.addSubview(button)
        #expect(throws: AccessibilityIssues.self) {
            try TextSnapshotStrategy<View>.accessibility(checks: [.touchTarget]).render(screen)
        }
    }
}
