import Foundation

/// A layout at its own size (`sizeThatFits`), centred in the rectangle (Texture's
/// `ASCenterLayoutSpec`). On an axis that is not centred it fills the rectangle.
///
///     var badge = CenterLayout(child: icon)                    // centred both ways
///     var row = CenterLayout(child: title, axes: .vertical)    // full width, centred vertically
///
/// A child that would like more than the rectangle gets the rectangle's length.
public struct CenterLayout<Child: Layout>: Layout {
    public typealias Content = Child.Content

    /// The layout centred at its own size.
    public var child: Child
    /// The axes to centre on; on the others the child fills.
    public var axes: CenteringAxes

    /// `child` centred on `axes` (both by default).
    @inlinable
    public init(child: Child, axes: CenteringAxes = .both) {
        self.child = child
        self.axes = axes
    }

    @inlinable
    public mutating func layout(in rect: CGRect) {
        let area = rect.layoutArea
        let wanted = child.sizeThatFits(area.size)
        var frame = area
        if axes.contains(.horizontal) {
            frame.size.width = min(max(0, wanted.width), area.width)
            frame.origin.x = area.minX + (area.width - frame.width) / 2
        }
        if axes.contains(.vertical) {
            frame.size.height = min(max(0, wanted.height), area.height)
            frame.origin.y = area.minY + (area.height - frame.height) / 2
        }
        child.layout(in: frame)
    }

    public var contents: [Content] { child.contents }

    @inlinable
    public func sizeThatFits(_ proposed: CGSize) -> CGSize { child.sizeThatFits(proposed) }
}

/// The axes a `CenterLayout` centres on.
public struct CenteringAxes: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: Int
    /// Axes from their option bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Centred across: at its own width.
    public static let horizontal = CenteringAxes(rawValue: 1)
    /// Centred up and down: at its own height.
    public static let vertical = CenteringAxes(rawValue: 2)
    /// Centred both ways: at its own size.
    public static let both: CenteringAxes = [.horizontal, .vertical]
}
