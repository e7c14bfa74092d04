import Foundation

/// The rectangle arithmetic every layout shares, written once so that they all treat odd
/// rectangles the same way.
extension CGRect {
    /// The rectangle a layout works in: standardized (no negative sizes), with NaN read as zero
    /// and infinite lengths as the largest finite one, so arithmetic on it stays finite.
    @inlinable
    var layoutArea: CGRect {
        @inline(__always) func clean(_ value: CGFloat) -> CGFloat {
            value.isNaN ? 0 : min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
        }
        let standard = (width < 0 || height < 0) ? standardized : self
        return CGRect(x: clean(standard.minX), y: clean(standard.minY), width: clean(standard.width), height: clean(standard.height))
    }

    /// The rectangle less `insets`. On an axis where the insets need more than there is, they
    /// shrink in proportion, so what remains is a zero-length line at the same proportional
    /// place, still inside the rectangle. Negative insets grow it.
    @inlinable
    func layoutInset(by insets: EdgeInsets) -> CGRect {
        let (x, width) = Self.inset(start: minX, length: width, insets.left, insets.right)
        let (y, height) = Self.inset(start: minY, length: height, insets.top, insets.bottom)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    @inlinable
    static func inset(start: CGFloat, length: CGFloat, _ before: CGFloat, _ after: CGFloat) -> (CGFloat, CGFloat) {
        let total = before + after
        if total <= length { return (start + before, length - total) }
        // Not enough room: keep the proportion between the two insets, leave zero length.
        let scale = total > 0 ? length / total : 0
        return (start + max(0, before) * scale, 0)
    }

    /// Two rectangles side by side along `axis`: the first `firstLength` long, then `spacing`,
    /// then the rest. The spacing never takes more than there is; lengths never go negative.
    @inlinable
    func divided(along axis: Axis, firstLength: CGFloat, spacing: CGFloat) -> (first: CGRect, second: CGRect) {
        let length = size.length(along: axis)
        let gap = min(max(0, spacing), length)
        let first = min(max(0, firstLength), length - gap)
        let secondStart = start(along: axis) + first + gap
        let cross = size.length(along: axis.cross), crossStart = start(along: axis.cross)
        return (CGRect(along: axis, start: start(along: axis), length: first, crossStart: crossStart, crossLength: cross),
                CGRect(along: axis, start: secondStart, length: length - first - gap, crossStart: crossStart, crossLength: cross))
    }
}

extension CGRect {
    /// The part that `split` measures and the rest, along `axis` with `spacing` between; the
    /// part comes first unless `partFirst` is false. The spacing takes no more than there is,
    /// the split no more than what the spacing leaves.
    @inlinable
    func split(along axis: Axis, _ split: SplitLength, spacing: CGFloat, partFirst: Bool = true) -> (part: CGRect, rest: CGRect) {
        let length = size.length(along: axis)
        let gap = min(max(0, spacing.isFinite ? spacing : 0), length)
        let partLength = split.length(of: length - gap)
        if partFirst {
            let parts = divided(along: axis, firstLength: partLength, spacing: gap)
            return (parts.first, parts.second)
        }
        let parts = divided(along: axis, firstLength: length - gap - partLength, spacing: gap)
        return (parts.second, parts.first)
    }
}

extension CGSize {
    /// The proposal left after taking `insets` off, never negative; unlimited stays unlimited.
    @inlinable
    func proposal(insetBy insets: EdgeInsets) -> CGSize {
        CGSize(width: Self.less(width, insets.horizontal), height: Self.less(height, insets.vertical))
    }

    /// The size with `insets` added back, keeping "unlimited" as the largest finite number.
    @inlinable
    func adding(_ insets: EdgeInsets) -> CGSize {
        CGSize(width: max(0, Self.plus(width, insets.horizontal)), height: max(0, Self.plus(height, insets.vertical)))
    }

    @inlinable
    static func less(_ value: CGFloat, _ amount: CGFloat) -> CGFloat {
        value >= .greatestFiniteMagnitude ? value : max(0, value - amount)
    }

    @inlinable
    static func plus(_ value: CGFloat, _ amount: CGFloat) -> CGFloat {
        value >= .greatestFiniteMagnitude ? value : min(.greatestFiniteMagnitude, value + amount)
    }

    /// Whether the length is "as much as you like".
    @inlinable
    func isUnlimited(along axis: Axis) -> Bool {
        length(along: axis) >= .greatestFiniteMagnitude
    }
}
