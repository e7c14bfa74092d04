import CPNG

/// How hard the PNG encoder works: a zlib level and strategy plus the PNG row filters to try.
/// Every choice decodes to the same pixels and gives the same bytes for the same pixels.
///
///     try image.writePNG(to: url, compression: .smallest)
public struct PNGCompression: Hashable, Sendable {
    /// zlib's level, 0 (store) to 9 (smallest).
    public var level: Int
    var strategy: Strategy
    var filters: Filters

    enum Strategy: Hashable, Sendable { case deflate, runLength }

    struct Filters: OptionSet, Hashable, Sendable {
        let rawValue: Int32
        static let none = Filters(rawValue: PNG_FILTER_NONE)
        static let paeth = Filters(rawValue: PNG_FILTER_PAETH)
        static let all = Filters(rawValue: easel_png_all_filters)
    }

    /// zlib deflate at `level` (0 to 9) with libpng's adaptive choice of filter per row.
    public static func level(_ level: Int) -> PNGCompression {
        PNGCompression(level: min(9, max(0, level)), strategy: .deflate, filters: level == 0 ? .none : .all)
    }

    /// The default, measured on rendered screens (flat colour, anti-aliased edges, text) for
    /// writing and reading both, since a snapshot test reads references as often as it writes:
    /// zlib level 3 without row filters writes 3 to 5 times faster than level 6 with adaptive
    /// filters and reads 2 to 3 times faster, for files about 5% larger on text and 35% on flat
    /// colour (`scripts/bench`).
    public static let screen = PNGCompression(level: 3, strategy: .deflate, filters: .none)

    /// The fastest to write; files several times larger than `.screen`.
    public static let fastest = PNGCompression(level: 1, strategy: .deflate, filters: .none)

    /// The smallest files, for references kept in a repository, at several times the time.
    public static let smallest = PNGCompression.level(9)

    /// What reference images kept in a repository are written with (snapshot references,
    /// `easel approve`): zlib level 9 without row filters. Measured on Easel's own 98 references
    /// (`easel-bench --only references`): files 27% smaller than `.screen`'s, read as fast (no
    /// rows to unfilter), written about 5 times slower, which only recording pays. Adaptive row
    /// filters make rendered screens larger at level 9, not smaller, and slower to read; so does
    /// the Up filter. Never used on the render path.
    public static let reference = PNGCompression(level: 9, strategy: .deflate, filters: .none)

    var zlibStrategy: Int32 { strategy == .runLength ? Z_RLE : Z_DEFAULT_STRATEGY }
}
