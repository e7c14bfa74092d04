import Foundation

/// Compares two images the way pixelmatch does, so its counts equal pixelmatch's for the same
/// pair and options: colours are blended over white, compared by their YIQ distance against
/// `threshold`, and a pixel that differs only because an edge is anti-aliased differently is not
/// counted unless `includeAntiAliased` is set.
///
///     let comparison = PixelDiff().compare(reference, rendered)
///     if comparison.differentPixels > 0 {
///         try comparison.diffImage()?.writePNG(to: diffURL)
///     }
public struct PixelDiff: Sendable {
    /// The colour distance, 0 to 1, above which two pixels differ (pixelmatch's 0.1 by default).
    public var threshold: Double
    /// Count anti-aliased pixels as differences too.
    public var includeAntiAliased: Bool
    /// How the diff image looks.
    public var style: DiffImageStyle

    public init(threshold: Double = 0.1, includeAntiAliased: Bool = false, style: DiffImageStyle = DiffImageStyle()) {
        self.threshold = threshold
        self.includeAntiAliased = includeAntiAliased
        self.style = style
    }

    /// Compares `expected` with `actual`. Images of different pixel sizes give a comparison
    /// that says so; identical buffers return at once.
    public func compare(_ expected: Image, _ actual: Image) -> ImageComparison {
        guard expected.pixelWidth == actual.pixelWidth, expected.pixelHeight == actual.pixelHeight else {
            return ImageComparison(expected: expected, actual: actual, diff: self, counts: nil)
        }
        return ImageComparison(expected: expected, actual: actual, diff: self, counts: count(expected, actual, drawingInto: nil))
    }

    /// Reads two PNG files, both at once on two cores, and compares them.
    ///
    ///     let comparison = try PixelDiff().compare(contentsOf: "expected.png", "actual.png")
    public func compare(contentsOf expectedPath: String, _ actualPath: String) throws -> ImageComparison {
        let paths = [expectedPath, actualPath]
        let results = DecodedPair()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            results.set(index, Result { try Image(contentsOfFile: paths[index]) })
        }
        return compare(try results.get(0), try results.get(1))
    }

    /// Two decoding results written from two threads.
    private final class DecodedPair: @unchecked Sendable {
        private var results: [Result<Image, Error>?] = [nil, nil]
        private let lock = NSLock()

        func set(_ index: Int, _ result: Result<Image, Error>) {
            lock.lock()
            results[index] = result
            lock.unlock()
        }

        func get(_ index: Int) throws -> Image {
            lock.lock()
            defer { lock.unlock() }
            return try results[index]!.get()
        }
    }

    /// What a comparison counts.
    struct Counts {
        var different = 0
        var antiAliased = 0
        var identical = false
        var box: PixelRect?
    }

    /// Walks every pixel, counting (and, with `output`, painting the diff image).
    func count(_ expected: Image, _ actual: Image, drawingInto output: UnsafeMutablePointer<UInt32>?) -> Counts {
        let width = expected.pixelWidth, height = expected.pixelHeight
        return expected.pixels.withUnsafeBytes { rawA in
            actual.pixels.withUnsafeBytes { rawB in
                let a = rawA.bindMemory(to: UInt32.self).baseAddress!
                let b = rawB.bindMemory(to: UInt32.self).baseAddress!
                var counts = Counts()
                if memcmp(a, b, width * height * 4) == 0 {
                    counts.identical = true
                    if let output, !style.maskOnly {
                        for i in 0 ..< width * height { output[i] = style.faded(a[i]) }
                    }
                    return counts
                }
                let maxDelta = 35215 * threshold * threshold
                var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
                let colours = style.packed
                for y in 0 ..< height {
                    let row = y * width
                    for x in 0 ..< width {
                        let i = row + x
                        let p = a[i], q = b[i]
                        if p == q {
                            if let output, !style.maskOnly { output[i] = style.faded(p) }
                            continue
                        }
                        let delta = YIQ.delta(p, q)
                        if abs(delta) > maxDelta {
                            if !includeAntiAliased && (YIQ.isAntiAliased(a, x, y, width, height, other: b) || YIQ.isAntiAliased(b, x, y, width, height, other: a)) {
                                counts.antiAliased += 1
                                if let output, !style.maskOnly { output[i] = colours.antiAliased }
                            } else {
                                counts.different += 1
                                minX = min(minX, x); maxX = max(maxX, x)
                                minY = min(minY, y); maxY = max(maxY, y)
                                if let output { output[i] = delta < 0 ? colours.darker : colours.different }
                            }
                        } else if let output, !style.maskOnly {
                            output[i] = style.faded(p)
                        }
                    }
                }
                if maxX >= 0 {
                    counts.box = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
                }
                return counts
            }
        }
    }
}

/// How `PixelDiff` paints its diff image, with pixelmatch's defaults.
public struct DiffImageStyle: Hashable, Sendable {
    /// How strongly unchanged pixels show, as grey faded towards white: 0 is white, 1 full grey.
    public var fade: Double
    /// Pixels that differ.
    public var differentColor: Pixel
    /// Pixels that differ by getting darker, when set (pixelmatch's `diffColorAlt`).
    public var darkerColor: Pixel?
    /// Pixels that differ only by anti-aliasing.
    public var antiAliasedColor: Pixel
    /// Paint only the differences, on transparent pixels (pixelmatch's `diffMask`).
    public var maskOnly: Bool

    public init(fade: Double = 0.1, differentColor: Pixel = Pixel(red: 255, green: 0, blue: 0), darkerColor: Pixel? = nil, antiAliasedColor: Pixel = Pixel(red: 255, green: 255, blue: 0), maskOnly: Bool = false) {
        self.fade = fade
        self.differentColor = differentColor
        self.darkerColor = darkerColor
        self.antiAliasedColor = antiAliasedColor
        self.maskOnly = maskOnly
    }

    /// The colours as the little-endian words the diff loop writes.
    var packed: (different: UInt32, darker: UInt32, antiAliased: UInt32) {
        func word(_ pixel: Pixel) -> UInt32 {
            UInt32(pixel.red) | UInt32(pixel.green) << 8 | UInt32(pixel.blue) << 16 | 0xFF00_0000
        }
        return (word(differentColor), word(darkerColor ?? differentColor), word(antiAliasedColor))
    }

    /// An unchanged pixel: its brightness, blended towards white by `fade` times its alpha.
    @inline(__always)
    func faded(_ pixel: UInt32) -> UInt32 {
        let r = Double(pixel & 0xFF), g = Double(pixel >> 8 & 0xFF), b = Double(pixel >> 16 & 0xFF)
        let alpha = Double(pixel >> 24) / 255
        let value = 255 + (YIQ.y(r, g, b) - 255) * fade * alpha
        let byte = UInt32(max(0, min(255, value.rounded())))
        return byte | byte << 8 | byte << 16 | 0xFF00_0000
    }
}

/// A rectangle of whole pixels.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `x,y WxH`, as `easel diff` prints it.
    public var description: String { "\(x),\(y) \(width)×\(height)" }
}
