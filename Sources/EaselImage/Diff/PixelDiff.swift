import Foundation

/// Compares two images the way pixelmatch does, so its counts and diff images equal
/// pixelmatch's for the same pair and options: by default pixelmatch 7.2.0's (translucent
/// pixels blended over its checkerboard, the YIQ distance against `threshold`, and a pixel that
/// differs only because an edge is anti-aliased differently not counted); with `metric: .oklab`,
/// pixelmatch main's OKLab distance. Every pixelmatch option is in `Options`.
///
///     let comparison = PixelDiff().compare(reference, rendered)
///     if comparison.differentPixels > 0 {
///         try comparison.diffImage()?.writePNG(to: diffURL)
///     }
public struct PixelDiff: Sendable {
    /// How pixels are compared and how the diff image looks.
    public var options: Options

    public init(_ options: Options) {
        self.options = options
    }

    /// A comparison with pixelmatch's defaults apart from the options given.
    ///
    ///     PixelDiff(threshold: 0.05, metric: .oklab)
    public init(threshold: Double = 0.1, includeAntiAliased: Bool = false, checkerboard: Bool = true, metric: Metric = .yiq) {
        self.init(Options(threshold: threshold, includeAntiAliased: includeAntiAliased, checkerboard: checkerboard, metric: metric))
    }

    /// Compares `expected` with `actual`. Images of different pixel sizes give a comparison
    /// that says so; identical buffers return at once.
    ///
    /// - Parameters:
    ///   - expected: the reference image.
    ///   - actual: the image to check against it.
    ///   - limit: stop counting once more than this many pixels differ, when no diff image is
    ///     drawn: the comparison then says `isComplete == false`, and its count is `limit + 1`.
    ///   - drawingDiff: draw the diff image in the same pass (`diffImage()` returns it at once).
    public func compare(_ expected: Image, _ actual: Image, stoppingAfter limit: Int? = nil, drawingDiff: Bool = false) -> ImageComparison {
        guard expected.pixelWidth == actual.pixelWidth, expected.pixelHeight == actual.pixelHeight else {
            return ImageComparison(expected: expected, actual: actual, diff: self, counts: nil, diffImage: nil)
        }
        guard drawingDiff else {
            let counts = scan(expected, actual, into: nil, stoppingAfter: limit)
            return ImageComparison(expected: expected, actual: actual, diff: self, counts: counts, diffImage: nil)
        }
        let (counts, image) = scanDrawing(expected, actual)
        return ImageComparison(expected: expected, actual: actual, diff: self, counts: counts, diffImage: image)
    }

    /// Reads two PNG files, both at once on two cores, and compares them.
    ///
    ///     let comparison = try PixelDiff().compare(contentsOf: "expected.png", "actual.png")
    public func compare(contentsOf expectedPath: String, _ actualPath: String, stoppingAfter limit: Int? = nil, drawingDiff: Bool = false) throws -> ImageComparison {
        let paths = [expectedPath, actualPath]
        // Small images decode on this thread: starting another costs more than it saves. A
        // header claiming more than any image may have goes to the decoder, which refuses it.
        let claimed = paths.map { PNGFileHeader(contentsOfFile: $0).map { $0.pixelCount ?? Int.max } ?? 0 }
        guard claimed.contains(where: { $0 >= Self.pixelsPerBand }) || claimed.reduce(0, { $0 &+ $1 }) >= Self.pixelsPerBand else {
            return compare(try Image(contentsOfFile: expectedPath), try Image(contentsOfFile: actualPath),
                           stoppingAfter: limit, drawingDiff: drawingDiff)
        }
        let results = DecodedPair()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            results.set(index, Result { try Image(contentsOfFile: paths[index]) })
        }
        return compare(try results.get(0), try results.get(1), stoppingAfter: limit, drawingDiff: drawingDiff)
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

    /// Draws the diff image while counting; the sizes are known to match.
    func scanDrawing(_ expected: Image, _ actual: Image) -> (Counts, Image?) {
        let count = expected.pixelWidth * expected.pixelHeight
        var counts = Counts()
        // A mask starts transparent; otherwise the scan writes every pixel.
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            guard let base = buffer.baseAddress else { initialized = 0; return }
            if options.diffMask { base.initialize(repeating: 0, count: count * 4) }
            base.withMemoryRebound(to: UInt32.self, capacity: count) { words in
                counts = scan(expected, actual, into: words, stoppingAfter: nil)
            }
            initialized = count * 4
        }
        let image = try? Image(pixelWidth: expected.pixelWidth, pixelHeight: expected.pixelHeight, scale: expected.scale, pixels: bytes)
        return (counts, image)
    }
}
