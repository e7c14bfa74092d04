import Foundation

/// A typeface at a size, as `UIFont`. The system font is Inter (Inter Display from 20 points up,
/// as iOS switches SF Pro Text to SF Pro Display) laid out with SF Pro's line height, baseline
/// and tracking (`SystemFontMetrics`), so it takes the room SF takes on iOS; Chinese and Japanese
/// fall back to WenQuanYi Micro Hei; Arabic and Hebrew to DejaVu Sans; monospaced text is DejaVu
/// Sans Mono. See `FontLibrary` for where the files come from.
///
///     label.font = .systemFont(ofSize: 17, weight: .semibold)
///     code.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
///
/// A class, as `UIFont`, so that app code extends it as it extends UIFont (`class func
/// body16() -> UIFont`); it is immutable and compares by value, so it behaves as the value it
/// was before.
public final class Font: Hashable, Sendable {
    /// UIFont's weights; each maps to one of Inter's nine cuts (CSS weights 100 to 900).
    public enum Weight: Int, CaseIterable, Comparable, Sendable {
        case ultraLight = 100
        case thin = 200
        case light = 300
        case regular = 400
        case medium = 500
        case semibold = 600
        case bold = 700
        case heavy = 800
        case black = 900

        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        /// The names screen files use ("regular", "semibold", ...).
        public init?(name: String) {
            let names: [String: Weight] = [
                "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
                "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
            ]
            guard let weight = names[name] else { return nil }
            self = weight
        }
    }

    /// The kind of family, which decides the fallbacks behind it.
    public enum Design: Hashable, Sendable {
        case system
        case monospaced
        /// A family by name (one Easel ships or one registered with `Font.register(fileURL:)`).
        case named(String)
    }

    public let design: Design
    /// The size in points (em height).
    public let size: CGFloat
    public let weight: Weight
    public let isItalic: Bool
    /// The Dynamic Type style the font was made for (`preferredFont(forTextStyle:)`), which
    /// labels that adjust to the content size use to pick their size; nil for a fixed size.
    public let textStyle: TextStyle?

    init(design: Design, size: CGFloat, weight: Weight = .regular, isItalic: Bool = false, textStyle: TextStyle? = nil) {
        self.design = design
        self.size = size.isFinite ? max(0, size) : 0
        self.weight = weight
        self.isItalic = isItalic
        self.textStyle = textStyle
    }

    /// The system font (Inter).
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(design: .system, size: size, weight: weight)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        systemFont(ofSize: size, weight: .bold)
    }

    public static func italicSystemFont(ofSize size: CGFloat) -> Font {
        Font(design: .system, size: size, isItalic: true)
    }

    /// DejaVu Sans Mono, which has regular and bold cuts (lighter weights use regular, heavier bold).
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(design: .monospaced, size: size, weight: weight)
    }

    /// A font by family name ("Inter", "WenQuanYi Micro Hei") or PostScript name ("Inter-BoldItalic"),
    /// among the fonts Easel ships and those registered with `register(fileURL:)`; nil when no
    /// such font is known, as `UIFont(name:size:)`.
    public convenience init?(name: String, size: CGFloat) {
        guard let face = FontLibrary.shared.face(named: name) else { return nil }
        self.init(design: .named(face.family), size: size, weight: face.weight, isItalic: face.isItalic)
    }

    /// Adds the fonts in a TrueType, OpenType or collection file to those `Font(name:size:)` finds.
    /// Returns the family names the file holds.
    @discardableResult
    public static func register(fileURL: URL) throws -> [String] {
        try FontLibrary.shared.register(fileURL: fileURL)
    }

    /// Draws the system font, at every weight, with the given files (SF Pro Text and Display,
    /// SF Compact, SF Mono for monospaced text) for a user licensed to use Apple's fonts: their
    /// own glyphs, advances and line heights, with SF's published tracking and none of the
    /// correction that makes Inter take SF's room. Call it before any text is laid out; the
    /// command line reads the same paths, separated by colons, from `EASEL_SYSTEM_FONT`.
    /// Returns the text and display families it found. Easel ships no Apple font.
    ///
    ///     try Font.registerSystemFont(fileURLs: [sfProText, sfProDisplay, sfMono])
    @discardableResult
    public static func registerSystemFont(fileURLs: [URL]) throws -> (text: String, display: String) {
        let families = try FontLibrary.shared.registerSystemFont(fileURLs: fileURLs)
        return (families.text, families.display)
    }

    /// The default label font: the system font at 17 points, UIKit's body size.
    public static let body = systemFont(ofSize: 17)

    /// The same font at another size (a fixed size: it no longer follows Dynamic Type).
    public func withSize(_ size: CGFloat) -> Font {
        Font(design: design, size: size, weight: weight, isItalic: isItalic)
    }

    /// The same font at another weight (keeping its text style).
    public func withWeight(_ weight: Weight) -> Font {
        Font(design: design, size: size, weight: weight, isItalic: isItalic, textStyle: textStyle)
    }

    /// The same font, keeping its size and text style, at `weight`, in the monospaced design when
    /// `monospaced` and slanted when `italic` (or already slanted): a screen file's font keys
    /// applied to a size or to a text style alike.
    package func with(weight: Weight, monospaced: Bool, italic: Bool) -> Font {
        Font(design: monospaced ? .monospaced : design, size: size, weight: weight, isItalic: italic || isItalic, textStyle: textStyle)
    }

    /// Equal when design, size, weight, italic and text style are.
    public static func == (a: Font, b: Font) -> Bool {
        a === b || (a.design == b.design && a.size == b.size && a.weight == b.weight && a.isItalic == b.isItalic && a.textStyle == b.textStyle)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(design)
        hasher.combine(size)
        hasher.combine(weight)
        hasher.combine(isItalic)
        hasher.combine(textStyle)
    }

    /// The families glyphs are looked up in, in order: the font's own, then fallbacks that
    /// cover Chinese, Japanese and symbols (and behind them every other configured font).
    public var families: [String] {
        let cjk = "WenQuanYi Micro Hei"
        let display = size >= SystemFontMetrics.displaySize
        switch design {
        case .system:
            if let user = FontLibrary.shared.systemFamilies {
                return [display ? user.display : user.text, "Inter", cjk, "DejaVu Sans", "DejaVu Sans Mono"]
            }
            return [display ? "Inter Display" : "Inter", cjk, "DejaVu Sans", "DejaVu Sans Mono"]
        case .monospaced:
            if let mono = FontLibrary.shared.systemFamilies?.monospaced { return [mono, "DejaVu Sans Mono", "WenQuanYi Micro Hei Mono", "Inter"] }
            return ["DejaVu Sans Mono", "WenQuanYi Micro Hei Mono", "Inter"]
        case let .named(family): return [family, "Inter", cjk]
        }
    }
}
