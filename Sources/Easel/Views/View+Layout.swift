import Foundation

/// Every view is a leaf of value-type layouts (seed 001): `layout(in:)` sets its frame (on the
/// pixel grid),
/// `contents` is the view itself, and it measures by its own `sizeThatFits(_:)`, so labels wrap
/// to the width offered and stacks, layout views and constrained views nest.
///
///     var layout = DecoratingLayout(content: title, decoration: imageView)
///     layout.layout(in: cell.bounds)
extension View: Layout {
    public typealias Content = View

    /// Sets the frame, each edge on the nearest pixel edge of the view's `pixelGrid`, as
    /// UIStackView and Auto Layout place views: the layout decides where the view goes.
    public func layout(in rect: CGRect) {
        frame = pixelGrid.align(rect)
    }

    /// The view itself: a view is one leaf, whatever subviews it has.
    public var contents: [View] { [self] }
}
