import Foundation

/// A layout with another behind it, in the same rectangle (Texture's `ASBackgroundLayoutSpec`):
/// a card behind its text.
///
///     var card = BackgroundLayout(content: text.withInsets(all: 12), background: cardView)
///
/// `contents` lists the background's leaves, then the content's, so the content draws on top.
/// It measures as its content: the background takes whatever room the content has.
public struct BackgroundLayout<Child: Layout, Background: Layout>: Layout where Child.Content == Background.Content {
    public typealias Content = Child.Content

    /// The layout in front, which sets the size.
    public var content: Child
    /// The layout drawn behind it, in the same rectangle.
    public var background: Background

    /// `background` behind `content`.
    @inlinable
    public init(content: Child, background: Background) {
        self.content = content
        self.background = background
    }

    @inlinable
    public mutating func layout(in rect: CGRect) {
        let area = rect.layoutArea
        background.layout(in: area)
        content.layout(in: area)
    }

    public var contents: [Content] { background.contents + content.contents }

    @inlinable
    public func sizeThatFits(_ proposed: CGSize) -> CGSize { content.sizeThatFits(proposed) }
}
