import Foundation

/// The bounds every screen file is read within, so that no file, however small or strange,
/// can make Easel crash, hang or fill the memory. A file outside them gets an error that names
/// the file and the place; Resources/screen.schema.json states the same ranges.
public enum ScreenLimits {
    /// The largest screen file read, in bytes (4 MiB).
    public static let maximumFileSize = 4 << 20
    /// The most values (objects, lists, texts, numbers ...) in one file, counting every YAML
    /// alias as the nodes it expands to, as the YAML libraries of other languages do.
    public static let maximumValueCount = 100_000
    /// The deepest nesting of objects and lists.
    public static let maximumNesting = 128
    /// The most elements one screen builds.
    public static let maximumElementCount = 2_000
    /// The deepest nesting of elements inside elements (stacks in stacks ...).
    public static let maximumElementDepth = 32
    /// The largest length in points: sizes, widths, heights, margins, radii, border widths,
    /// spacers. Spacing and offsets may be as negative as this is positive.
    public static let maximumLength: CGFloat = 10_000
    /// The smallest and largest side of a screen's size, in points.
    public static let screenSides: ClosedRange<CGFloat> = 1 ... 10_000
    /// The longest text (a label's, a button's title, any name), in characters: a label of this
    /// many lines at the largest font still measures within Pango's 32-bit units.
    public static let maximumTextLength = 50_000
    /// The most characters of text one screen shows in all (labels, titles, segments, rows,
    /// placeholders), counting each use of a YAML alias: text to lay out, measure and draw.
    public static let maximumTotalTextLength = 200_000
    /// The most pixels of symbol images one screen draws (each rasterised at @3x): one symbol
    /// at the largest size, and room besides.
    public static let maximumSymbolPixels = 24_000_000
    /// The most times one screen's views are drawn: each shadow draws everything inside it
    /// again, into the mask it blurs, so shadows nested in shadows double the drawing at each
    /// level. A screen of the most elements, each under three nested shadows, stays within it.
    public static let maximumShadowedDraws = 16_384
    /// The most segments one segmented control has; its `selected` index is below its count,
    /// a rule the schema states as one condition for each count.
    public static let maximumSegmentCount = 64
    /// The most colours (and locations) one gradient has; the schema states one location per
    /// colour as one condition for each count.
    public static let maximumGradientColorCount = 64
    /// Font sizes in points.
    public static let fontSizes: ClosedRange<CGFloat> = 1 ... 1_000
    /// A label's `lines`.
    public static let lineCounts: ClosedRange<Int> = 0 ... 1_000
    /// Any other number: the backstop for keys that state no range of their own.
    public static let numbers: ClosedRange<CGFloat> = -1_000_000 ... 1_000_000
}
