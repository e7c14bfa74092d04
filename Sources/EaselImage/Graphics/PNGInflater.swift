import CDeflate

/// Reads the PNGs Easel and most screenshot tools write (8-bit RGB or RGBA, not interlaced, no
/// transparency key or gamma) without libpng (why: the `Image` PNG extension, Image+PNG.swift):
/// libdeflate inflates the image data in one call straight into the buffer that becomes the
/// image, and the rows are unfiltered in place.
enum PNGInflater {
    /// The CRC-32 PNG chunks carry.
    static func crc32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        UInt32(libdeflate_crc32(0, bytes.baseAddress, bytes.count))
    }

    /// RGBA pixels of a plain layout, or nil when the data does not inflate to exactly the
    /// rows the header promises (libpng then reads the file and reports what is wrong).
    static func decode(_ bytes: UnsafeRawBufferPointer, layout: PNGLayout) -> [UInt8]? {
        let width = layout.width, height = layout.height, channels = layout.channels
        guard layout.isPlain, channels == 3 || channels == 4 else { return nil }
        let rowCount = width * channels + 1
        let inflatedCount = rowCount * height
        let pixelCount = width * height * 4
        // The inflated rows sit at the end of the buffer and the RGBA rows are written from its
        // start; a row's pixels never overtake the filtered bytes still to be read.
        let bufferCount = max(inflatedCount, pixelCount)
        let inflatedOffset = bufferCount - inflatedCount
        var succeeded = false
        let pixels = [UInt8](unsafeUninitializedCapacity: bufferCount) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            PixelMemory.adviseHugePages(base, count: bufferCount)
            guard inflate(bytes, layout: layout, into: base + inflatedOffset, count: inflatedCount) else { return }
            for y in 0 ..< height {
                let filtered = UnsafePointer(base + inflatedOffset + y * rowCount)
                let row = base + y * width * 4
                // Two call sites with constant channel counts, so each inlined copy is specialised.
                let known = channels == 3
                    ? unfilter(filtered, into: row, width: width, channels: 3, isFirst: y == 0)
                    : unfilter(filtered, into: row, width: width, channels: 4, isFirst: y == 0)
                guard known else { return }
            }
            count = pixelCount
            succeeded = true
        }
        return succeeded ? pixels : nil
    }

    private static func inflate(_ bytes: UnsafeRawBufferPointer, layout: PNGLayout, into output: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard let decompressor = libdeflate_alloc_decompressor() else { return false }
        defer { libdeflate_free_decompressor(decompressor) }
        func run(_ input: UnsafeRawBufferPointer) -> Bool {
            var actual = 0
            let result = libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, output, count, &actual)
            return result == LIBDEFLATE_SUCCESS && actual == count
        }
        if layout.dataRanges.count == 1, let range = layout.dataRanges.first {
            return run(UnsafeRawBufferPointer(rebasing: bytes[range]))
        }
        // Several IDAT chunks make one zlib stream: join them first (they are small).
        var joined = [UInt8]()
        joined.reserveCapacity(layout.dataCount)
        for range in layout.dataRanges { joined.append(contentsOf: bytes[range]) }
        return joined.withUnsafeBytes(run)
    }

    /// Undoes one row's filter, reading the filter byte and the filtered samples at `filtered`
    /// and the previous row from the RGBA output just above `row`; writes RGBA (alpha 255 for
    /// RGB). False for an unknown filter type.
    @inline(__always)
    private static func unfilter(_ filtered: UnsafePointer<UInt8>, into row: UnsafeMutablePointer<UInt8>, width: Int, channels: Int, isFirst: Bool) -> Bool {
        let filter = filtered[0]
        let source = filtered + 1
        let above = UnsafePointer(row - width * 4)
        // Each sample is read before the byte at or before it is written (see decode).
        switch (filter, isFirst) {
        case (0, _), (2, true):
            if channels == 4 {
                // The source lies at or after the row: memmove copies forwards safely.
                UnsafeMutableRawPointer(row).copyMemory(from: source, byteCount: width * 4)
                return true
            }
            // One 32-bit store a pixel; a little-endian load of RGBA bytes puts alpha on top.
            let destination = UnsafeMutableRawPointer(row)
            for x in 0 ..< width {
                let s = source + x &* 3
                let pixel = UInt32(s[0]) | UInt32(s[1]) << 8 | UInt32(s[2]) << 16 | 0xFF00_0000
                destination.storeBytes(of: pixel.littleEndian, toByteOffset: x &* 4, as: UInt32.self)
            }
        case (1, _):
            for x in 0 ..< width {
                for k in 0 ..< channels {
                    let left = x == 0 ? 0 : row[x &* 4 &+ k &- 4]
                    row[x &* 4 &+ k] = source[x &* channels &+ k] &+ left
                }
                if channels == 3 { row[x &* 4 &+ 3] = 255 }
            }
        case (2, false):
            for x in 0 ..< width {
                for k in 0 ..< channels { row[x &* 4 &+ k] = source[x &* channels &+ k] &+ above[x &* 4 &+ k] }
                if channels == 3 { row[x &* 4 &+ 3] = 255 }
            }
        case (3, _):
            for x in 0 ..< width {
                for k in 0 ..< channels {
                    let left = x == 0 ? 0 : Int(row[x &* 4 &+ k &- 4])
                    let up = isFirst ? 0 : Int(above[x &* 4 &+ k])
                    row[x &* 4 &+ k] = source[x &* channels &+ k] &+ UInt8(truncatingIfNeeded: (left &+ up) >> 1)
                }
                if channels == 3 { row[x &* 4 &+ 3] = 255 }
            }
        case (4, _):
            for x in 0 ..< width {
                for k in 0 ..< channels {
                    let a = x == 0 ? 0 : Int(row[x &* 4 &+ k &- 4])
                    let b = isFirst ? 0 : Int(above[x &* 4 &+ k])
                    let c = x == 0 || isFirst ? 0 : Int(above[x &* 4 &+ k &- 4])
                    row[x &* 4 &+ k] = source[x &* channels &+ k] &+ UInt8(truncatingIfNeeded: paeth(a, b, c))
                }
                if channels == 3 { row[x &* 4 &+ 3] = 255 }
            }
        default:
            return false
        }
        return true
    }

    @inline(__always)
    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let pa = abs(b &- c), pb = abs(a &- c), pc = abs(a &+ b &- c &- c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
