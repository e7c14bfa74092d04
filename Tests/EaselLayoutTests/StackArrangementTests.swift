import EaselLayout
import Foundation
import Testing

/// Three items whose length along the axis is 40, 60, 50 and across it 20, 30, 10; the middle one
/// hugs less (200) so that `.fill` gives it the spare length. First baselines 15, 24, 8; last
/// baselines 15, 28, 8.
private func items(_ axis: Axis) -> [StackItem] {
    func item(_ along: CGFloat, _ across: CGFloat, _ first: CGFloat, _ last: CGFloat, _ hugging: LayoutPriority) -> StackItem {
        StackItem(size: CGSize(along: axis, along, across: across), hugging: hugging, firstBaseline: first, lastBaseline: last)
    }
    return [item(40, 20, 15, 15, 250), item(60, 30, 24, 28, 200), item(50, 10, 8, 8, 250)]
}

/// Start and length along the axis in a 300-point stack with spacing 10, computed by hand.
private let along: [StackDistribution: [(CGFloat, CGFloat)]] = [
    // 150 of items + 20 of gaps; the 130 spare go to the middle item, which hugs least.
    .fill: [(0, 40), (50, 190), (250, 50)],
    // (300 − 20) / 3 each.
    .fillEqually: [(0, 280.0 / 3), (280.0 / 3 + 10, 280.0 / 3), (2 * 280.0 / 3 + 20, 280.0 / 3)],
    // 280 × 40/150 = 74.67 → 75, 280 × 60/150 = 112, the last takes 280 − 187 = 93.
    .fillProportionally: [(0, 75), (85, 112), (207, 93)],
    // 150 of free length in two equal gaps of 75.
    .equalSpacing: [(0, 40), (115, 60), (250, 50)],
    // Centres 20, 147.5, 275: 127.5 apart.
    .equalCentering: [(0, 40), (117.5, 60), (250, 50)],
]

/// Start and length across the axis in a 100-point-deep stack.
private func across(_ alignment: StackAlignment, _ axis: Axis) -> [(CGFloat, CGFloat)] {
    switch (alignment, axis) {
    case (.fill, _): [(0, 100), (0, 100), (0, 100)]
    case (.leading, _), (.firstBaseline, .vertical), (.lastBaseline, .vertical): [(0, 20), (0, 30), (0, 10)]
    case (.center, _): [(40, 20), (35, 30), (45, 10)]
    case (.trailing, _): [(80, 20), (70, 30), (90, 10)]
    // First baselines 15, 24, 8 on the line at 24.
    case (.firstBaseline, .horizontal): [(9, 20), (0, 30), (16, 10)]
    // Last baselines 15, 28, 8 on the line at 28.
    case (.lastBaseline, .horizontal): [(13, 20), (0, 30), (20, 10)]
    }
}

struct StackCase: CustomTestStringConvertible, Sendable {
    let axis: Axis
    let distribution: StackDistribution
    let alignment: StackAlignment
    var testDescription: String { "\(axis) \(distribution) \(alignment)" }

    static let all: [StackCase] = Axis.allCases.flatMap { axis in
        StackDistribution.allCases.flatMap { distribution in
            StackAlignment.allCases.map { StackCase(axis: axis, distribution: distribution, alignment: $0) }
        }
    }
}

private func rect(_ axis: Axis) -> CGRect {
    CGRect(origin: .zero, size: CGSize(along: axis, 300, across: 100))
}

private func frames(_ axis: Axis, _ alongParts: [(CGFloat, CGFloat)], _ acrossParts: [(CGFloat, CGFloat)]) -> [CGRect] {
    zip(alongParts, acrossParts).map { CGRect(along: axis, start: $0.0, length: $0.1, crossStart: $1.0, crossLength: $1.1) }
}

@Suite struct StackArrangementTests {
    @Test(arguments: StackCase.all)
    func everyDistributionAndAlignmentOnBothAxes(_ c: StackCase) {
        let stack = StackArrangement(axis: c.axis, spacing: 10, alignment: c.alignment, distribution: c.distribution)
        let expected = frames(c.axis, along[c.distribution]!, across(c.alignment, c.axis))
        #expect(stack.frames(for: items(c.axis), in: rect(c.axis)) == expected)
    }

    @Test func theTableCoversSixtyCases() {
        #expect(StackCase.all.count == 60)
    }

    @Test func framesAreOffsetByTheRectOrigin() {
        let stack = StackArrangement(axis: .vertical, spacing: 10, alignment: .center, distribution: .equalSpacing)
        let moved = stack.frames(for: items(.vertical), in: CGRect(x: 7, y: 11, width: 100, height: 300))
        #expect(moved[1] == CGRect(x: 42, y: 126, width: 30, height: 60))
    }

    @Test(arguments: Axis.allCases)
    func hiddenItemsTakeNoLengthAndAddNoGap(axis: Axis) {
        var all = items(axis)
        all[1].isHidden = true
        let stack = StackArrangement(axis: axis, spacing: 10)
        // 90 of items + one gap of 10; the 200 spare go to the first of the two equal huggers.
        #expect(stack.frames(for: all, in: rect(axis)) == frames(axis, [(0, 240), (250, 0), (250, 50)], [(0, 100), (0, 0), (0, 100)]))
        let equal = StackArrangement(axis: axis, spacing: 10, distribution: .fillEqually)
        #expect(equal.frames(for: all, in: rect(axis)).map { $0.size.length(along: axis) } == [145, 0, 145])
    }

    @Test func customSpacingAfterAViewReplacesSpacing() {
        var all = items(.horizontal)
        all[0].customSpacingAfter = 30
        let stack = StackArrangement(axis: .horizontal, spacing: 10)
        #expect(stack.frames(for: all, in: rect(.horizontal)).map(\.minX) == [0, 70, 250])
        // A hidden view's neighbour keeps the custom spacing of the view before the gap.
        all[1].isHidden = true
        #expect(stack.frames(for: all, in: rect(.horizontal)).map(\.minX) == [0, 250, 250])
        #expect(stack.frames(for: all, in: rect(.horizontal))[0].width == 220)  // 300 − 90 − 30
    }

    @Test func negativeSpacingOverlaps() {
        let stack = StackArrangement(axis: .horizontal, spacing: -10)
        #expect(stack.frames(for: items(.horizontal), in: rect(.horizontal)).map(\.minX) == [0, 30, 250])
        #expect(stack.frames(for: items(.horizontal), in: rect(.horizontal))[1].width == 230)
    }

    @Test func missingLengthComesFromTheLowestCompressionResistanceFirst() {
        var all = items(.horizontal)
        all[1].compressionResistance = AxisPriorities(horizontal: 500, vertical: 750)
        let stack = StackArrangement(axis: .horizontal, spacing: 10)
        // 170 wanted in 120: the middle item gives 50.
        #expect(stack.frames(for: all, in: CGRect(x: 0, y: 0, width: 120, height: 100)).map(\.width) == [40, 10, 50])
        // 170 wanted in 101: the middle item gives all 60, then the two tied 750s give the other
        // 9 in proportion to their lengths, 4 and 5.
        let squeezed = stack.frames(for: all, in: CGRect(x: 0, y: 0, width: 101, height: 100))
        #expect(squeezed.map(\.width) == [36, 0, 45])
        #expect(squeezed.map(\.minX) == [0, 46, 56])
    }

    @Test func spareLengthGoesToTheFirstOfEqualHuggers() {
        let all = [StackItem(size: CGSize(width: 10, height: 10)), StackItem(size: CGSize(width: 10, height: 10))]
        #expect(StackArrangement().frames(for: all, in: CGRect(x: 0, y: 0, width: 100, height: 10)).map(\.width) == [90, 10])
    }

    @Test func equalSpacingThatDoesNotFitFallsToSpacingAndShrinks() {
        let stack = StackArrangement(axis: .horizontal, spacing: 10, distribution: .equalSpacing)
        // 170 wanted in 140: gaps at their 10, and the three tied items give up 30 by their lengths.
        let tight = stack.frames(for: items(.horizontal), in: CGRect(x: 0, y: 0, width: 140, height: 100))
        #expect(tight.map(\.width) == [32, 48, 40])
        #expect(tight.map(\.minX) == [0, 42, 100])
    }

    @Test func equalSpacingKeepsALargerCustomMinimum() {
        var all = items(.horizontal)
        all[0].customSpacingAfter = 100
        let stack = StackArrangement(axis: .horizontal, spacing: 10, distribution: .equalSpacing)
        // 150 free: the first gap keeps its 100, the second takes the other 50.
        #expect(stack.frames(for: all, in: rect(.horizontal)).map(\.minX) == [0, 140, 250])
    }

    @Test func equalCenteringFallsBackWhenAGapWouldBeTooSmall() {
        let all = [CGFloat(10), 100, 10].map { StackItem(size: CGSize(width: $0, height: 10)) }
        let stack = StackArrangement(axis: .horizontal, spacing: 10, distribution: .equalCentering)
        // At 150, centres 5, 75, 145 leave gaps of 15: equal centring holds.
        #expect(stack.frames(for: all, in: CGRect(x: 0, y: 0, width: 150, height: 10)).map(\.minX) == [0, 25, 140])
        // At 128 the gaps would be 4, under the spacing: equal spacing, which does not fit either,
        // so the gaps are 10 and the tied items give up 12 points by their lengths (1, 10, 1).
        #expect(stack.frames(for: all, in: CGRect(x: 0, y: 0, width: 128, height: 10)).map(\.width) == [9, 90, 9])
    }

    @Test func proportionalWithNoNaturalLengthsSharesEqually() {
        let all = [StackItem(size: .zero), StackItem(size: .zero)]
        let stack = StackArrangement(axis: .horizontal, spacing: 10, distribution: .fillProportionally)
        #expect(stack.frames(for: all, in: CGRect(x: 0, y: 0, width: 110, height: 10)).map(\.width) == [50, 50])
    }

    @Test func baselineRelativeGapsRunFromBaselineToBaseline() {
        let first = StackItem(size: CGSize(width: 100, height: 40), firstBaseline: 30, lastBaseline: 30)
        let second = StackItem(size: CGSize(width: 100, height: 20), firstBaseline: 15, lastBaseline: 15)
        let stack = StackArrangement(axis: .vertical, spacing: 20, alignment: .fill, distribution: .equalSpacing, isBaselineRelative: true)
        let placed = stack.frames(for: [first, second], in: CGRect(x: 0, y: 0, width: 100, height: 55))
        // Baselines 20 apart: 30 + 20 = 50 is the second baseline, so the second view starts at 35.
        #expect(placed[1].minY == 35)
        #expect(StackArrangement(axis: .vertical, spacing: 20, isBaselineRelative: true).fittingSize(for: [first, second], proposal: CGSize(width: 100, height: 1000)) == CGSize(width: 100, height: 55))
    }

    @Test func wrappingItemsAreMeasuredAtTheStacksWidth() {
        // Text of 2000 square points: as wide as allowed up to 200, as tall as it then needs.
        let text = StackItem(measure: { proposal in
            let width = min(200, proposal.width)
            return CGSize(width: width, height: 2000 / width)
        })
        let stack = StackArrangement(axis: .vertical, spacing: 10)
        let placed = stack.frames(for: [text, StackItem(size: CGSize(width: 50, height: 10), hugging: 1000)], in: CGRect(x: 0, y: 0, width: 100, height: 300))
        #expect(placed[0].height == 280)  // it hugs least, so it takes the spare too
        #expect(stack.fittingSize(for: [text], proposal: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude)) == CGSize(width: 100, height: 20))
        #expect(stack.fittingSize(for: [text], proposal: CGSize(width: 400, height: CGFloat.greatestFiniteMagnitude)) == CGSize(width: 200, height: 10))
    }

    @Test func fittingSizeSqueezesTextLikeLayoutDoesAndMeasuresItThere() {
        // Text of 2000 square points beside a fixed 40-point icon, in a row offered 140 points:
        // the text is squeezed to 90 and then needs 2000 / 90 points of height.
        let text = StackItem(measure: { proposal in
            let width = min(400, proposal.width)
            return CGSize(width: width, height: 2000 / width)
        })
        let icon = StackItem(size: CGSize(width: 40, height: 10), hugging: 1000, compressionResistance: 1000)
        let row = StackArrangement(axis: .horizontal, spacing: 10, alignment: .center)
        let size = row.fittingSize(for: [icon, text], proposal: CGSize(width: 140, height: CGFloat.greatestFiniteMagnitude))
        #expect(size.width == 140)
        #expect(abs(size.height - 2000.0 / 90) < 1e-9)
        #expect(row.frames(for: [icon, text], in: CGRect(origin: .zero, size: size))[1].height == size.height)
    }

    @Test func fittingSizeIsTheSumAlongAndTheLargestAcross() {
        let proposal = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        #expect(StackArrangement(axis: .horizontal, spacing: 10).fittingSize(for: items(.horizontal), proposal: proposal) == CGSize(width: 170, height: 30))
        #expect(StackArrangement(axis: .vertical, spacing: 10).fittingSize(for: items(.vertical), proposal: proposal) == CGSize(width: 30, height: 170))
        #expect(StackArrangement(axis: .horizontal, spacing: 10, distribution: .fillEqually).fittingSize(for: items(.horizontal), proposal: proposal).width == 200)
        // Lined up on their first baselines the items reach from 0 down to 30 (the middle one).
        #expect(StackArrangement(axis: .horizontal, spacing: 10, alignment: .firstBaseline).fittingSize(for: items(.horizontal), proposal: proposal).height == 30)
        #expect(StackArrangement(axis: .horizontal, spacing: 10, alignment: .lastBaseline).fittingSize(for: items(.horizontal), proposal: proposal).height == 33)
        var hidden = items(.horizontal)
        hidden[2].isHidden = true
        #expect(StackArrangement(axis: .horizontal, spacing: 10).fittingSize(for: hidden, proposal: proposal) == CGSize(width: 110, height: 30))
        #expect(StackArrangement().fittingSize(for: [], proposal: proposal) == .zero)
    }
}
