import Foundation

/// Views piled like cards, each `offset` further than the one before, the first at the back
/// (seed 001's `CascadingLayout`, as a view):
///
///     let pile = CascadingView(children: cards, offset: CGSize(width: 16, height: 20))
open class CascadingView: LayoutView<CascadingLayout<View>> {
    /// A pile of `children`, each `offset` from the one before.
    public init(children: [View], offset: CGSize = CGSize(width: 8, height: 8)) {
        super.init(CascadingLayout(children: children, offset: offset))
    }

    /// An empty pile.
    public convenience init() {
        self.init(children: [])
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): an empty pile.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// The piled views, back to front.
    public var children: [View] {
        get { layout.children }
        set { layout.children = newValue }
    }

    /// How far each view sits from the one before.
    public var offset: CGSize {
        get { layout.offset }
        set { layout.offset = newValue }
    }
}
