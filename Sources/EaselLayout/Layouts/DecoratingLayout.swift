import Foundation

/// A decoration (an image, a pile of badges) beside its content, as the seed's `DreamCell`.
///
///     var layout = DecoratingLayout(content: text, decoration: image)
///     layout.layout(in: CGRect(x: 0, y: 0, width: 120, height: 40))
///     // decoration (0, 5, 35, 30), content (35, 5, 70, 30)
///
/// The rule: the rectangle loses `insets` (by default 5 points at the top and bottom and 15 at
/// the right); the decoration takes `split` of what is left along the axis after `spacing`
/// (by default a third), on its `side` (by default the left); the content takes the rest.
/// With the defaults, 120 × 40 leaves 105 × 30 at (0, 5): the decoration gets 35, the content
/// 70 from x = 35. That is the seed's test. Apple's LucidDreams sample puts a 10-point gap
/// between the two instead (`spacing: 10, insets: EdgeInsets(top: 5, left: 0, bottom: 5, right: 5)`
/// gives the same sizes). When the insets or the spacing need more room than there is, they
/// shrink first, so both parts always stay inside the rectangle.
///
/// `contents` lists the decoration's leaves, then the content's: the content draws on top.
public struct DecoratingLayout<Child: Layout, Decoration: Layout>: Layout where Child.Content == Decoration.Content {
    public typealias Content = Child.Content

    /// The main part, beside the decoration; drawn on top.
    public var content: Child
    /// The part against the `side` edge.
    public var decoration: Decoration
    /// The edge the decoration sits against.
    public var side: DecorationSide
    /// The decoration's length along the axis: a fraction of the room after spacing, or points.
    public var split: SplitLength
    /// Points between the decoration and the content.
    public var spacing: CGFloat
    /// Room left around both, inside the rectangle.
    public var insets: EdgeInsets

    /// The seed's insets: 5 points above and below, 15 at the right.
    public static var defaultInsets: EdgeInsets { EdgeInsets(top: 5, left: 0, bottom: 5, right: 15) }

    /// `decoration` beside `content`; every parameter defaults to the seed's rule.
    @inlinable
    public init(content: Child, decoration: Decoration, side: DecorationSide = .left, split: SplitLength = .fraction(1.0 / 3),
                spacing: CGFloat = 0, insets: EdgeInsets = DecoratingLayout.defaultInsets) {
        self.content = content
        self.decoration = decoration
        self.side = side
        self.split = split
        self.spacing = spacing
        self.insets = insets
    }

    @inlinable
    public mutating func layout(in rect: CGRect) {
        let (decorationRect, contentRect) = rects(in: rect)
        decoration.layout(in: decorationRect)
        content.layout(in: contentRect)
    }

    /// Where the decoration and the content go in `rect`.
    @inlinable
    public func rects(in rect: CGRect) -> (decoration: CGRect, content: CGRect) {
        let parts = rect.layoutArea.layoutInset(by: insets).split(along: side.axis, split, spacing: spacing, partFirst: side.isLeading)
        return (parts.part, parts.rest)
    }

    public var contents: [Content] {
        decoration.contents + content.contents
    }

    /// Along the axis, all of a limited proposal (the parts share it), or with no limit enough
    /// for each part's own length; across it, the taller (or wider) part. Insets are added.
    @inlinable
    public func sizeThatFits(_ proposed: CGSize) -> CGSize {
        twoPartFittingSize(part: decoration, rest: content, axis: side.axis, split: split, spacing: spacing,
                           proposed: proposed.proposal(insetBy: insets)).adding(insets)
    }
}
