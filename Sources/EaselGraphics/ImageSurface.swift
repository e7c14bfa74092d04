import CCairo
import EaselImage
import Foundation

/// Owns a cairo image surface: 32-bit premultiplied ARGB pixels in native byte order.
/// The bridge between `Image` (straight RGBA bytes) and what Cairo draws into or paints from.
final class ImageSurface {
    let pointer: OpaquePointer
    let pixelWidth: Int
    let pixelHeight: Int
    /// Identifies the pixel memory a large surface keeps with it (only its address matters).
    nonisolated(unsafe) private static let memoryKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// A transparent surface of the given pixel size; `alphaOnly` makes it one byte a pixel (A8),
    /// for masks such as shadows.
    convenience init(pixelWidth: Int, pixelHeight: Int, alphaOnly: Bool = false) throws {
        try Image.validate(width: pixelWidth, height: pixelHeight)
        let format = alphaOnly ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
        let stride = Int(cairo_format_stride_for_width(format, Int32(pixelWidth)))
        let bytes = stride * pixelHeight
        let surface: OpaquePointer
        if bytes >= PixelMemory.hugePageThreshold, let memory = PixelMemory(count: bytes) {
            surface = cairo_image_surface_create_for_data(memory.pointer.assumingMemoryBound(to: UInt8.self), format, Int32(pixelWidth), Int32(pixelHeight), Int32(stride))!
            // The memory lives as long as the surface does, however long Cairo keeps it
            // (a pattern may outlive this object): Cairo releases it when the surface goes.
            let retained = Unmanaged.passRetained(memory)
            let status = cairo_surface_set_user_data(surface, Self.memoryKey, retained.toOpaque()) { memory in
                if let memory { Unmanaged<PixelMemory>.fromOpaque(memory).release() }
            }
            if status != CAIRO_STATUS_SUCCESS {
                cairo_surface_destroy(surface)
                retained.release()
                throw CairoError("keeping a \(pixelWidth)×\(pixelHeight) surface's memory", status: status)
            }
        } else {
            surface = cairo_image_surface_create(format, Int32(pixelWidth), Int32(pixelHeight))!
        }
        try self.init(taking: surface, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// Owns `surface`, just created; destroys it and throws when Cairo could not make it.
    private init(taking surface: OpaquePointer, pixelWidth: Int, pixelHeight: Int) throws {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError("creating a \(pixelWidth)×\(pixelHeight) surface", status: status)
        }
        self.pointer = surface
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// A surface over zeroed ARGB32 pixels at `memory`, which the caller owns and keeps until
    /// `finishStraighteningInPlace()`: what is drawn goes straight into that memory.
    convenience init(drawingInto memory: UnsafeMutableRawPointer, pixelWidth: Int, pixelHeight: Int) throws {
        try Image.validate(width: pixelWidth, height: pixelHeight)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(pixelWidth)))
        // ARGB32 rows are 4-byte aligned already, so the rows lie as an `Image`'s do.
        guard stride == pixelWidth * 4 else { throw CairoError("drawing into a \(pixelWidth)×\(pixelHeight) image", status: CAIRO_STATUS_INVALID_STRIDE) }
        let surface = cairo_image_surface_create_for_data(memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight), Int32(stride))!
        try self.init(taking: surface, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// Ends drawing into memory the surface does not own (`init(drawingInto:)`) and turns its
    /// premultiplied ARGB words, in place, into the straight RGBA bytes `makeImage` gives. Cairo
    /// never touches the memory again: a context still holding the surface draws nothing.
    func finishStraighteningInPlace() throws {
        cairo_surface_flush(pointer)
        try CairoError.check(cairo_surface_status(pointer), "reading the surface")
        let stride = Int(cairo_image_surface_get_stride(pointer))
        guard let data = cairo_image_surface_get_data(pointer) else { return }
        cairo_surface_finish(pointer)
        let pixels = UnsafeMutableRawPointer(data)
        for y in 0 ..< pixelHeight {
            // Each pixel is read before it is written, at the same place, so the rows convert in place.
            Self.straighten(row: pixels + y * stride, into: pixels + y * stride, width: pixelWidth)
        }
    }

    /// A surface holding `image`'s pixels, premultiplied for Cairo.
    convenience init(_ image: Image) throws {
        try self.init(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let destination = UnsafeMutableRawPointer(cairo_image_surface_get_data(pointer)!)
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0 ..< pixelHeight {
                let row = destination + y * stride
                let from = y * pixelWidth * 4
                for x in 0 ..< pixelWidth {
                    let i = from + x * 4
                    let a = UInt32(source[i + 3])
                    var r = UInt32(source[i]), g = UInt32(source[i + 1]), b = UInt32(source[i + 2])
                    if a != 255 {
                        r = (r * a + 127) / 255
                        g = (g * a + 127) / 255
                        b = (b * a + 127) / 255
                    }
                    row.storeBytes(of: a << 24 | r << 16 | g << 8 | b, toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
        cairo_surface_mark_dirty(pointer)
    }

    deinit { cairo_surface_destroy(pointer) }

    /// The surface's pixels as straight-alpha RGBA.
    func makeImage(scale: CGFloat) throws -> Image {
        cairo_surface_flush(pointer)
        try CairoError.check(cairo_surface_status(pointer), "reading the surface")
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let source = UnsafeRawPointer(cairo_image_surface_get_data(pointer)!)
        let (width, height) = (pixelWidth, pixelHeight)
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            PixelMemory.adviseHugePages(base, count: buffer.count)
            for y in 0 ..< height {
                Self.straighten(row: source + y * stride, into: UnsafeMutableRawPointer(base + y * width * 4), width: width)
            }
            count = width * height * 4
        }
        return try Image(pixelWidth: width, pixelHeight: height, scale: scale, pixels: pixels)
    }

    /// The surface's pixels as a PNG: the bytes `makeImage(scale:).pngData(compression:)` gives,
    /// read a row at a time where the encoder can, with no image-sized copy.
    func pngData(scale: CGFloat, compression: PNGCompression) throws -> Data {
        cairo_surface_flush(pointer)
        try CairoError.check(cairo_surface_status(pointer), "reading the surface")
        if cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_ARGB32, let data = PNGDeflater.encode(rows(), compression: compression) {
            return data
        }
        return try makeImage(scale: scale).pngData(compression: compression)
    }

    /// The surface's ARGB32 pixels as straight RGBA rows, straightened as they are read.
    private func rows() -> PixelRows {
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let source = UnsafeRawPointer(cairo_image_surface_get_data(pointer)!)
        let width = pixelWidth
        var opaque = true
        scan: for y in 0 ..< pixelHeight {
            let row = source + y * stride
            var x = 0
            while x + 2 <= width {
                guard row.loadUnaligned(fromByteOffset: x &* 4, as: UInt64.self) & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000 else {
                    opaque = false
                    break scan
                }
                x += 2
            }
            if x < width, row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self) >> 24 != 255 {
                opaque = false
                break scan
            }
        }
        return PixelRows(width: width, height: pixelHeight, isOpaque: opaque) { y, output in
            Self.straighten(row: source + y * stride, into: output, width: width)
        }
    }

    /// One row of cairo's premultiplied ARGB words as straight RGBA bytes: one word read and one
    /// written a pixel. Opaque and fully transparent pixels (nearly all of a screen) only move
    /// bytes; the others are divided by their alpha, rounding to nearest as cairo's PNG writer does.
    private static func straighten(row: UnsafeRawPointer, into output: UnsafeMutableRawPointer, width: Int) {
        // Two pixels a 64-bit word where both are opaque (nearly all of a screen).
        var x = 0
        while x + 2 <= width {
            let pair = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt64.self)
            guard pair & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000 else {
                straightenPixels(row: row, into: output, from: x, to: x + 2)
                x += 2
                continue
            }
            let rgba = (pair & 0xFF00_FF00_FF00_FF00) | ((pair &>> 16) & 0x0000_00FF_0000_00FF) | ((pair & 0x0000_00FF_0000_00FF) &<< 16)
            output.storeBytes(of: rgba, toByteOffset: x &* 4, as: UInt64.self)
            x += 2
        }
        straightenPixels(row: row, into: output, from: x, to: width)
    }

    private static func straightenPixels(row: UnsafeRawPointer, into output: UnsafeMutableRawPointer, from start: Int, to end: Int) {
        for x in start ..< end {
            let argb = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            let a = argb >> 24
            if a == 255 || a == 0 {
                // Little-endian RGBA bytes: red lowest, then green, blue, alpha.
                let rgba = (argb & 0xFF00_FF00) | ((argb >> 16) & 0xFF) | ((argb & 0xFF) << 16)
                output.storeBytes(of: rgba, toByteOffset: x &* 4, as: UInt32.self)
            } else {
                straighten(pixel: row, output, x)
            }
        }
    }

    private static func straighten(pixel row: UnsafeRawPointer, _ output: UnsafeMutableRawPointer, _ x: Int) {
        let argb = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
        let a = argb >> 24
        var r = argb >> 16 & 0xFF, g = argb >> 8 & 0xFF, b = argb & 0xFF
        if a != 255 && a != 0 {
            r = (r * 255 + a / 2) / a
            g = (g * 255 + a / 2) / a
            b = (b * 255 + a / 2) / a
        }
        // Each channel keeps its low byte, as the byte-a-channel copy did (r can exceed a in bad data).
        output.storeBytes(of: (r & 0xFF) | (g & 0xFF) << 8 | (b & 0xFF) << 16 | a << 24, toByteOffset: x * 4, as: UInt32.self)
    }
}
