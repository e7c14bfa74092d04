import Foundation

/// What `PixelDiff` found: how many pixels differ, where, and the diff image on request.
public struct ImageComparison: Sendable {
    public let expected: Image
    public let actual: Image
    private let diff: PixelDiff
    var comparator: PixelDiff { diff }
    private let counts: PixelDiff.Counts?
    private let drawnDiff: Image?

    init(expected: Image, actual: Image, diff: PixelDiff, counts: PixelDiff.Counts?, diffImage: Image?) {
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.counts = counts
        self.drawnDiff = diffImage
    }

    /// False when the comparison stopped counting once more pixels differed than its limit
    /// (`compare(_:_:stoppingAfter:)`): `differentPixels` is then the limit plus one, and the
    /// bounding box covers only the pixels counted.
    public var isComplete: Bool { counts?.complete ?? true }

    /// False when the pixel sizes differ; then every other figure treats all pixels as different.
    public var sizesMatch: Bool { counts != nil }

    /// The two buffers are byte for byte the same.
    public var isIdentical: Bool { counts?.identical ?? false }

    /// Pixels that differ, not counting those ignored as anti-aliasing.
    public var differentPixels: Int {
        counts?.different ?? max(expected.pixelWidth * expected.pixelHeight, actual.pixelWidth * actual.pixelHeight)
    }

    /// Pixels that differ only by anti-aliasing (not counted unless `includeAntiAliased`).
    public var antiAliasedPixels: Int { counts?.antiAliased ?? 0 }

    /// Pixels whose bytes differ but whose colours are within the threshold (so not counted);
    /// painted `similarColor` in the diff image when that is set.
    public var similarPixels: Int { counts?.similar ?? 0 }

    /// Pixels compared.
    public var totalPixels: Int {
        max(expected.pixelWidth * expected.pixelHeight, actual.pixelWidth * actual.pixelHeight)
    }

    /// `differentPixels` over `totalPixels`, 0 to 1.
    public var differentRatio: Double { Double(differentPixels) / Double(totalPixels) }

    /// The smallest rectangle holding every differing pixel; nil when none differ.
    public var boundingBox: PixelRect? {
        guard sizesMatch else { return PixelRect(x: 0, y: 0, width: max(expected.pixelWidth, actual.pixelWidth), height: max(expected.pixelHeight, actual.pixelHeight)) }
        return counts?.box
    }

    /// `identical`, `N pixels differ (P%) in the box at (x, y) W×H pt, (x, y) W×H px at @2x`
    /// (only the pixels at 1×), or the two sizes.
    public var summary: String {
        guard sizesMatch else {
            return "sizes differ: expected \(expected.pixelWidth)×\(expected.pixelHeight) pixels, actual \(actual.pixelWidth)×\(actual.pixelHeight)"
        }
        if isIdentical { return "identical" }
        if !isComplete { return "more than \(differentPixels - 1) pixels differ (stopped counting)" }
        guard let box = boundingBox else {
            return antiAliasedPixels > 0 ? "0 pixels differ (\(antiAliasedPixels) anti-aliased ignored)" : "0 pixels differ"
        }
        let percent = String(format: "%.4g", differentRatio * 100)
        let noun = differentPixels == 1 ? "pixel differs" : "pixels differ"
        return "\(differentPixels) \(noun) (\(percent)%) in the box at \(Self.describe(box, scale: actual.scale))"
    }

    /// `(24, 327) 345×35 pt, (72, 981) 1035×105 px at @3x`: a box of pixels in the points a
    /// designer reads, then the pixels an image viewer shows.
    static func describe(_ box: PixelRect, scale: CGFloat) -> String {
        let pixels = "(\(box.x), \(box.y)) \(box.width)×\(box.height) px"
        guard scale > 0, scale != 1 else { return pixels }
        func points(_ value: Int) -> String {
            let number = Double(value) / Double(scale)
            return number == number.rounded() ? String(Int(number)) : String(format: "%.2f", number)
        }
        let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(format: "%g", Double(scale))
        return "(\(points(box.x)), \(points(box.y))) \(points(box.width))×\(points(box.height)) pt, \(pixels) at @\(scaleText)x"
    }

    /// The diff image, pixelmatch's picture: unchanged pixels in grey faded towards white,
    /// differences in `diffColor` (or `diffColorAlt` where the actual image got darker),
    /// anti-aliased pixels in `antiAliasedColor`, pixels within the threshold in `similarColor`
    /// when it is set; with `diffMask`, only the differences on
    /// transparent pixels. Nil when the sizes differ.
    public func diffImage() throws -> Image? {
        guard sizesMatch else { return nil }
        if let drawnDiff { return drawnDiff }
        return diff.scanDrawing(expected, actual).1
    }
}
