import Foundation

/// A view that places its subviews with a value-type layout (seed 001's `DreamCell`): the
/// layout's `contents` become the bottom subviews, in drawing order, and `layoutSubviews()` runs the
/// layout in the bounds. It measures by the layout's `sizeThatFits`, so it nests in stacks and
/// other layouts, and stacks and other layout views nest in it.
///
///     let cell = LayoutView(DecoratingLayout(content: text, decoration: CascadingLayout(children: badges)))
///     stack.addArrangedSubview(cell)
open class LayoutView<L: Layout>: View where L.Content == View {
    /// The layout; setting it replaces the subviews with its contents.
    public var layout: L {
        get { storage }
        set {
            storage = newValue
            adoptContents()
        }
    }

    // Kept apart from `layout` so that running the layout (a mutation) is not a new layout.
    private var storage: L

    /// A view hosting `layout`: its leaves become the subviews.
    public init(_ layout: L, frame: CGRect = .zero) {
        storage = layout
        super.init(frame: frame)
        adoptContents()
    }

    /// Easel never decodes archives, and a layout view has no layout to make by itself: nil.
    /// (It has no `init()` either: make it with `LayoutView(layout)`.)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The leaves this view added, so that a new layout takes away only those it no longer has
    /// (subviews added by hand stay, above the leaves).
    var hosted: [View] = []

    /// Makes the layout's leaves the bottom subviews, back to front.
    private func adoptContents() {
        let leaves = storage.contents
        for view in hosted where view.superview === self && !leaves.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        for (index, leaf) in leaves.enumerated() where index >= subviews.count || subviews[index] !== leaf {
            insertSubview(leaf, at: index)
        }
        hosted = leaves
        invalidateConstraintGroups()
        invalidateIntrinsicContentSize()
    }

    open override func layoutSubviews() {
        storage.layout(in: bounds)
    }

    /// The layout's leaves are placed by the layout, never by constraints.
    override func placesSubview(_ view: View) -> Bool {
        hosted.contains { $0 === view }
    }

    /// The layout's size within `size`, rounded up to the pixel grid as UIKit rounds sizes.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        pixelGrid.ceil(storage.sizeThatFits(size))
    }

    /// The layout's size within the target, so a stack measures a layout view as it lays it out.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        sizeThatFits(targetSize)
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// A leaf whose size changed changes the layout view's own, as in a stack.
    open override func subviewSizeDidChange(_ subview: View) {
        invalidateIntrinsicContentSize()
    }
}
