import Easel

public typealias UIFont = Font

extension Font {
    /// The point size, as UIKit's `pointSize`.
    public var pointSize: CGFloat { size }
}

/// Scales fonts for the reader's text size, as `UIFontMetrics`.
public struct UIFontMetrics: Sendable {
    public let textStyle: Font.TextStyle

    public init(forTextStyle textStyle: Font.TextStyle) { self.textStyle = textStyle }

    /// Body text's metrics.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` scaled by the ratio between the text style's size at the reader's text size and at
    /// the default size; labels with `adjustsFontForContentSizeCategory` follow later changes.
    public func scaledFont(for font: Font) -> Font {
        scaledFont(for: font, compatibleWith: nil)
    }

    public func scaledFont(for font: Font, compatibleWith traits: TraitCollection?) -> Font {
        let category = traits?.preferredContentSizeCategory ?? .large
        let ratio = textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
        return font.withSize((font.size * ratio).rounded())
    }

    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}

extension Font {
    /// The standard sizes UIKit gives its controls: labels 17, buttons 18, the system 14, small 12.
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }
    public static var systemFontSize: CGFloat { 14 }
    public static var smallSystemFontSize: CGFloat { 12 }
}
