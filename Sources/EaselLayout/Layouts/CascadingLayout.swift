import Foundation

/// Children piled like cards: each one `offset` further than the one before, all the same
/// size, the first at the back. The pile fills the rectangle and never leaves it.
///
///     var pile = CascadingLayout(children: cards, offset: CGSize(width: 12, height: 12))
///     pile.layout(in: CGRect(x: 0, y: 0, width: 200, height: 120))
///     // 3 cards: (0, 0, 176, 96), (12, 12, 176, 96), (24, 24, 176, 96)
///
/// The rule: with n children, each is the rectangle less (n − 1) offsets on each axis, and child
/// i starts i offsets in. A negative offset piles towards the left (or top): the first child
/// then sits at the far side. When (n − 1) offsets need more than the rectangle has, the step
/// shrinks to fit and the children collapse to zero length on that axis, still inside.
public struct CascadingLayout<Child: Layout>: Layout {
    public typealias Content = Child.Content

    /// The piled layouts, back to front.
    public var children: [Child]
    /// How far each child sits from the one before.
    public var offset: CGSize

    /// A pile of `children`, each `offset` from the one before (8 points across and down by default).
    @inlinable
    public init(children: [Child], offset: CGSize = CGSize(width: 8, height: 8)) {
        self.children = children
        self.offset = offset
    }

    @inlinable
    public mutating func layout(in rect: CGRect) {
        let count = children.count
        guard count > 0 else { return }
        let area = rect.layoutArea
        let steps = CGFloat(count - 1)
        let (x0, dx, width) = Self.track(start: area.minX, length: area.width, step: offset.width, steps: steps)
        let (y0, dy, height) = Self.track(start: area.minY, length: area.height, step: offset.height, steps: steps)
        var index = 0
        while index < count {
            let i = CGFloat(index)
            children[index].layout(in: CGRect(x: x0 + i * dx, y: y0 + i * dy, width: width, height: height))
            index += 1
        }
    }

    /// Where the first child starts on one axis, the step between children, and their length.
    @inlinable
    static func track(start: CGFloat, length: CGFloat, step: CGFloat, steps: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        guard steps > 0, step.isFinite, step != 0 else { return (start, 0, length) }
        // The step can use the whole length at most, so the last child never passes the edge.
        let magnitude = min(abs(step), length / steps)
        let signed = step < 0 ? -magnitude : magnitude
        let first = step < 0 ? start + steps * magnitude : start
        return (first, signed, length - steps * magnitude)
    }

    public var contents: [Content] {
        children.flatMap(\.contents)
    }

    /// The largest child plus (n − 1) offsets on each axis.
    @inlinable
    public func sizeThatFits(_ proposed: CGSize) -> CGSize {
        guard !children.isEmpty else { return .zero }
        let steps = CGFloat(children.count - 1)
        let spread = CGSize(width: steps * abs(offset.width.isFinite ? offset.width : 0),
                            height: steps * abs(offset.height.isFinite ? offset.height : 0))
        let room = CGSize(width: CGSize.less(proposed.width, spread.width), height: CGSize.less(proposed.height, spread.height))
        var largest = CGSize.zero
        for child in children {
            let size = child.sizeThatFits(room)
            largest.width = max(largest.width, size.width)
            largest.height = max(largest.height, size.height)
        }
        return CGSize(width: CGSize.plus(largest.width, spread.width), height: CGSize.plus(largest.height, spread.height))
    }
}
