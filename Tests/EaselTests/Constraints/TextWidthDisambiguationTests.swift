import Easel
import Foundation
import Testing

/// UIStackView's `UISV-text-width-disambiguation`: in a horizontal stack (not `.fillEqually` or
/// `.fillProportionally`) with two or more arranged views of wrapping text, each gets
/// `width <= canvas.width × 1/k − spacing × (k − 1)/k` (k: the visible ones), optional, the
/// first at 950 and each next one min(25/count, 1) higher, in arranged order. The rule as
/// UIKit's `_UIOrderedLayoutArrangement` makes it since iOS 15 (for a lone wrapping label
/// earlier releases made an equality at the label's compression resistance + 10, as
/// rdar://39275811 logs: `label.width == 0.5 * stackView.width @759`; apps built with a
/// current SDK get none).
@Suite struct TextWidthDisambiguationTests {
    private static let long = "A sentence long enough to wrap onto several lines in half a row"

    private func wrapping(_ text: String = TextWidthDisambiguationTests.long) -> Label {
        let label = Label(text)
        label.numberOfLines = 0
        return label
    }

    private func row(_ views: [View], width: CGFloat = 300, spacing: CGFloat = 8) -> StackView {
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = spacing
        stack.alignment = .top
        stack.frame = CGRect(x: 0, y: 0, width: width, height: 200)
        stack.layoutIfNeeded()
        return stack
    }

    private func disambiguations(_ stack: StackView) -> [LayoutConstraint] {
        stack.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
    }

    @Test func twoWrappingLabelsShareTheRowEqually() {
        let left = wrapping(), right = wrapping()
        let stack = row([left, right])
        // Each at most (300 − 8) / 2 = 146, and together they fill 300 − 8: both exactly 146.
        #expect(left.frame.minX == 0 && left.frame.width == 146)
        #expect(right.frame.minX == 154 && right.frame.width == 146)
        #expect(left.frame.height == left.sizeThatFits(CGSize(width: 146, height: CGFloat.greatestFiniteMagnitude)).height)
        let made = disambiguations(stack)
        #expect(made.count == 2)
        #expect(made.map { $0.firstItem as? Label }.map { $0 === left } == [true, false])
        #expect(made.allSatisfy { $0.relation == .lessThanOrEqual && $0.secondItem === stack && $0.secondAttribute == .width })
        #expect(made.allSatisfy { $0.multiplier == 0.5 && $0.constant == -4 })
        #expect(made.map(\.priority.rawValue) == [950, 951])
        #expect(stack.unresolvedConstraintConflicts.isEmpty)
    }

    @Test func aShortWrappingLabelStretchesToItsShare() {
        // The caps (950, 951) beat the short label's hugging (250): it is as wide as the long one.
        let long = wrapping(), short = wrapping("OK")
        _ = row([long, short])
        #expect(long.frame.width == 146 && short.frame.width == 146 && short.frame.minX == 154)
    }

    @Test func oneWrappingLabelBesideAFixedViewGetsNone() {
        let label = wrapping()
        let toggle = View()
        toggle.fixedWidth = 51
        toggle.fixedHeight = 31
        let stack = row([label, toggle])
        #expect(disambiguations(stack).isEmpty)
        // The label takes the rest: 300 − 8 − 51.
        #expect(label.frame.width == 241 && toggle.frame.minX == 249)
    }

    @Test func hiddenLabelsKeepTheirCapButAreNotCounted() {
        let first = wrapping(), hidden = wrapping(), last = wrapping()
        hidden.isHidden = true
        let stack = row([first, hidden, last], spacing: 10)
        let made = disambiguations(stack)
        // Three candidates, two visible: 1/2 of the width less 10 × 1/2; priorities step by
        // min(25/3, 1) = 1.
        #expect(made.count == 3)
        #expect(made.allSatisfy { $0.multiplier == 0.5 && $0.constant == -5 })
        #expect(made.map(\.priority.rawValue) == [950, 951, 952])
        #expect(first.frame.width == 145 && last.frame.minX == 155 && last.frame.width == 145)
    }

    @Test func manyLabelsStepTheirPrioritiesByLessThanOne() {
        let stack = row((0..<40).map { _ in wrapping("x") }, width: 400, spacing: 0)
        // 25/40 = 0.625 apart: 950, 950.625, … 974.375, all below required.
        let priorities = disambiguations(stack).map(\.priority.rawValue)
        #expect(priorities.count == 40 && priorities.first == 950 && priorities[1] == 950.625 && priorities.last == 950 + 39 * 0.625)
    }

    @Test func threeLabelsTakeAThirdEachLessTheirGaps() {
        let labels = [wrapping(), wrapping(), wrapping()]
        let stack = row(labels, width: 320, spacing: 10)
        // (320 − 2 × 10) / 3 = 100 each.
        #expect(labels.map(\.frame.minX) == [0, 110, 220])
        #expect(labels.allSatisfy { $0.frame.width == 100 })
        #expect(disambiguations(stack).allSatisfy { abs($0.multiplier - 1.0 / 3) < 1e-6 && abs($0.constant + 20.0 / 3) < 1e-6 })
    }

    @Test func aMarginsRelativeStackCapsByItsMarginsWidth() {
        let left = wrapping(), right = wrapping()
        let stack = StackView(arrangedSubviews: [left, right])
        stack.spacing = 8
        stack.alignment = .top
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        stack.layoutIfNeeded()
        #expect(disambiguations(stack).allSatisfy { $0.secondItem === stack.layoutMarginsGuide })
        // (260 − 8) / 2 = 126, from x = 20.
        #expect(left.frame.minX == 20 && left.frame.width == 126 && right.frame.minX == 154 && right.frame.width == 126)
    }

    @Test func aStackHoldingWrappingTextCountsAsWrappingText() {
        let inner = StackView(arrangedSubviews: [wrapping(), wrapping()])
        inner.axis = .vertical
        let beside = wrapping()
        let stack = row([inner, beside])
        #expect(disambiguations(stack).count == 2)
        #expect(inner.frame.width == 146 && beside.frame.minX == 154 && beside.frame.width == 146)
    }

    @Test func noCapWhereTheDistributionOrAxisDecidesOrNothingWraps() {
        let equal = StackView(arrangedSubviews: [wrapping(), wrapping()])
        equal.distribution = .fillEqually
        let proportional = StackView(arrangedSubviews: [wrapping(), wrapping()])
        proportional.distribution = .fillProportionally
        let vertical = StackView(arrangedSubviews: [wrapping(), wrapping()])
        vertical.axis = .vertical
        let oneLine = StackView(arrangedSubviews: [Label(Self.long), Label(Self.long)])
        let preferred = [wrapping(), wrapping()]
        for label in preferred { label.preferredMaxLayoutWidth = 100 }
        let capped = StackView(arrangedSubviews: preferred)
        for stack in [equal, proportional, vertical, oneLine, capped] {
            stack.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            stack.layoutIfNeeded()
            #expect(disambiguations(stack).isEmpty)
        }
        let spaced = StackView(arrangedSubviews: [wrapping(), wrapping()])
        spaced.distribution = .equalSpacing
        spaced.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        spaced.layoutIfNeeded()
        #expect(disambiguations(spaced).count == 2)
    }

    @Test func settingNumberOfLinesRemakesTheCaps() {
        let left = Label(Self.long), right = wrapping()
        let stack = row([left, right])
        #expect(disambiguations(stack).isEmpty)
        left.numberOfLines = 0
        stack.layoutIfNeeded()
        #expect(disambiguations(stack).count == 2)
        #expect(left.frame.width == 146 && right.frame.width == 146)
    }
}
