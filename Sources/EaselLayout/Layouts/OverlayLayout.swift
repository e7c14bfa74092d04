import Foundation

/// A layout with another on top of it, in the same rectangle (Texture's `ASOverlayLayoutSpec`):
/// a badge over an image, a scrim over a photo.
///
///     var photo = OverlayLayout(content: image, overlay: caption.withInsets(top: 120))
///
/// `contents` lists the content's leaves, then the overlay's, so the overlay draws on top.
/// It measures as its content: the overlay takes whatever room the content has.
public struct OverlayLayout<Child: Layout, Overlay: Layout>: Layout where Child.Content == Overlay.Content {
    public typealias Content = Child.Content

    /// The layout underneath, which sets the size.
    public var content: Child
    /// The layout drawn over it, in the same rectangle.
    public var overlay: Overlay

    /// `overlay` over `content`.
    @inlinable
    public init(content: Child, overlay: Overlay) {
        self.content = content
        self.overlay = overlay
    }

    @inlinable
    public mutating func layout(in rect: CGRect) {
        let area = rect.layoutArea
        content.layout(in: area)
        overlay.layout(in: area)
    }

    public var contents: [Content] { content.contents + overlay.contents }

    @inlinable
    public func sizeThatFits(_ proposed: CGSize) -> CGSize { content.sizeThatFits(proposed) }
}
