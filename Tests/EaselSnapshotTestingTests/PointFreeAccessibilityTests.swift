import Easel
import EaselSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

@Suite struct PointFreeAccessibilityTests {
    @Test func aControllerAsTextAndAsAPicture() {
        assertSnapshot(of: ProfileViewController(), as: .accessibility(on: .iPhoneSE1))
        assertSnapshot(of: ProfileViewController(), as: .accessibilityImage(on: .iPhoneSE1, traits: TraitCollection(displayScale: 1)))
    }

    /// The lines are what `View.accessibilityDescription` gives, and a check's issue fails the
    /// test where the strategy was made, naming the element and the rule.
    @Test func theTextIsTheReadingOrderAndChecksFailTheTest() throws {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let go = Button(title: "Go")
        go.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
        screen.addSubview(go)
        var text: String?
        withKnownIssue {
            Snapshotting<Easel.View, String>.accessibility(checks: [.touchTarget]).snapshot(screen).run { text = $0 }
        } matching: { issue in
            "\(issue)".contains("Accessibility check “touchTarget” failed for Button “Go” at (10 10; 30 30)")
        }
        #expect(text == "1. \"Go. Button.\" frame (10 10; 30 30)\n")
    }
}
