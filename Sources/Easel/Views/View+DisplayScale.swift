import Foundation

extension View {
    /// The scale a view is laid out and drawn for when nothing has said otherwise: 2, the
    /// scale of the iPhone SE and of most iPhones that snapshot suites record on.
    public static let defaultDisplayScale: CGFloat = 2

    /// Pixels per point of the screen the view is shown on, inherited from the root of its tree,
    /// which the renderer sets (`render(size:scale:)`, `render(on:traits:)`, `ViewRenderer`).
    /// A view in no rendered tree answers `View.defaultDisplayScale`. Text sizes, stack frames
    /// and button layouts snap to this scale's `pixelGrid`, as UIKit snaps to the screen's.
    ///
    ///     try screen.render(size: CGSize(width: 375, height: 667), scale: 3)
    ///     label.displayScale        // 3: the label is inside `screen`
    public var displayScale: CGFloat {
        // The outermost assignment wins: a view rendered on its own once and then placed in a
        // bigger tree takes that tree's scale.
        var scale = assignedDisplayScale
        var view = self
        while let parent = view.superview {
            view = parent
            scale = view.assignedDisplayScale ?? scale
        }
        return scale ?? View.defaultDisplayScale
    }

    /// The grid of `displayScale`: sizes round up to it, positions to its nearest edge.
    public var pixelGrid: PixelGrid { PixelGrid(scale: displayScale) }

    /// Makes `scale` the display scale of this view's tree (the renderer calls it on the root).
    /// When that changes the scale the tree is laid out for, the whole tree lays out again.
    func setDisplayScale(_ scale: CGFloat) {
        let before = displayScale
        assignedDisplayScale = PixelGrid(scale: scale).scale
        if displayScale != before { setNeedsLayoutInSubtree() }
    }

    /// Marks the view and every descendant as needing layout: their pixel grid changed.
    func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        for subview in subviews { subview.setNeedsLayoutInSubtree() }
    }
}
