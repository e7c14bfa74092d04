import Foundation

// Dynamic Type: each text style's point size for every content-size category, in one table.
//
// Values: Apple, Human Interface Guidelines, "Typography" > "Specifications" > "iOS, iPadOS
// Dynamic Type sizes" (the xSmall ... xxxLarge tables and the larger accessibility sizes AX1 ...
// AX5), which `UIFont.preferredFont(forTextStyle:compatibleWith:)` returns; weights are the
// styles' default weights there (Headline is semibold, the rest regular).
extension Font {
    /// The text styles of Dynamic Type, as `UIFont.TextStyle`.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// Point sizes for `ContentSizeCategory.sizes`, extraSmall first.
        var sizes: [CGFloat] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
            }
        }

        /// The style's default weight.
        var weight: Weight { self == .headline ? .semibold : .regular }

        /// The point size at `category` (`.unspecified` counts as `.large`, iOS's default).
        public func pointSize(for category: ContentSizeCategory) -> CGFloat {
            let category = category == .unspecified ? .large : category
            let index = ContentSizeCategory.sizes.firstIndex(of: category) ?? 3
            return sizes[index]
        }
    }

    /// The system font for a text style at the default text size (`.large`), as
    /// `UIFont.preferredFont(forTextStyle:)`. A label with `adjustsFontForContentSizeCategory`
    /// resizes it to the reader's text size.
    ///
    ///     label.font = .preferredFont(forTextStyle: .headline)
    ///     label.adjustsFontForContentSizeCategory = true
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, category: .large)
    }

    /// The system font for a text style at the text size `category`; the view system's
    /// `preferredFont(forTextStyle:compatibleWith:)` reads the category from its traits.
    package static func preferredFont(forTextStyle style: TextStyle, category: ContentSizeCategory) -> Font {
        Font(design: .system, size: style.pointSize(for: category), weight: style.weight, textStyle: style)
    }

    /// This font resized for `category` when it has a text style (keeping its weight, design
    /// and slant); itself otherwise.
    public func adjusted(for category: ContentSizeCategory) -> Font {
        guard let textStyle else { return self }
        return Font(design: design, size: textStyle.pointSize(for: category), weight: weight, isItalic: isItalic, textStyle: textStyle)
    }
}
