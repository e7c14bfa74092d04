import Foundation

/// A layout kept at a width-to-height `ratio`: the largest such rectangle that fits, centred
/// (Texture's `ASRatioLayoutSpec`, SwiftUI's `aspectRatio(_:contentMode: .fit)`).
///
///     var photo = AspectRatioLayout(child: image, ratio: 16.0 / 9)
///
/// A ratio that is not a positive finite number keeps no ratio: the child fills the rectangle.
public struct AspectRatioLayout<Child: Layout>: Layout {
    public typealias Content = Child.Content

    /// The layout kept at the ratio.
    public var child: Child
    /// Width divided by height.
    public var ratio: CGFloat

    /// `child` at `ratio` (width / height).
    @inlinable
    public init(child: Child, ratio: CGFloat) {
        self.child = child
        self.ratio = ratio
    }

    @inlinable
    var hasRatio: Bool { ratio.isFinite && ratio > 0 }

    @inlinable
    public mutating func layout(in rect: CGRect) {
        let area = rect.layoutArea
        guard hasRatio else { return child.layout(in: area) }
        var size = CGSize(width: area.width, height: area.width / ratio)
        if size.height > area.height { size = CGSize(width: area.height * ratio, height: area.height) }
        child.layout(in: CGRect(x: area.minX + (area.width - size.width) / 2, y: area.minY + (area.height - size.height) / 2,
                                width: size.width, height: size.height))
    }

    public var contents: [Content] { child.contents }

    /// The widest rectangle of the ratio within a limited proposal; with no limit at all, the
    /// child's own width (or height) at the ratio.
    @inlinable
    public func sizeThatFits(_ proposed: CGSize) -> CGSize {
        guard hasRatio else { return child.sizeThatFits(proposed) }
        let widthLimited = !proposed.isUnlimited(along: .horizontal), heightLimited = !proposed.isUnlimited(along: .vertical)
        if widthLimited || heightLimited {
            var size = widthLimited ? CGSize(width: proposed.width, height: proposed.width / ratio)
                                    : CGSize(width: proposed.height * ratio, height: proposed.height)
            if heightLimited, size.height > proposed.height { size = CGSize(width: proposed.height * ratio, height: proposed.height) }
            return size
        }
        let own = child.sizeThatFits(proposed)
        if own.width > 0 { return CGSize(width: own.width, height: own.width / ratio) }
        return CGSize(width: max(0, own.height) * ratio, height: max(0, own.height))
    }
}
