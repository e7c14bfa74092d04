import CPNG
import Foundation

/// PNG files through libpng. Decoding takes any PNG libpng reads (palette, grey, 16-bit,
/// interlaced, with gamma) to 8-bit RGBA; encoding writes 8-bit RGB or RGBA with no time,
/// text or software chunks, so equal pixels always give equal bytes.
extension Image {
    /// Decodes PNG bytes. `source` names them in errors (a file path, say).
    ///
    ///     let image = try Image(pngData: data, scale: 2)
    public init(pngData data: Data, scale: CGFloat = 1, source: String = "PNG data") throws {
        let (width, height, pixels) = try data.withUnsafeBytes { bytes in
            try Image.decodePNG(bytes, scale: scale, source: source)
        }
        try self.init(pixelWidth: width, pixelHeight: height, scale: scale, pixels: pixels)
    }

    /// libpng reads straight from `bytes`, which must stay valid from the first call to the last.
    private static func decodePNG(_ bytes: UnsafeRawBufferPointer, scale: CGFloat, source: String) throws -> (Int, Int, [UInt8]) {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_memory(&png, bytes.baseAddress, bytes.count) != 0 else {
            throw ImageError.unreadablePNG(source: source, reason: message(of: &png))
        }
        let width = Int(png.width), height = Int(png.height)
        do {
            try validate(width: width, height: height, scale: scale)
        } catch {
            png_image_free(&png)
            throw error
        }
        png.format = easel_png_format_rgba
        var failure: String?
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            // libpng writes every byte when it succeeds; only a failure leaves bytes to clear.
            if png_image_finish_read(&png, nil, buffer.baseAddress, Int32(width * 4), nil) == 0 {
                failure = message(of: &png)
                buffer.initialize(repeating: 0)
            }
            count = buffer.count
        }
        if let failure { throw ImageError.unreadablePNG(source: source, reason: failure) }
        return (width, height, pixels)
    }

    /// Reads a PNG file. Without an explicit `scale`, an `@2x` or `@3x` before the extension
    /// sets it, as UIImage does (`logo@2x.png` is scale 2).
    public init(contentsOfFile path: String, scale: CGFloat? = nil) throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ImageError.fileAccess(path: path, reason: "cannot read: \((error as NSError).localizedDescription)")
        }
        try self.init(pngData: data, scale: scale ?? Image.scale(fromFileName: path), source: path)
    }

    /// The scale a file name's `@2x` / `@3x` suffix declares; 1 without one.
    public static func scale(fromFileName path: String) -> CGFloat {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        for factor in [2, 3] where stem.hasSuffix("@\(factor)x") {
            return CGFloat(factor)
        }
        return 1
    }

    /// Encodes the image as PNG: RGB when every pixel is opaque, RGBA otherwise.
    public func pngData(compression: PNGCompression = .screen) throws -> Data {
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
            throw ImageError.encodingFailed(reason: String(decoding: message.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self))
        }
        defer { free(bytes) }
        return Data(bytes: bytes, count: count)
    }

    /// Writes the image as a PNG file, atomically: the bytes go to a temporary file beside
    /// `url` that is then renamed, so a reader never sees a half-written file.
    public func writePNG(to url: URL, compression: PNGCompression = .screen) throws {
        let data = try pngData(compression: compression)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw ImageError.fileAccess(path: url.path, reason: "cannot write: \((error as NSError).localizedDescription)")
        }
    }

    private static func message(of png: inout png_image) -> String {
        withUnsafeBytes(of: &png.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
