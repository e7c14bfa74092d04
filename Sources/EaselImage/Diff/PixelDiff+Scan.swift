import Foundation

extension PixelDiff {
    /// What one pass over the pixels found.
    struct Counts {
        var different = 0
        var antiAliased = 0
        /// Pixels whose bytes differ but whose colours are within the threshold.
        var similar = 0
        var identical = false
        /// False when the pass stopped early because `different` passed the limit.
        var complete = true
        var box: PixelRect?
    }

    /// Walks every pixel, counting and, with `output`, painting the diff image.
    func scan(_ expected: Image, _ actual: Image, into output: UnsafeMutablePointer<UInt32>?, stoppingAfter limit: Int?) -> Counts {
        switch options.metric {
        case .yiq:
            scan(expected, actual, metric: YIQMetric(threshold: options.threshold, checkerboard: options.checkerboard), into: output, stoppingAfter: limit)
        case .oklab:
            scan(expected, actual, metric: OKLabMetric(threshold: options.threshold, checkerboard: options.checkerboard), into: output, stoppingAfter: limit)
        }
    }

    private func scan<Metric: ColorMetric>(_ expected: Image, _ actual: Image, metric: Metric, into output: UnsafeMutablePointer<UInt32>?, stoppingAfter limit: Int?) -> Counts {
        let width = expected.pixelWidth, height = expected.pixelHeight
        return expected.pixels.withUnsafeBytes { rawA in
            actual.pixels.withUnsafeBytes { rawB in
                guard let a = rawA.baseAddress?.assumingMemoryBound(to: UInt32.self),
                      let b = rawB.baseAddress?.assumingMemoryBound(to: UInt32.self) else { return Counts(identical: true) }
                return scan(a, b, width: width, height: height, metric: metric, into: output, stoppingAfter: output == nil ? limit : nil)
            }
        }
    }

    /// The pass itself. A whole pass over a large image (one with no limit to stop at) is split
    /// into bands of rows, one per core, each with its own counts; the anti-aliasing detector
    /// only reads both images, so bands need nothing from each other, and the merged counts and
    /// diff image are those of one pass.
    private func scan<Metric: ColorMetric>(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, width: Int, height: Int, metric: Metric,
                                           into output: UnsafeMutablePointer<UInt32>?, stoppingAfter limit: Int?) -> Counts {
        if memcmp(a, b, width * height * 4) == 0 {
            if let output, !options.diffMask {
                var grey = GreyBackground(alpha: options.alpha, output: output)
                grey.paint(a, from: 0, count: width * height)
            }
            return Counts(identical: true)
        }
        let bands = limit == nil && width * height >= Self.pixelsPerBand ? min(ProcessInfo.processInfo.activeProcessorCount, height, 8) : 1
        guard bands > 1 else {
            return scan(a, b, width: width, height: height, rows: 0 ..< height, metric: metric, into: output, stoppingAfter: limit)
        }
        let results = BandCounts(count: bands)
        let pixels = BandPixels(a: a, b: b, output: output)
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            let rows = height * band / bands ..< height * (band + 1) / bands
            results[band] = scan(pixels.a, pixels.b, width: width, height: height, rows: rows, metric: metric, into: pixels.output, stoppingAfter: nil)
        }
        return results.merged
    }

    /// The two images and the diff image, which bands read (and write, each its own rows) at once.
    private struct BandPixels: @unchecked Sendable {
        let a: UnsafePointer<UInt32>
        let b: UnsafePointer<UInt32>
        let output: UnsafeMutablePointer<UInt32>?
    }

    /// Below this many pixels a pass stays on one thread: starting the others costs more.
    static let pixelsPerBand = 512 * 1024

    /// The counts of each band, each written by its band's own thread into its own slot.
    private final class BandCounts: @unchecked Sendable {
        private let counts: UnsafeMutableBufferPointer<Counts>

        init(count: Int) { counts = .allocate(capacity: count); counts.initialize(repeating: Counts()) }

        deinit { counts.deallocate() }

        subscript(band: Int) -> Counts {
            get { counts[band] }
            set { counts[band] = newValue }
        }

        var merged: Counts {
            var total = Counts()
            for band in counts {
                total.different += band.different
                total.antiAliased += band.antiAliased
                total.similar += band.similar
                if let box = band.box { total.box = total.box.map { $0.union(box) } ?? box }
            }
            return total
        }
    }

    /// Rows `rows` of the pass: eight pixels at a time are compared as one vector and, when
    /// equal, skipped (or painted grey eight at a time); only differing pixels take the metric.
    private func scan<Metric: ColorMetric>(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, width: Int, height: Int, rows: Range<Int>,
                                           metric: Metric, into output: UnsafeMutablePointer<UInt32>?, stoppingAfter limit: Int?) -> Counts {
        var counts = Counts()
        var grey: GreyBackground?
        if let output, !options.diffMask { grey = GreyBackground(alpha: options.alpha, output: output) }
        let detector = AntiAliasing(width: width, height: height)
        let colours = (aa: word(options.antiAliasedColor), different: word(options.diffColor), darker: word(options.diffColorAlt ?? options.diffColor))
        let similarColour = options.similarColor.map(word)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        rows: for y in rows {
            let row = y * width
            var x = 0
            while x < width {
                if x + 8 <= width {
                    let chunkA = UnsafeRawPointer(a + row + x).loadUnaligned(as: SIMD8<UInt32>.self)
                    let chunkB = UnsafeRawPointer(b + row + x).loadUnaligned(as: SIMD8<UInt32>.self)
                    if chunkA == chunkB {
                        grey?.paint(chunkA, at: row + x)
                        x += 8
                        continue
                    }
                }
                for x in x ..< min(x + 8, width) {
                    let i = row + x
                    let p = a[i], q = b[i]
                    let difference = p == q ? 0 : metric.difference(p, q, offset: i * 4)
                    if difference == 0 {
                        if p != q {
                            counts.similar += 1
                            if let output, let similarColour {
                                output[i] = similarColour
                                continue
                            }
                        }
                        grey?.paint(p, at: i)
                        continue
                    }
                    if !options.includeAntiAliased
                        && (detector.isAntiAliased(x, y, in: a, a, b, metric: metric) || detector.isAntiAliased(x, y, in: b, b, a, metric: metric)) {
                        counts.antiAliased += 1
                        if let output, !options.diffMask { output[i] = colours.aa }
                        continue
                    }
                    counts.different += 1
                    minX = min(minX, x); maxX = max(maxX, x)
                    minY = min(minY, y); maxY = max(maxY, y)
                    if let output { output[i] = difference < 0 ? colours.darker : colours.different }
                    if let limit, counts.different > limit {
                        counts.complete = false
                        break rows
                    }
                }
                x += 8
            }
        }
        if maxX >= 0 {
            counts.box = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
        return counts
    }

    /// An opaque pixel of `pixel`'s colour as the little-endian word the scan writes.
    private func word(_ pixel: Pixel) -> UInt32 {
        UInt32(pixel.red) | UInt32(pixel.green) << 8 | UInt32(pixel.blue) << 16 | 0xFF00_0000
    }
}

/// pixelmatch's picture of an unchanged pixel: its brightness (Y of YIQ) faded towards white by
/// `alpha` times its own alpha, cut to a byte as a JavaScript Uint8Array (pngjs's buffer) cuts it:
/// truncated, not rounded. The arithmetic is index.js's, in its order, so every grey is the same.
/// Screens are mostly runs of one colour, so the last pixel's grey is kept: a run of eight equal
/// pixels is one comparison and one vector store.
struct GreyBackground {
    let alpha: Double
    let output: UnsafeMutablePointer<UInt32>
    private var lastPixel: UInt32
    private var lastGrey: UInt32

    init(alpha: Double, output: UnsafeMutablePointer<UInt32>) {
        self.alpha = alpha
        self.output = output
        lastPixel = 0
        lastGrey = Self.grey(0, alpha: alpha)
    }

    @inline(__always)
    static func grey(_ pixel: UInt32, alpha: Double) -> UInt32 {
        let (r, g, b, a) = components(pixel)
        let value = 255 + (Double(r) * 0.29889531 + Double(g) * 0.58662247 + Double(b) * 0.11448223 - 255) * alpha * Double(a) / 255
        let byte = UInt32(value)
        return byte | byte << 8 | byte << 16 | 0xFF00_0000
    }

    @inline(__always)
    private mutating func grey(_ pixel: UInt32) -> UInt32 {
        if pixel != lastPixel {
            lastPixel = pixel
            lastGrey = Self.grey(pixel, alpha: alpha)
        }
        return lastGrey
    }

    @inline(__always)
    mutating func paint(_ pixel: UInt32, at index: Int) {
        output[index] = grey(pixel)
    }

    /// Eight pixels at once.
    @inline(__always)
    mutating func paint(_ pixels: SIMD8<UInt32>, at index: Int) {
        if pixels == SIMD8(repeating: pixels[0]) {
            UnsafeMutableRawPointer(output + index).storeBytes(of: SIMD8(repeating: grey(pixels[0])), as: SIMD8<UInt32>.self)
        } else {
            for lane in 0 ..< 8 { output[index + lane] = grey(pixels[lane]) }
        }
    }

    /// A run of `count` pixels from `start`.
    mutating func paint(_ pixels: UnsafePointer<UInt32>, from start: Int, count: Int) {
        var i = start
        while i + 8 <= start + count {
            paint(UnsafeRawPointer(pixels + i).loadUnaligned(as: SIMD8<UInt32>.self), at: i)
            i += 8
        }
        while i < start + count {
            paint(pixels[i], at: i)
            i += 1
        }
    }
}
