import Foundation

/// What a PNG file's chunks say before any pixel is decoded: the header, where the compressed
/// image data lies, and whether anything asks for more than a plain copy of the stored values.
/// Read first so that a file's claims are checked against its size before memory is taken.
struct PNGLayout {
    let width: Int
    let height: Int
    let bitDepth: Int
    /// 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
    let colorType: Int
    let isInterlaced: Bool
    /// Byte ranges of the IDAT chunks' data, in file order, with valid CRCs.
    let dataRanges: [Range<Int>]
    /// Compressed image data bytes present in the file.
    let dataCount: Int
    /// True when the file can be decoded by copying stored 8-bit RGB or RGBA values: no
    /// transparency key, no gamma other than sRGB's, no chunk the fast path does not know.
    let isPlain: Bool

    /// Channels a pixel has as stored.
    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 0 }

    /// The fewest bytes the inflated image data can hold: one filter byte a row and every
    /// pixel's bits (interlacing adds filter bytes, never removes pixels).
    var minimumInflatedCount: Int {
        (width * channels * bitDepth + 7) / 8 * height + (isInterlaced ? 0 : height)
    }

    private static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    /// Deflate cannot expand data more than 1032 times (a 258-byte match per 2 bits at best).
    static let maximumInflationRatio = 1032

    /// Reads the chunk list. Returns nil when the bytes are not a PNG with a well-formed
    /// header, leaving libpng to say what is wrong in its own words.
    static func scan(_ bytes: UnsafeRawBufferPointer) -> PNGLayout? {
        guard bytes.count >= 33, signature.indices.allSatisfy({ bytes[$0] == signature[$0] }) else { return nil }
        func word(_ offset: Int) -> Int {
            Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        }
        func type(_ offset: Int) -> String {
            String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset ..< offset + 4]), as: UTF8.self)
        }
        guard word(8) == 13, type(12) == "IHDR" else { return nil }
        let bitDepth = Int(bytes[24]), colorType = Int(bytes[25])
        var ranges: [Range<Int>] = []
        var dataCount = 0
        var isPlain = bitDepth == 8 && (colorType == 2 || colorType == 6) && bytes[28] == 0
            && bytes[26] == 0 && bytes[27] == 0
        var sawEnd = false
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = word(offset), name = type(offset + 4)
            let start = offset + 8
            guard length <= bytes.count - start - 4 else {
                // A chunk runs past the end: count what is there, and let libpng report it.
                if name == "IDAT" { dataCount += bytes.count - start }
                isPlain = false
                break
            }
            var crcValid: Bool {
                PNGInflater.crc32(UnsafeRawBufferPointer(rebasing: bytes[offset + 4 ..< start + length])) == UInt32(word(start + length))
            }
            switch name {
            case "IHDR":
                if isPlain && !crcValid { isPlain = false }
            case "IDAT":
                ranges.append(start ..< start + length)
                dataCount += length
                if isPlain && !crcValid { isPlain = false }
            case "IEND":
                sawEnd = true
            case "gAMA":
                // 45455 is sRGB's 1/2.2, which needs no conversion.
                if length != 4 || abs(word(start) - 45455) > 50 { isPlain = false }
            case "tRNS", "iCCP", "sBIT", "cHRM":
                isPlain = false
            case "sRGB", "PLTE":
                break
            default:
                // An unknown critical chunk (upper-case first letter) is libpng's to refuse.
                if let first = name.utf8.first, first < 97 { isPlain = false }
            }
            if sawEnd { break }
            offset = start + length + 4
        }
        return PNGLayout(
            width: word(16), height: word(20), bitDepth: bitDepth, colorType: colorType,
            isInterlaced: bytes[28] != 0, dataRanges: ranges, dataCount: dataCount,
            isPlain: isPlain && sawEnd && !ranges.isEmpty
        )
    }
}
