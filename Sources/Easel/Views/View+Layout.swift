import Foundation

/// Every view is a leaf of value-type layouts (seed 001): `layout(in:)` sets its frame,
/// `contents` is the view itself, and it measures by its own `sizeThatFits(_:)`, so labels wrap
/// to the width offered and stacks, layout views and constrained views nest.
///
///     var layout = DecoratingLayout(content: title, decoration: imageView)
///     layout.layout(in: cell.bounds)
extension View: Layout {
    public typealias Content = View

    /// Sets the frame: the layout decides where the view goes.
    public func layout(in rect: CGRect) {
        frame = rect
    }

    /// The view itself: a view is one leaf, whatever subviews it has.
    public var contents: [View] { [self] }
}
