import Easel
import Foundation
import Testing

/// Each check fails on a screen built to break it and passes on one that does not.
@Suite struct AccessibilityCheckTests {
    private func screen(_ views: [View], width: CGFloat = 320, height: CGFloat = 200) -> View {
        let screen = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        screen.backgroundColor = .white
        views.forEach(screen.addSubview)
        return screen
    }

    private func issues(_ view: View, _ checks: Set<AccessibilityCheck>, traits: TraitCollection = TraitCollection()) throws -> [AccessibilityIssue] {
        try view.accessibilityIssues(checks, in: RenderConfiguration(traits: traits))
    }

    @Test func anInteractiveElementWithoutALabelFails() throws {
        let toggle = Switch(isOn: true)
        toggle.frame.origin = CGPoint(x: 16, y: 16)
        let broken = try issues(screen([toggle]), [.missingLabel])
        #expect(broken.map(\.description) == [
            "Accessibility check “missingLabel” failed for Switch at (16 16; 51 31): it is interactive ([button, toggleButton]) but has no accessibilityLabel, so VoiceOver says only “Switch Button. On.”.",
        ])
        toggle.accessibilityLabel = "Notifications"
        #expect(try issues(screen([toggle]), [.missingLabel]).isEmpty)
    }

    @Test func aTargetUnderFortyFourPointsFails() throws {
        let close = Button(title: "Close")
        close.frame = CGRect(x: 16, y: 16, width: 60, height: 30)
        let broken = try issues(screen([close]), [.touchTarget])
        #expect(broken.map(\.description) == [
            "Accessibility check “touchTarget” failed for Button “Close” at (16 16; 60 30): its target is 60 × 30 points, under the 44 × 44 points Apple's Human Interface Guidelines ask for.",
        ])
        close.frame.size.height = 44
        #expect(try issues(screen([close]), [.touchTarget]).isEmpty)
        // Text that is not interactive has no target to measure.
        let caption = Label("Small print")
        caption.frame = CGRect(x: 16, y: 70, width: 100, height: 14)
        #expect(try issues(screen([close, caption]), [.touchTarget]).isEmpty)
    }

    /// WCAG 2 contrast ratios, worked out from the relative luminance formula:
    /// #AAAAAA on white is (1.05) / (0.40198 + 0.05) = 2.32:1; #767676 is 1.05 / (0.18116 +
    /// 0.05) = 4.54:1; #949494 is 1.05 / (0.29616 + 0.05) = 3.03:1. AA asks 4.5:1 under 18
    /// points and 3:1 from 18 points.
    @Test func lowContrastTextFailsMeasuredOnThePixels() throws {
        func label(_ text: String, gray: UInt8, size: CGFloat, y: CGFloat) -> Label {
            let label = Label(text, font: .systemFont(ofSize: size))
            label.textColor = Color(red8: gray, green8: gray, blue8: gray)
            label.frame = CGRect(x: 16, y: y, width: 280, height: 30)
            label.accessibilityIdentifier = "\(text)"
            return label
        }
        let pale = label("Pale", gray: 0xAA, size: 17, y: 10)
        let readable = label("Readable", gray: 0x76, size: 17, y: 50)
        let largeGrey = label("Large grey", gray: 0x94, size: 18, y: 90)
        let smallGrey = label("Small grey", gray: 0x94, size: 17, y: 130)
        let found = try issues(screen([pale, readable, largeGrey, smallGrey]), [.contrast])
        #expect(found.map(\.description) == [
            "Accessibility check “contrast” failed for Label “Pale” (id: Pale) at (16 10; 280 30): its text #AAAAAA on #FFFFFF measures 2.32:1, under WCAG AA's 4.5:1 for text under 18 points (14 bold).",
            "Accessibility check “contrast” failed for Label “Small grey” (id: Small grey) at (16 130; 280 30): its text #949494 on #FFFFFF measures 3.03:1, under WCAG AA's 4.5:1 for text under 18 points (14 bold).",
        ])
    }

    @Test func contrastIsMeasuredAgainstTheBackgroundDrawnBehindTheText() throws {
        // White text on system blue (#007AFF) is 4.01:1: enough for 18 points, not for 17.
        let banner = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        banner.backgroundColor = Color(red8: 0x00, green8: 0x7A, blue8: 0xFF)
        let title = Label("Upgrade", font: .systemFont(ofSize: 17))
        title.textColor = .white
        title.frame = CGRect(x: 16, y: 10, width: 200, height: 30)
        let big = Label("Upgrade", font: .systemFont(ofSize: 18))
        big.textColor = .white
        big.frame = CGRect(x: 16, y: 50, width: 200, height: 30)
        banner.addSubview(title)
        banner.addSubview(big)
        let found = try issues(screen([banner]), [.contrast])
        #expect(found.map(\.frame) == [CGRect(x: 16, y: 10, width: 200, height: 30)])
        #expect(found.first?.detail == "its text #FFFFFF on #007AFF measures 4.01:1, under WCAG AA's 4.5:1 for text under 18 points (14 bold).")
    }

    /// At AX3 body text is 40 points (UIKit's Dynamic Type table): "Notifications and sounds"
    /// no longer fits 288 points on one line.
    @Test func textCutShortAtAnAccessibilitySizeFails() throws {
        func row(lines: Int) -> View {
            let label = Label("Notifications and sounds")
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = lines
            let stack = StackView(arrangedSubviews: [label])
            stack.axis = .vertical
            stack.frame = CGRect(x: 16, y: 16, width: 288, height: 0)
            let container = ContainerForStack(stack: stack)
            return container
        }
        let large = TraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        let broken = try issues(row(lines: 1), [.truncation], traits: large)
        #expect(broken.count == 1)
        #expect(broken.first?.element == "Label “Notifications and sounds”")
        #expect(broken.first?.detail == "its text is cut short at content size AX3 (accessibilityExtraLarge); let it wrap (numberOfLines = 0) or give it room.")
        #expect(try issues(row(lines: 0), [.truncation], traits: large).isEmpty)
        // At the default size the one-line label fits.
        #expect(try issues(row(lines: 1), [.truncation]).isEmpty)
    }
}

/// A 320-point-wide screen whose stack is as tall as its content needs.
private final class ContainerForStack: View {
    let stack: StackView
    init(stack: StackView) {
        self.stack = stack
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        backgroundColor = .white
        addSubview(stack)
    }
    required init?(coder: NSCoder) { fatalError("unused") }
    override func layoutSubviews() {
        let height = stack.layoutSize(fitting: CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude)).height
        stack.frame = CGRect(x: 16, y: 16, width: 288, height: height)
    }
}
