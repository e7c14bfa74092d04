import Easel
import EaselTesting
import Foundation
import Testing

/// Snapshot assertions are strict about text too: a character drawn as a box because no font
/// has it fails the test at the assertion, once, however many times the text is drawn.
@Suite struct MissingGlyphSnapshotTests {
    private static let scaleOne = TraitCollection(displayScale: 1)

    /// A 120 × 30 card with a label holding U+F8FF, a private-use character (Apple's logo in
/// Apple's fonts) that no font Easel ships has.
    private static func card() -> View {
        let card = View(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        card.backgroundColor = .white
        let label = Label("Price \u{F8FF} 12")
        label.frame = CGRect(x: 8, y: 4, width: 104, height: 22)
        card.addSubview(label)
        return card
    }

    private static func isMissingGlyph(_ issue: Issue) -> Bool {
        let message = issue.error.map { "\($0)" } ?? ""
        return message.hasPrefix("No font has a glyph for U+F8FF in \"Price \u{F8FF} 12\"")
            && issue.sourceLocation?.fileID == "EaselTestingTests/MissingGlyphSnapshotTests.swift"
    }

    @Test func anImageSnapshotFailsOnceForABox() {
        let card = Self.card()
        let count = MatchCount()
        withKnownIssue {
            assertSnapshot(of: card, as: .image(traits: Self.scaleOne))
        } matching: { issue in
            count.add()
            return Self.isMissingGlyph(issue)
        }
        #expect(count.value == 1)
    }

    @Test func aMatrixFailsOnceThoughEveryCellDrawsTheBox() {
        let count = MatchCount()
        withKnownIssue {
            assertSnapshots(of: Self.card(), on: [.iPhoneSE], appearances: [.light, .dark], displayScale: 1)
        } matching: { issue in
            count.add()
            return Self.isMissingGlyph(issue)
        }
        #expect(count.value == 1)
    }

    @Test func withoutStrictConstraintsABoxDoesNotFailASnapshot() {
        withoutStrictConstraints {
            assertSnapshot(of: Self.card(), as: .image(traits: Self.scaleOne))
        }
    }
}

/// Counts the issues a `withKnownIssue` matcher sees (it may be called from any thread).
private final class MatchCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
