extension PixelDiff {
    /// Every option of pixelmatch 7.2.0, with its defaults, plus the colour metric of
    /// pixelmatch's main branch as an alternative.
    ///
    ///     var options = PixelDiff.Options(threshold: 0.05)
    ///     options.diffColorAlt = Pixel(red: 0, green: 160, blue: 255)
    ///     let comparison = PixelDiff(options).compare(reference, rendered)
    public struct Options: Hashable, Sendable {
        /// The colour distance, 0 to 1, above which two pixels differ; smaller is more
        /// sensitive (pixelmatch's `threshold`, 0.1). Its scale depends on `metric`.
        public var threshold: Double
        /// Count pixels that differ only by anti-aliasing too (pixelmatch's `includeAA`).
        public var includeAntiAliased: Bool
        /// How much unchanged pixels show in the diff image, 0 (white) to 1 (their full
        /// brightness, in grey) (pixelmatch's `alpha`, 0.1).
        public var alpha: Double
        /// Anti-aliased pixels in the diff image (pixelmatch's `aaColor`, yellow).
        public var antiAliasedColor: Pixel
        /// Differing pixels in the diff image (pixelmatch's `diffColor`, red).
        public var diffColor: Pixel
        /// Differing pixels that got darker in the second image, when set; otherwise they use
        /// `diffColor` too (pixelmatch's `diffColorAlt`).
        public var diffColorAlt: Pixel?
        /// Pixels that differ but by less than the threshold, when set, so a reviewer tells
        /// "similar" from "identical"; otherwise they are grey like identical ones, as in
        /// pixelmatch's picture.
        public var similarColor: Pixel?
        /// Paint only the differing pixels, on a transparent image (pixelmatch's `diffMask`).
        public var diffMask: Bool
        /// Blend semi-transparent pixels over pixelmatch's checkerboard before comparing them
        /// (true, pixelmatch 7's default), or over white (false, as pixelmatch 6 and earlier did).
        public var checkerboard: Bool
        /// How two colours are compared.
        public var metric: Metric

        /// The `similarColor` snapshot failures paint: a pale red that
        /// reads as "changed a little" beside the full red of a difference.
        public static let faintSimilarColor = Pixel(red: 255, green: 176, blue: 176)

        public init(threshold: Double = 0.1, includeAntiAliased: Bool = false, alpha: Double = 0.1,
                    antiAliasedColor: Pixel = Pixel(red: 255, green: 255, blue: 0),
                    diffColor: Pixel = Pixel(red: 255, green: 0, blue: 0), diffColorAlt: Pixel? = nil,
                    diffMask: Bool = false, checkerboard: Bool = true, metric: Metric = .yiq, similarColor: Pixel? = nil) {
            self.threshold = threshold
            self.includeAntiAliased = includeAntiAliased
            self.alpha = alpha
            self.antiAliasedColor = antiAliasedColor
            self.diffColor = diffColor
            self.diffColorAlt = diffColorAlt
            self.diffMask = diffMask
            self.checkerboard = checkerboard
            self.metric = metric
            self.similarColor = similarColor
        }
    }

    /// The colour difference `PixelDiff` measures.
    public enum Metric: String, Hashable, Sendable, CaseIterable {
        /// pixelmatch 7.2.0 (the latest release): the YIQ distance of Kotsarenko and Ramos;
        /// `threshold` is the square root of the squared distance's share of its maximum, 35215.
        case yiq
        /// pixelmatch's main branch: the HyAB distance (|ΔL| + √(Δa² + Δb²)) in OKLab with
        /// Ottosson's toe-corrected lightness; `threshold` is a share of the black–white distance, 1.
        case oklab
    }
}
