import Foundation

/// How lines of text are broken, truncated, aligned and spaced, as `NSParagraphStyle`.
public struct ParagraphStyle: Hashable, Sendable {
    public var alignment: TextAlignment
    public var lineBreakMode: LineBreakMode
    /// Extra points between lines.
    public var lineSpacing: CGFloat
    /// A factor on the font's line height (0 keeps the font's own). When set, it replaces
    /// `lineSpacing`: Pango places baselines `multiple × line height` apart.
    public var lineHeightMultiple: CGFloat
    /// The interface's direction, which `.natural` alignment follows (right-aligned under right
    /// to left, whatever the text's own script). Each paragraph's characters run in their own
    /// script's direction either way: Arabic and Hebrew right to left.
    public var layoutDirection: LayoutDirection

    public init(alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .byTruncatingTail, lineSpacing: CGFloat = 0, lineHeightMultiple: CGFloat = 0, layoutDirection: LayoutDirection = .unspecified) {
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.layoutDirection = layoutDirection
    }
}

/// Horizontal placement of lines, as `NSTextAlignment`.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    case left, center, right
    /// Lines stretched to the full width, except the last.
    case justified
    /// Leading: left in a left-to-right interface, right in a right-to-left one.
    case natural
}

/// What happens when text does not fit, as `NSLineBreakMode`. Every mode wraps when the label
/// allows more than one line; the truncating modes put `…` in the last line that fits.
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable {
    /// Wrap at word boundaries (and between CJK characters); a word longer than the line breaks anywhere.
    case byWordWrapping
    /// Wrap at any character.
    case byCharWrapping
    /// Wrap at words; the last line that fits is cut at the edge without an ellipsis.
    case byClipping
    case byTruncatingHead
    case byTruncatingTail
    case byTruncatingMiddle

    var truncates: Bool {
        self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
    }
}
