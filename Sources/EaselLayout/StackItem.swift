import Foundation

/// One arranged view, as the stack arithmetic sees it: how big it would like to be, how strongly
/// it holds to that, and where its text baselines fall. No view is needed, so the rules can be
/// tested with plain values.
public struct StackItem {
    /// Hidden items take no length and add no gap.
    public var isHidden: Bool
    /// How strongly the item resists growing past its natural length.
    public var hugging: AxisPriorities
    /// How strongly the item resists shrinking below its natural length.
    public var compressionResistance: AxisPriorities
    /// The gap after this item, instead of the stack's `spacing`.
    public var customSpacingAfter: CGFloat?
    /// The natural size within a proposed size (a component of `.greatestFiniteMagnitude` means
    /// unlimited): a wrapping label answers a taller size for a narrower proposal.
    public var measure: (CGSize) -> CGSize
    /// The first and last baselines, from the top, at a given size.
    public var baselines: (CGSize) -> (first: CGFloat, last: CGFloat)

    public init(
        isHidden: Bool = false,
        hugging: AxisPriorities = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow),
        compressionResistance: AxisPriorities = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh),
        customSpacingAfter: CGFloat? = nil,
        measure: @escaping (CGSize) -> CGSize,
        baselines: @escaping (CGSize) -> (first: CGFloat, last: CGFloat) = { ($0.height, $0.height) }
    ) {
        self.isHidden = isHidden
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.customSpacingAfter = customSpacingAfter
        self.measure = measure
        self.baselines = baselines
    }

    /// An item of one fixed natural size, with baselines at fixed distances from its top
    /// (its bottom when not given).
    public init(
        size: CGSize,
        hugging: LayoutPriority = .defaultLow,
        compressionResistance: LayoutPriority = .defaultHigh,
        firstBaseline: CGFloat? = nil,
        lastBaseline: CGFloat? = nil,
        isHidden: Bool = false,
        customSpacingAfter: CGFloat? = nil
    ) {
        self.init(
            isHidden: isHidden,
            hugging: AxisPriorities(horizontal: hugging, vertical: hugging),
            compressionResistance: AxisPriorities(horizontal: compressionResistance, vertical: compressionResistance),
            customSpacingAfter: customSpacingAfter,
            measure: { _ in size },
            baselines: { _ in (firstBaseline ?? size.height, lastBaseline ?? firstBaseline ?? size.height) }
        )
    }
}
