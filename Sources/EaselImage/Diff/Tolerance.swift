import Foundation

/// How different a rendering may be from its reference and still pass, and how the two are
/// compared (every pixelmatch option, in `options`). The default allows no differing pixel at
/// pixelmatch 7.2.0's threshold and metric; with both limits set, the smaller applies.
///
///     assertSnapshot(of: view, tolerance: Tolerance(maxDifferentPixels: 20))
///     assertSnapshot(of: view, tolerance: Tolerance(threshold: 0.05, metric: .oklab))
public struct Tolerance: Hashable, Sendable {
    /// How pixels are compared and how the diff image of a failure looks.
    public var options: PixelDiff.Options
    /// At most this many differing pixels.
    public var maxDifferentPixels: Int?
    /// At most this share (0 to 1) of the pixels may differ.
    public var maxDifferentRatio: Double?

    public init(options: PixelDiff.Options, maxDifferentPixels: Int? = nil, maxDifferentRatio: Double? = nil) {
        self.options = options
        self.maxDifferentPixels = maxDifferentPixels
        self.maxDifferentRatio = maxDifferentRatio
    }

    /// A tolerance with pixelmatch's defaults apart from the options given.
    public init(threshold: Double = 0.1, includeAntiAliased: Bool = false, checkerboard: Bool = true, metric: PixelDiff.Metric = .yiq,
                maxDifferentPixels: Int? = nil, maxDifferentRatio: Double? = nil) {
        self.init(options: PixelDiff.Options(threshold: threshold, includeAntiAliased: includeAntiAliased, checkerboard: checkerboard, metric: metric),
                  maxDifferentPixels: maxDifferentPixels, maxDifferentRatio: maxDifferentRatio)
    }

    /// The colour distance, 0 to 1, above which two pixels differ.
    public var threshold: Double {
        get { options.threshold }
        set { options.threshold = newValue }
    }

    /// Count pixels that differ only by anti-aliasing too.
    public var includeAntiAliased: Bool {
        get { options.includeAntiAliased }
        set { options.includeAntiAliased = newValue }
    }

    /// pixelmatch's threshold, no differing pixel allowed.
    public static let exact = Tolerance()

    /// The comparison this tolerance asks for.
    public var diff: PixelDiff { PixelDiff(options) }

    /// The most differing pixels allowed among `total`.
    public func allowedPixels(of total: Int) -> Int {
        var limit = maxDifferentPixels ?? (maxDifferentRatio == nil ? 0 : Int.max)
        if let ratio = maxDifferentRatio {
            limit = min(limit, total, Int(saturating: ratio * Double(total), rounding: .down))
        }
        return max(0, limit)
    }

    /// Whether `comparison` is within the tolerance; different sizes never are, nor is a
    /// comparison that stopped counting past a limit.
    public func accepts(_ comparison: ImageComparison) -> Bool {
        comparison.sizesMatch && comparison.isComplete && comparison.differentPixels <= allowedPixels(of: comparison.totalPixels)
    }
}
