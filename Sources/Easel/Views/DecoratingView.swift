import Foundation

/// A decoration beside content, as a view (seed 001's `DecoratingLayout` in a cell):
///
///     let cell = DecoratingView(content: textStack, decoration: creatureImage)
///     cell.split = .points(64)
///     cell.spacing = 12
///     cell.insets = EdgeInsets(all: 12)
///
/// `DecoratingLayout` describes the rule; the defaults are the seed's.
open class DecoratingView: LayoutView<DecoratingLayout<View, View>> {
    /// `decoration` beside `content`; every parameter defaults to the seed's rule.
    public init(content: View, decoration: View, side: DecorationSide = .left, split: SplitLength = .fraction(1.0 / 3),
                spacing: CGFloat = 0, insets: EdgeInsets = DecoratingLayout<View, View>.defaultInsets) {
        super.init(DecoratingLayout(content: content, decoration: decoration, side: side, split: split, spacing: spacing, insets: insets))
    }

    /// Empty content and decoration.
    public convenience init() {
        self.init(content: View(), decoration: View())
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): empty content and decoration.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// The view beside the decoration.
    public var content: View {
        get { layout.content }
        set { layout.content = newValue }
    }

    /// The view against the `side` edge.
    public var decoration: View {
        get { layout.decoration }
        set { layout.decoration = newValue }
    }

    /// The edge the decoration sits against.
    public var side: DecorationSide {
        get { layout.side }
        set { layout.side = newValue }
    }

    /// The decoration's length along the axis.
    public var split: SplitLength {
        get { layout.split }
        set { layout.split = newValue }
    }

    /// Points between the decoration and the content.
    public var spacing: CGFloat {
        get { layout.spacing }
        set { layout.spacing = newValue }
    }

    /// Room around both, inside the bounds.
    public var insets: EdgeInsets {
        get { layout.insets }
        set { layout.insets = newValue }
    }
}
