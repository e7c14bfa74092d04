import Foundation

extension View {
    /// The scale a view is laid out and drawn for when nothing has said otherwise: 2, the
    /// scale of the iPhone SE and of most iPhones that snapshot suites record on.
    public static let defaultDisplayScale: CGFloat = 2

    /// Pixels per point of the screen the view is shown on: its `traitCollection.displayScale`
    /// (one source of truth), which the renderer sets on the root of the tree it draws
    /// (`render(size:scale:)`, `render(on:traits:)`, `ViewRenderer`). A view in no rendered tree
    /// answers `View.defaultDisplayScale`. Text sizes, stack frames and button layouts snap to
    /// this scale's `pixelGrid`, as UIKit snaps to the screen's.
    ///
    ///     try screen.render(size: CGSize(width: 375, height: 667), scale: 3)
    ///     label.displayScale        // 3: the label is inside `screen`
    public var displayScale: CGFloat {
        let scale = traitCollection.displayScale
        return scale > 0 ? scale : View.defaultDisplayScale
    }

    /// The grid of `displayScale`: sizes round up to it, positions to its nearest edge.
    public var pixelGrid: PixelGrid { PixelGrid(scale: displayScale) }

    /// Makes `scale` the display scale of this view's tree (the renderer calls it on the root),
    /// in the root's trait collection. When that changes the scale the tree is laid out for,
    /// the whole tree lays out again.
    func setDisplayScale(_ scale: CGFloat) {
        let before = displayScale
        var screen = rootTraitCollection ?? superview?.traitCollection ?? .standard
        screen.displayScale = PixelGrid(scale: scale).scale
        rootTraitCollection = screen
        if displayScale != before { setNeedsLayoutInSubtree() }
    }

    /// Marks the view and every descendant as needing layout: their pixel grid changed.
    func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        for subview in subviews { subview.setNeedsLayoutInSubtree() }
    }
}
