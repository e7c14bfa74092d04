import Foundation

/// UIStackView's rules as arithmetic: where each arranged item goes in a rectangle, and how big
/// the stack would like to be. No solver; every rule is a few lines below.
///
///     let stack = StackArrangement(axis: .vertical, spacing: 10, alignment: .center)
///     let frames = stack.frames(for: items, in: CGRect(x: 0, y: 0, width: 320, height: 480))
///
/// Where UIKit leaves a case undefined (its constraints would be ambiguous or unsatisfiable),
/// the choice made here is written beside the rule.
public struct StackArrangement: Hashable, Sendable {
    public var axis: Axis
    /// The gap between neighbours; negative spacing overlaps them.
    public var spacing: CGFloat
    public var alignment: StackAlignment
    public var distribution: StackDistribution
    /// Vertical stacks: gaps are measured from one view's last baseline to the next one's first.
    public var isBaselineRelative: Bool
    /// The screen's pixel grid: frames are aligned to it and the fitting size rounded up to it,
    /// as UIStackView's constraints are resolved on a device. Nil leaves the arithmetic exact.
    public var pixelGrid: PixelGrid?
    /// Right to left: leading is the right edge, so a row runs from the right (its first item
    /// rightmost) and `.leading` alignment in a column hugs the right, as UIStackView does
    /// under a right-to-left layout direction.
    public var isRightToLeft: Bool

    public init(axis: Axis = .horizontal, spacing: CGFloat = 0, alignment: StackAlignment = .fill, distribution: StackDistribution = .fill, isBaselineRelative: Bool = false, pixelGrid: PixelGrid? = nil, isRightToLeft: Bool = false) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
        self.isBaselineRelative = isBaselineRelative
        self.pixelGrid = pixelGrid
        self.isRightToLeft = isRightToLeft
    }

    // MARK: Frames

    /// The frame of every item, hidden ones included (at zero length where they would be).
    public func frames(for items: [StackItem], in rect: CGRect) -> [CGRect] {
        let visible = items.indices.filter { !items[$0].isHidden }
        let arranged = visible.map { items[$0] }
        let crossLength = rect.size.length(along: axis.cross)
        let natural = arranged.map { $0.measure(proposal(alongLength: .greatestFiniteMagnitude, crossLength: crossLength)) }
        let (lengths, gaps) = distribute(arranged, natural.map { max(0, $0.length(along: axis)) },
                                         gaps(after: arranged, sizes: natural), in: rect.size.length(along: axis))
        // Across the axis, each item is measured again at its final length: a label squeezed
        // narrower in a horizontal stack wraps to more lines.
        let sizes = arranged.indices.map { k in
            CGSize(along: axis, lengths[k], across: max(0, arranged[k].measure(proposal(alongLength: lengths[k], crossLength: crossLength)).length(along: axis.cross)))
        }
        let placements = place(arranged, sizes: sizes, crossLength: crossLength)

        var frames = [CGRect](repeating: .zero, count: items.count)
        var position = rect.start(along: axis)
        var k = 0
        for index in items.indices {
            guard k < visible.count, visible[k] == index else {
                // Rule 1: a hidden item takes no length and adds no gap; it sits where it would start.
                frames[index] = CGRect(along: axis, start: position, length: 0, crossStart: rect.start(along: axis.cross), crossLength: 0)
                continue
            }
            frames[index] = CGRect(along: axis, start: position, length: lengths[k],
                                   crossStart: rect.start(along: axis.cross) + placements[k].start, crossLength: placements[k].length)
            position += lengths[k] + (k < gaps.count ? gaps[k] : 0)
            k += 1
        }
        if isRightToLeft {
            // Mirrored inside `rect`, so the margins around it keep their sides.
            frames = frames.map { CGRect(x: rect.minX + rect.maxX - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        guard let pixelGrid else { return frames }
        return frames.map { pixelGrid.align($0) }
    }

    // MARK: Fitting size

    /// Rule 9: the length of the visible items plus their gaps along the axis, the largest item
    /// across it. `proposal` limits the cross length that wrapping text may use.
    /// With `.fillEqually` every item is as long as the longest, so that is what the stack asks for.
    public func fittingSize(for items: [StackItem], proposal: CGSize) -> CGSize {
        let visible = items.filter { !$0.isHidden }
        guard !visible.isEmpty else { return .zero }
        let crossLimit = proposal.length(along: axis.cross)
        let natural = visible.map { $0.measure(self.proposal(alongLength: .greatestFiniteMagnitude, crossLength: crossLimit)) }
        let naturalLengths = natural.map { max(0, $0.length(along: axis)) }
        let minimumGaps = gaps(after: visible, sizes: natural)
        let gapTotal = minimumGaps.reduce(0, +)
        var along = distribution == .fillEqually
            ? CGFloat(visible.count) * (naturalLengths.max() ?? 0) + gapTotal
            : naturalLengths.reduce(0, +) + gapTotal
        // When the proposal is shorter than the items want, they are squeezed as layout would
        // squeeze them, and measured across at those lengths: squeezed text wraps to more lines.
        var lengths = naturalLengths
        let limit = proposal.length(along: axis)
        if along > limit {
            lengths = distribute(visible, naturalLengths, minimumGaps, in: limit).0
            along = max(limit, lengths.reduce(0, +) + gapTotal)
        }
        let sizes = visible.indices.map { k in
            lengths[k] == naturalLengths[k] ? natural[k]
                : CGSize(along: axis, lengths[k], across: visible[k].measure(self.proposal(alongLength: lengths[k], crossLength: crossLimit)).length(along: axis.cross))
        }
        var cross = sizes.map { $0.length(along: axis.cross) }.max() ?? 0
        if axis == .horizontal, alignment == .firstBaseline || alignment == .lastBaseline {
            // Lined up on a baseline, items reach from the top of the highest to the bottom of the lowest.
            cross = place(visible, sizes: sizes, crossLength: 0).map { $0.start + $0.length }.max() ?? 0
        }
        let size = CGSize(along: axis, max(0, along), across: cross)
        return pixelGrid?.ceil(size) ?? size
    }

    // MARK: Rules

    /// Rule 2: the gap after each visible item but the last is its custom spacing if set, else
    /// `spacing`. Baseline-relative vertical stacks measure it from baseline to baseline.
    private func gaps(after items: [StackItem], sizes: [CGSize]) -> [CGFloat] {
        guard items.count > 1 else { return [] }
        return (0 ..< items.count - 1).map { k in
            var gap = items[k].customSpacingAfter ?? spacing
            if isBaselineRelative, axis == .vertical {
                let below = sizes[k].height - items[k].baselines(sizes[k]).last
                let above = items[k + 1].baselines(sizes[k + 1]).first
                gap -= below + above
            }
            return gap
        }
    }

    /// Lengths along the axis and the gaps actually used, by distribution.
    private func distribute(_ items: [StackItem], _ natural: [CGFloat], _ minimumGaps: [CGFloat], in length: CGFloat) -> ([CGFloat], [CGFloat]) {
        let count = items.count
        guard count > 0 else { return ([], []) }
        let gapTotal = minimumGaps.reduce(0, +)
        switch distribution {
        case .fill:
            return (fill(items, natural, available: length - gapTotal), minimumGaps)

        case .fillEqually:
            // Rule 4.
            let each = max(0, (length - gapTotal) / CGFloat(count))
            return (Array(repeating: each, count: count), minimumGaps)

        case .fillProportionally:
            // Rule 5: shares of the natural lengths, rounded to whole points; the last visible item
            // takes the remainder. With no natural lengths at all, equal shares (UIKit leaves it open).
            let available = max(0, length - gapTotal)
            let sum = natural.reduce(0, +)
            guard sum > 0 else { return (Array(repeating: available / CGFloat(count), count: count), minimumGaps) }
            var lengths = natural.map { ($0 / sum * available).rounded() }
            lengths[count - 1] = max(0, available - lengths.dropLast().reduce(0, +))
            return (lengths, minimumGaps)

        case .equalSpacing:
            return equalSpacing(items, natural, minimumGaps, in: length)

        case .equalCentering:
            // Rule 7: centres equally far apart, first and last views at the ends, as long as no gap
            // falls below its minimum; otherwise as equalSpacing.
            guard count > 1 else { return equalSpacing(items, natural, minimumGaps, in: length) }
            let step = (length - natural[0] / 2 - natural[count - 1] / 2) / CGFloat(count - 1)
            let gaps = (0 ..< count - 1).map { step - natural[$0] / 2 - natural[$0 + 1] / 2 }
            if zip(gaps, minimumGaps).allSatisfy({ $0 >= $1 }) { return (natural, gaps) }
            return equalSpacing(items, natural, minimumGaps, in: length)
        }
    }

    /// Rule 3: spare length goes to the item with the lowest hugging priority (ties: the first);
    /// missing length is taken from the lowest compression resistance first (items tied on it
    /// give it up in proportion to their lengths), then the next, never below zero. A required priority is never broken: when every item
    /// hugs at `.required` the spare length stays empty at the end, and required resistance
    /// never shrinks (UIKit would report the constraints unsatisfiable).
    private func fill(_ items: [StackItem], _ natural: [CGFloat], available: CGFloat) -> [CGFloat] {
        var lengths = natural
        let extra = available - natural.reduce(0, +)
        if extra > 0 {
            let stretchable = items.indices.filter { items[$0].hugging[axis] < .required }
            if let loosest = stretchable.min(by: { items[$0].hugging[axis] < items[$1].hugging[axis] }) {
                lengths[loosest] += extra
            }
        } else if extra < 0 {
            var missing = -extra
            let shrinkable = items.indices.filter { items[$0].compressionResistance[axis] < .required }
            // Lowest priority first; items tied on a priority give up length in proportion to
            // their own, so two equal labels both wrap instead of one being squeezed to a letter.
            let levels = Set(shrinkable.map { items[$0].compressionResistance[axis] }).sorted()
            for level in levels where missing > 0 {
                let tied = shrinkable.filter { items[$0].compressionResistance[axis] == level }
                let total = tied.reduce(0) { $0 + lengths[$1] }
                guard total > 0 else { continue }
                let taken = min(missing, total)
                for index in tied { lengths[index] -= taken * lengths[index] / total }
                missing -= taken
            }
        }
        return lengths
    }

    /// Rule 6: items at their natural lengths with equal gaps, each at least its minimum (a gap
    /// whose minimum is larger keeps its minimum, the others share what is left equally). If the
    /// items do not fit, gaps fall to their minimums and items shrink as in rule 3. A single item
    /// sits at the start at its natural length (UIKit leaves it open).
    private func equalSpacing(_ items: [StackItem], _ natural: [CGFloat], _ minimumGaps: [CGFloat], in length: CGFloat) -> ([CGFloat], [CGFloat]) {
        let free = length - natural.reduce(0, +)
        guard free >= minimumGaps.reduce(0, +) else {
            return (fill(items, natural, available: length - minimumGaps.reduce(0, +)), minimumGaps)
        }
        guard !minimumGaps.isEmpty else { return (natural, []) }
        // Water-filling: raise the common gap until the gaps use all the free length.
        var fixed = Set<Int>()
        var common: CGFloat = 0
        while true {
            let open = minimumGaps.indices.filter { !fixed.contains($0) }
            let fixedTotal = fixed.reduce(0) { $0 + minimumGaps[$1] }
            common = (free - fixedTotal) / CGFloat(open.count)
            let raised = open.filter { minimumGaps[$0] > common }
            if raised.isEmpty { break }
            fixed.formUnion(raised)
        }
        return (natural, minimumGaps.indices.map { fixed.contains($0) ? minimumGaps[$0] : common })
    }

    /// Rule 8: across the axis, `.fill` stretches to the stack; leading, centre and trailing keep
    /// each item's own size (never more than the stack's); baseline alignments in horizontal stacks
    /// line the first or last baselines up, the item with the lowest baseline at the top.
    private func place(_ items: [StackItem], sizes: [CGSize], crossLength: CGFloat) -> [(start: CGFloat, length: CGFloat)] {
        var alignment = self.alignment
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .leading }
        let own = sizes.map { size -> CGFloat in
            let natural = size.length(along: axis.cross)
            return crossLength > 0 && crossLength < .greatestFiniteMagnitude ? min(natural, crossLength) : natural
        }
        switch alignment {
        case .fill:
            // An item that hugs its cross length at `.required` (a fixed size) keeps it.
            return own.indices.map { items[$0].hugging[axis.cross] >= .required ? (0, own[$0]) : (0, crossLength) }
        case .leading:
            return own.map { (0, $0) }
        case .center:
            return own.map { ((crossLength - $0) / 2, $0) }
        case .trailing:
            return own.map { (crossLength - $0, $0) }
        case .firstBaseline, .lastBaseline:
            let baselines = items.indices.map { k -> CGFloat in
                let pair = items[k].baselines(CGSize(along: axis, sizes[k].length(along: axis), across: own[k]))
                return alignment == .firstBaseline ? pair.first : pair.last
            }
            let line = baselines.max() ?? 0
            return own.indices.map { (line - baselines[$0], own[$0]) }
        }
    }

    private func proposal(alongLength: CGFloat, crossLength: CGFloat) -> CGSize {
        CGSize(along: axis, alongLength, across: crossLength > 0 ? crossLength : .greatestFiniteMagnitude)
    }
}
