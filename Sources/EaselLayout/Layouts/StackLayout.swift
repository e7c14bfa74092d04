import Foundation

/// Layouts in a row or a column by UIStackView's rules (`StackArrangement`): distribution
/// along the axis, alignment across it, spacing. Each child is measured by its `sizeThatFits`,
/// with the default hugging (250) and compression resistance (750) priorities.
///
///     var column = StackLayout(children: rows, arrangement: StackArrangement(axis: .vertical, spacing: 8))
public struct StackLayout<Child: Layout>: Layout {
    public typealias Content = Child.Content

    /// The layouts in the row or column, first to last.
    public var children: [Child]
    /// Axis, spacing, alignment and distribution, as a `UIStackView`'s.
    public var arrangement: StackArrangement

    /// A stack of `children` by `arrangement`'s rules.
    public init(children: [Child], arrangement: StackArrangement = StackArrangement()) {
        self.children = children
        self.arrangement = arrangement
    }

    /// A stack along `axis` with `spacing`, filling across: `StackLayout(children: rows, axis: .vertical)`.
    public init(children: [Child], axis: Axis, spacing: CGFloat = 0, alignment: StackAlignment = .fill, distribution: StackDistribution = .fill) {
        self.init(children: children, arrangement: StackArrangement(axis: axis, spacing: spacing, alignment: alignment, distribution: distribution))
    }

    public mutating func layout(in rect: CGRect) {
        let frames = arrangement.frames(for: items, in: rect.layoutArea)
        for index in children.indices {
            children[index].layout(in: frames[index])
        }
    }

    public var contents: [Content] { children.flatMap(\.contents) }

    public func sizeThatFits(_ proposed: CGSize) -> CGSize {
        arrangement.fittingSize(for: items, proposal: proposed)
    }

    private var items: [StackItem] {
        children.map { child in StackItem(measure: { child.sizeThatFits($0) }) }
    }
}
