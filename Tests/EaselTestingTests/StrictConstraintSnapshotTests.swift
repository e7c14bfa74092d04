import Easel
import EaselTesting
import Foundation
import Testing
import XCTest

/// A 40 × 40 card whose box is pinned to its edges and also wants to be 10 wide: the width,
/// made on the returned line, is broken.
private func conflictingCard() -> (card: View, line: Int) {
    let card = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    card.backgroundColor = .white
    let box = View()
    box.backgroundColor = .systemBlue
    card.addSubview(box)
    box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
    let line = #line + 1
    box.snp.makeConstraints { make in make.width.equalTo(10).labeled("too.narrow") }
    return (card, line)
}

/// A 40 × 40 card whose box has a top, a leading edge and a width but nothing that decides its
/// height: UIKit's `hasAmbiguousLayout` is true for the box.
private func ambiguousCard() -> View {
    let card = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    card.backgroundColor = .white
    let box = View()
    box.backgroundColor = .systemBlue
    box.accessibilityIdentifier = "box"
    card.addSubview(box)
    box.snp.makeConstraints { make in
        make.top.leading.equalToSuperview().inset(5)
        make.width.equalTo(10)
    }
    return card
}

/// Snapshot assertions are strict about constraints: each conflict the drawn tree still has fails
/// the test at the broken constraint's line, however the tree was laid out before.
@Suite struct StrictConstraintSnapshotTests {
    /// Whether `issue` is the conflict report, recorded at `line` of this file.
    private static func isConflict(_ issue: Issue, at line: Int) -> Bool {
        issue.sourceLocation?.fileID == "EaselTestingTests/StrictConstraintSnapshotTests.swift"
            && issue.sourceLocation?.filePath == #filePath
            && issue.sourceLocation?.line == line
            && (issue.error.map { "\($0)" } ?? "").hasPrefix("Unable to simultaneously satisfy constraints")
            && (issue.error.map { "\($0)" } ?? "").contains("\"too.narrow\" View.width == 10")
    }

    private static let scaleOne = TraitCollection(displayScale: 1)

    @Test func anImageSnapshotFailsAtTheConflictingConstraintEvenWhenLayoutRanBefore() {
        let (card, line) = conflictingCard()
        // The conflict is found and reported here, before the assertion looks.
        let (_, earlier) = LayoutDiagnostics.capture { card.layoutIfNeeded() }
        #expect(earlier.count == 1)
        let count = IssueCount()
        withKnownIssue {
            assertSnapshot(of: card, as: .image(traits: Self.scaleOne))
        } matching: { issue in
            count.add()
            return Self.isConflict(issue, at: line)
        }
        #expect(count.value == 1)
        // The broken constraint stays left out: the box keeps the edges.
        #expect(card.subviews[0].frame == CGRect(x: 5, y: 5, width: 30, height: 30))
    }

    @Test func aTextSnapshotFailsAtTheConflictingConstraint() {
        let (card, line) = conflictingCard()
        let count = IssueCount()
        withKnownIssue {
            assertSnapshot(of: card, as: .hierarchy())
        } matching: { issue in
            count.add()
            return Self.isConflict(issue, at: line)
        }
        #expect(count.value == 1)
    }

    @Test func aMatrixFailsOnceAtTheConflictingConstraintThoughItsCellsRenderOnOtherThreads() {
        let count = IssueCount()
        let line = conflictingCard().line
        withKnownIssue {
            // Four new trees, drawn in parallel: each has the conflict, reported once.
            assertSnapshots(of: conflictingCard().card, on: [.iPhoneSE], appearances: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft], displayScale: 1)
        } matching: { issue in
            count.add()
            return Self.isConflict(issue, at: line)
        }
        #expect(count.value == 1)
    }

    @Test func withoutStrictConstraintsAConflictDoesNotFailASnapshot() {
        let (card, _) = conflictingCard()
        withoutStrictConstraints {
            assertSnapshot(of: card, as: .image(traits: Self.scaleOne))
            assertSnapshot(of: card, as: .hierarchy())
            assertSnapshots(of: conflictingCard().card, on: [.iPhoneSE], displayScale: 1)
        }
    }

    @Test func anAmbiguousLayoutFailsASnapshotAsAConflictDoes() {
        let count = IssueCount()
        withKnownIssue {
            assertSnapshot(of: ambiguousCard(), as: .hierarchy())
        } matching: { issue in
            count.add()
            let text = issue.error.map { "\($0)" } ?? ""
            return text.hasPrefix("AMBIGUOUS LAYOUT for View('box').height") && issue.sourceLocation?.fileID == "EaselTestingTests/StrictConstraintSnapshotTests.swift"
        }
        #expect(count.value == 1)
        withoutStrictConstraints {
            assertSnapshot(of: ambiguousCard(), as: .hierarchy())
        }
        // Once the height is decided, the same assertion passes.
        let card = ambiguousCard()
        card.subviews[0].snp.makeConstraints { make in make.height.equalTo(10) }
        assertSnapshot(of: card, as: .hierarchy(), named: "decided")
    }

    @Test func aTreeAnswersItsConflictUntilItIsResolved() throws {
        let (card, line) = conflictingCard()
        let box = card.subviews[0]
        let (_, reported) = LayoutDiagnostics.capture { card.layoutIfNeeded() }
        try #require(reported.count == 1)
        card.setNeedsLayout()
        let (_, again) = LayoutDiagnostics.capture { card.layoutIfNeeded() }
        #expect(again.isEmpty)
        #expect(card.unresolvedConstraintConflicts.map(\.message) == [reported[0].message])
        #expect(card.unresolvedConstraintConflicts.first?.broken?.line == UInt(line))
        let (_, rendered) = LayoutDiagnostics.captureRenderedConflicts { _ = try? card.render(on: nil, traits: Self.scaleOne) }
        #expect(rendered.map(\.message) == [reported[0].message])

        box.snp.updateConstraints { make in make.width.equalTo(30).labeled("too.narrow") }
        card.layoutIfNeeded()
        #expect(card.unresolvedConstraintConflicts.isEmpty)
        #expect(box.frame == CGRect(x: 5, y: 5, width: 30, height: 30))
    }
}

/// Under XCTest a strict failure is recorded at the constraint's own file path (`#filePath`), so
/// Xcode and `swift test` point at the file, not at a module-relative `#fileID`.
final class StrictConstraintXCTests: XCTestCase {
    private var captured: [(description: String, file: String, line: Int)] = []
    private var capturing = false

    /// Keeps the failures recorded while `capturing` instead of failing the test with them.
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else { return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected) }
        captured.append((description, filePath, lineNumber))
    }

    func testAConflictFailsAtTheConstraintsFilePath() {
        let (card, line) = conflictingCard()
        capturing = true
        withStrictConstraints { card.layoutIfNeeded() }
        assertSnapshot(of: card, as: .hierarchy())
        capturing = false
        XCTAssertEqual(captured.count, 2)
        for failure in captured {
            XCTAssertTrue(failure.description.contains("Unable to simultaneously satisfy constraints"))
            XCTAssertEqual(failure.file, "\(#filePath)")
            XCTAssertEqual(failure.line, line)
        }
    }
}

/// Counts the issues a `withKnownIssue` matcher sees (it may be called from any thread).
private final class IssueCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
