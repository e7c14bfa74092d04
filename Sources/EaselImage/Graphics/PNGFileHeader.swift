import Foundation

/// The size a PNG file's IHDR claims, read from its first 24 bytes before anything is decoded,
/// so that a caller can choose how to decode it or refuse it. Nil for a file that cannot be read
/// or does not start as a PNG; the decoder then says what is wrong.
package struct PNGFileHeader: Sendable {
    /// Each up to 2³² − 1, as the file says: not yet checked against `Image.maximumSide`.
    package let width: Int
    package let height: Int

    /// width × height, or nil when that does not fit an `Int` (a forged header).
    package var pixelCount: Int? {
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? nil : count
    }

    package init?(contentsOfFile path: String) {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var header = [UInt8](repeating: 0, count: 24)
        guard read(file, &header, 24) == 24,
              header.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              header[12 ..< 16].elementsEqual("IHDR".utf8) else { return nil }
        func bigEndian(_ offset: Int) -> Int { header[offset ..< offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = bigEndian(16)
        height = bigEndian(20)
    }
}
