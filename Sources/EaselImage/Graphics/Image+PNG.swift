import CPNG
import Foundation

/// PNG files: the one interface to Easel's PNG codecs. Everything that reads or writes a PNG
/// comes through here (`Image(pngData:)`, `Image(contentsOfFile:)`, `pngData(compression:)`,
/// `writePNG(to:)`; a drawn surface hands its rows to `PNGDeflater` directly and falls back to
/// `pngData`), and the choice of path stays inside.
///
/// Decoding takes any PNG (palette, grey, 16-bit, interlaced) to 8-bit RGBA with the values as
/// stored, as Pillow and browsers read them: 16-bit samples keep their high byte and only an
/// explicit non-sRGB gAMA is converted. Encoding writes 8-bit RGB or RGBA with no time, text or
/// software chunks, so equal pixels give equal bytes. Each direction has two paths, and why:
///
/// - **libpng** reads every PNG there is and writes every compression; it is the reference the
///   others are measured against, and what handles everything they decline.
/// - **`PNGInflater`** (libdeflate) reads the 8-bit RGB and RGBA, non-interlaced files that
///   renders and screenshots are, about three times faster than libpng: decoding references is
///   most of a snapshot test's and of `easel diff`'s time. It declines anything else, and a file
///   that does not inflate to exactly the promised rows, which libpng then reads and reports.
/// - **`PNGDeflater`** (zlib, checksums by libdeflate) writes `.screen` PNGs byte for byte as
///   libpng does, without libpng's row copies and zlib's slower Adler-32 (a quarter of an
///   encode), so references written either way are identical. It declines other compressions
///   and images of at most 16 KB of rows (where libpng narrows zlib's window).
///
/// `PNGDecodingTests` decode every fixture both ways and `PNGDeflaterTests` encode every
/// reference image both ways: the paths must agree to the byte.
extension Image {
    /// The most memory one decode may take by default: 1 GiB, an image at `maximumPixelCount`.
    public static let defaultDecodingBudget = 1 << 30

    /// Decodes PNG bytes. `source` names them in errors (a file path, say). A file is refused
    /// before anything is allocated when its header claims more pixels than its compressed data
    /// can hold, or more memory than `memoryBudget` bytes.
    ///
    ///     let image = try Image(pngData: data, scale: 2)
    public init(pngData data: Data, scale: CGFloat = 1, source: String = "PNG data", memoryBudget: Int = Image.defaultDecodingBudget) throws {
        let (width, height, pixels) = try data.withUnsafeBytes { bytes in
            try Image.decodePNG(bytes, scale: scale, source: source, memoryBudget: memoryBudget, allowFastPath: true)
        }
        try self.init(pixelWidth: width, pixelHeight: height, scale: scale, pixels: pixels)
    }

    /// Decodes through libpng even where the fast path applies, for easel-bench to compare.
    @_spi(Benchmarks) public init(pngDataThroughLibpng data: Data, scale: CGFloat = 1) throws {
        let (width, height, pixels) = try data.withUnsafeBytes { bytes in
            try Image.decodePNG(bytes, scale: scale, source: "PNG data", memoryBudget: Image.defaultDecodingBudget, allowFastPath: false)
        }
        try self.init(pixelWidth: width, pixelHeight: height, scale: scale, pixels: pixels)
    }

    /// Checks the file's claims, then decodes through the fast path when it can and libpng
    /// otherwise. `allowFastPath: false` forces libpng (tests compare the two).
    static func decodePNG(_ bytes: UnsafeRawBufferPointer, scale: CGFloat, source: String, memoryBudget: Int, allowFastPath: Bool) throws -> (Int, Int, [UInt8]) {
        guard let layout = PNGLayout.scan(bytes) else {
            throw ImageError.unreadablePNG(source: source, reason: bytes.count < 8 ? "too short to be a PNG (\(bytes.count) bytes)" : "no PNG signature and IHDR header")
        }
        let width = layout.width, height = layout.height
        try validate(width: width, height: height, scale: scale)
        guard layout.channels > 0, [1, 2, 4, 8, 16].contains(layout.bitDepth) else {
            throw ImageError.unreadablePNG(source: source, reason: "IHDR has colour type \(layout.colorType) and bit depth \(layout.bitDepth), which PNG does not define")
        }
        let minimum = layout.minimumInflatedCount
        guard layout.dataCount * PNGLayout.maximumInflationRatio >= minimum else {
            throw ImageError.unreadablePNG(source: source, reason: "IHDR claims \(width)×\(height) pixels, which need at least \(minimum) bytes of image data, but the file has \(layout.dataCount) compressed bytes, which inflate to at most \(layout.dataCount * PNGLayout.maximumInflationRatio)")
        }
        // The fast path holds the inflated rows and the pixels in one buffer; libpng one row.
        let needed = max(width * height * 4, layout.isPlain ? minimum : 0)
        guard needed <= memoryBudget else {
            throw ImageError.overBudget(source: source, width: width, height: height, bytes: needed, budget: memoryBudget)
        }
        if allowFastPath, layout.isPlain, let pixels = PNGInflater.decode(bytes, layout: layout) {
            return (width, height, pixels)
        }
        var message = [CChar](repeating: 0, count: 256)
        var failed = false
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            // libpng writes every byte when it succeeds; only a failure leaves bytes to clear.
            if easel_png_decode(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, buffer.baseAddress,
                                UInt32(width), UInt32(height), width * 4, &message, message.count) != 0 {
                failed = true
                buffer.initialize(repeating: 0)
            }
            count = buffer.count
        }
        if failed { throw ImageError.unreadablePNG(source: source, reason: Image.cString(message)) }
        return (width, height, pixels)
    }

    /// Reads a PNG file. Without an explicit `scale`, an `@2x` or `@3x` before the extension
    /// sets it, as UIImage does (`logo@2x.png` is scale 2).
    public init(contentsOfFile path: String, scale: CGFloat? = nil, memoryBudget: Int = Image.defaultDecodingBudget) throws {
        let data: Data
        do {
            data = try FileContents.read(URL(fileURLWithPath: path), what: "a PNG file")
        } catch let problem as FileProblem {
            throw ImageError.fileAccess(path: path, reason: problem.words)
        }
        try self.init(pngData: data, scale: scale ?? Image.scale(fromFileName: path), source: path, memoryBudget: memoryBudget)
    }

    /// The scale a file name's `@2x` / `@3x` suffix declares; 1 without one.
    public static func scale(fromFileName path: String) -> CGFloat {
        // The last path component without its extension, in string operations: a URL for this
        // was a tenth of looking up an image.
        var stem = path.split(separator: "/").last ?? ""
        if let dot = stem.lastIndex(of: "."), dot != stem.startIndex { stem = stem[..<dot] }
        for factor in [2, 3] where stem.hasSuffix("@\(factor)x") {
            return CGFloat(factor)
        }
        return 1
    }

    /// Encodes the image as PNG: RGB when every pixel is opaque, RGBA otherwise.
    public func pngData(compression: PNGCompression = .screen) throws -> Data {
        try Image.validate(width: pixelWidth, height: pixelHeight, scale: scale)
        if let data = PNGDeflater.encode(self, compression: compression) { return data }
        return try pngDataThroughLibpng(compression: compression)
    }

    /// The same bytes through libpng, which `pngData` uses where `PNGDeflater` does not apply.
    func pngDataThroughLibpng(compression: PNGCompression) throws -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var count = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = pixels.withUnsafeBufferPointer { rgba in
            easel_png_encode(
                rgba.baseAddress, UInt32(pixelWidth), UInt32(pixelHeight), pixelWidth * 4,
                isOpaque ? 0 : 1, Int32(compression.level), compression.zlibStrategy,
                compression.filters.rawValue, &bytes, &count, &message, message.count
            )
        }
        guard status == 0, let bytes else {
            throw ImageError.encodingFailed(reason: Image.cString(message))
        }
        defer { free(bytes) }
        return Data(bytes: bytes, count: count)
    }

    /// Writes the image as a PNG file, atomically: the bytes go to a temporary file beside
    /// `url` that is then renamed, so a reader never sees a half-written file.
    public func writePNG(to url: URL, compression: PNGCompression = .screen) throws {
        try Image.write(pngData: pngData(compression: compression), to: url)
    }

    /// Writes a PNG's bytes to a file as `writePNG(to:compression:)` does: atomically, with an
    /// `ImageError` that names the file.
    package static func write(pngData data: Data, to url: URL) throws {
        do {
            try FileContents.write(data, to: url)
        } catch let problem as FileProblem {
            throw ImageError.fileAccess(path: url.path, reason: problem.words)
        }
    }

    private static func cString(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
    }
}
