import Foundation

/// Two layouts side by side along an axis: the first gets `split` of the length (a fraction
/// or points), the second the rest, with `spacing` between.
///
///     var page = SplitLayout(first: sidebar, second: detail, axis: .horizontal, split: .points(120), spacing: 8)
///
/// The spacing and the split never take more than there is, so both parts stay inside.
public struct SplitLayout<First: Layout, Second: Layout>: Layout where First.Content == Second.Content {
    public typealias Content = First.Content

    /// The part at the left (or top).
    public var first: First
    /// The part that takes the rest.
    public var second: Second
    /// The direction the two parts sit side by side in.
    public var axis: Axis
    /// The first part's length.
    public var split: SplitLength
    /// Points between the parts.
    public var spacing: CGFloat

    /// Two parts along `axis`, the first `split` long (half by default).
    @inlinable
    public init(first: First, second: Second, axis: Axis = .horizontal, split: SplitLength = .fraction(0.5), spacing: CGFloat = 0) {
        self.first = first
        self.second = second
        self.axis = axis
        self.split = split
        self.spacing = spacing
    }

    @inlinable
    public mutating func layout(in rect: CGRect) {
        let parts = rect.layoutArea.split(along: axis, split, spacing: spacing)
        first.layout(in: parts.part)
        second.layout(in: parts.rest)
    }

    public var contents: [Content] { first.contents + second.contents }

    @inlinable
    public func sizeThatFits(_ proposed: CGSize) -> CGSize {
        twoPartFittingSize(part: first, rest: second, axis: axis, split: split, spacing: spacing, proposed: proposed)
    }
}
