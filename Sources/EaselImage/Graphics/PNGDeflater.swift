import CDeflate
import CPNG
import CZlib
import Foundation

/// Writes the PNG that libpng writes for `PNGCompression.screen` (zlib level 3, no row
/// filters), byte for byte, without libpng (why: the `Image` PNG extension, Image+PNG.swift):
/// the rows go through zlib as a raw deflate stream and the zlib header, the Adler-32 of the
/// rows and the chunks' CRCs are written here, the checksums by libdeflate.
///
/// The stream is what libpng makes: the same deflate settings (level 3, a 32 KB window, memory
/// level 8, the default strategy), fed the same rows with filter byte 0, and IDAT chunks of
/// 8,192 bytes, libpng's buffer. libpng narrows the window for images of at most 16 KB of rows
/// and marks it in the header; those stay with libpng (`encode` returns nil). `PNGDeflaterTests`
/// encode every reference image both ways.
package enum PNGDeflater {
    /// libpng's output buffer, and so the size of every IDAT chunk but the last.
    static let chunkSize = 8192
    /// Above this many bytes of rows libpng keeps zlib's full window.
    static let smallImageLimit = 16384

    static func encode(_ image: Image, compression: PNGCompression) -> Data? {
        image.withRows { encode($0, compression: compression) }
    }

    /// The PNG of rows read one at a time; nil where libpng's bytes differ from this encoder's.
    package static func encode(_ rows: PixelRows, compression: PNGCompression) -> Data? {
        guard compression == .screen else { return nil }
        let width = rows.width, height = rows.height
        let keepAlpha = !rows.isOpaque
        let rowCount = width * (keepAlpha ? 4 : 3)
        guard (rowCount + 1) * height > smallImageLimit else { return nil }

        var stream = z_stream()
        guard deflateInit2_(&stream, Int32(compression.level), Z_DEFLATED, -15, 8, compression.zlibStrategy,
                            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }

        // The zlib header as zlib writes it: a 32 KB window, the level's flags, the check bits.
        let levelFlags: UInt16 = compression.level < 2 ? 0 : compression.level < 6 ? 1 : compression.level == 6 ? 2 : 3
        var header: UInt16 = (0x78 << 8) | (levelFlags << 6)
        header += 31 - header % 31
        var zlib = Data([UInt8(header >> 8), UInt8(header & 0xFF)])
        zlib.reserveCapacity(rowCount * height / 8)

        var output = [UInt8](repeating: 0, count: 64 * 1024)
        var adler: UInt32 = 1
        // Filter byte 0, then the row's RGBA pixels, packed to RGB in place when opaque.
        var row = [UInt8](repeating: 0, count: width * 4 + 1)
        let rowLength = rowCount + 1
        let ok: Bool = row.withUnsafeMutableBufferPointer { row in
            output.withUnsafeMutableBufferPointer { output in
                /// Deflates what is in, and with Z_FINISH until the stream has ended.
                func deflateAll(_ flush: Int32) -> Bool {
                    var status: Int32
                    repeat {
                        stream.next_out = output.baseAddress
                        stream.avail_out = UInt32(output.count)
                        status = deflate(&stream, flush)
                        guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else { return false }
                        zlib.append(output.baseAddress!, count: output.count - Int(stream.avail_out))
                    } while stream.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END && status != Z_BUF_ERROR)
                    return flush != Z_FINISH || status == Z_STREAM_END
                }
                let pixels = UnsafeMutableRawPointer(row.baseAddress! + 1)
                for y in 0 ..< height {
                    rows.read(y, pixels)
                    if !keepAlpha {
                        // Each pixel's 4 bytes stored 3 bytes after the last, in place: a
                        // store ends before the next pixel's bytes, and the next store
                        // overwrites the alpha byte.
                        for x in 0 ..< width {
                            pixels.storeBytes(of: pixels.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self), toByteOffset: x &* 3, as: UInt32.self)
                        }
                    }
                    adler = UInt32(libdeflate_adler32(adler, row.baseAddress, rowLength))
                    stream.next_in = row.baseAddress
                    stream.avail_in = UInt32(rowLength)
                    guard deflateAll(Z_NO_FLUSH) else { return false }
                }
                return deflateAll(Z_FINISH)
            }
        }
        guard ok else { return nil }
        zlib.append(contentsOf: [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)])

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.reserveCapacity(zlib.count + zlib.count / chunkSize * 12 + 64)
        var ihdr = Data()
        for value in [UInt32(width), UInt32(height)] { ihdr.append(contentsOf: bigEndian(value)) }
        ihdr.append(contentsOf: [8, keepAlpha ? 6 : 2, 0, 0, 0])
        appendChunk("IHDR", ihdr, to: &png)
        var start = zlib.startIndex
        while start < zlib.endIndex {
            let end = min(start + chunkSize, zlib.endIndex)
            appendChunk("IDAT", zlib[start ..< end], to: &png)
            start = end
        }
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    private static func appendChunk(_ type: String, _ body: Data, to png: inout Data) {
        png.append(contentsOf: bigEndian(UInt32(body.count)))
        var typed = Data(type.utf8)
        typed.append(body)
        let crc = typed.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
        png.append(typed)
        png.append(contentsOf: bigEndian(crc))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
