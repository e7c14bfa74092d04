import Foundation

/// How different a rendering may be from its reference and still pass. The default allows no
/// differing pixel at pixelmatch's threshold; with both limits set, the smaller applies.
///
///     assertSnapshot(of: view, tolerance: Tolerance(maxDifferentPixels: 20))
public struct Tolerance: Hashable, Sendable {
    /// The colour distance, 0 to 1, above which two pixels differ.
    public var threshold: Double
    /// Count pixels that differ only by anti-aliasing too.
    public var includeAntiAliased: Bool
    /// At most this many differing pixels.
    public var maxDifferentPixels: Int?
    /// At most this share (0 to 1) of the pixels may differ.
    public var maxDifferentRatio: Double?

    public init(threshold: Double = 0.1, includeAntiAliased: Bool = false, maxDifferentPixels: Int? = nil, maxDifferentRatio: Double? = nil) {
        self.threshold = threshold
        self.includeAntiAliased = includeAntiAliased
        self.maxDifferentPixels = maxDifferentPixels
        self.maxDifferentRatio = maxDifferentRatio
    }

    /// pixelmatch's threshold, no differing pixel allowed.
    public static let exact = Tolerance()

    /// The comparison this tolerance asks for.
    public var diff: PixelDiff {
        PixelDiff(threshold: threshold, includeAntiAliased: includeAntiAliased)
    }

    /// The most differing pixels allowed among `total`.
    public func allowedPixels(of total: Int) -> Int {
        var limit = maxDifferentPixels ?? (maxDifferentRatio == nil ? 0 : Int.max)
        if let ratio = maxDifferentRatio {
            limit = min(limit, Int(saturating: ratio * Double(total), rounding: .down))
        }
        return max(0, limit)
    }

    /// Whether `comparison` is within the tolerance; different sizes never are.
    public func accepts(_ comparison: ImageComparison) -> Bool {
        comparison.sizesMatch && comparison.differentPixels <= allowedPixels(of: comparison.totalPixels)
    }
}
