/// Straight-alpha RGBA rows for the PNG encoder to read one at a time: an image's pixels, or a
/// drawn surface straightened a row at a time, so that a render written straight to a file
/// needs no image-sized copy (whose first touch was a tenth of a small render).
package struct PixelRows {
    package let width: Int
    package let height: Int
    /// True when every pixel's alpha is 255: the PNG is then RGB.
    package let isOpaque: Bool
    /// Writes row `y` as `width * 4` straight RGBA bytes at the pointer.
    package let read: (_ y: Int, _ into: UnsafeMutableRawPointer) -> Void

    package init(width: Int, height: Int, isOpaque: Bool, read: @escaping (_ y: Int, _ into: UnsafeMutableRawPointer) -> Void) {
        self.width = width
        self.height = height
        self.isOpaque = isOpaque
        self.read = read
    }
}

extension Image {
    /// Calls `body` with rows read from the image's pixels.
    func withRows<Result>(_ body: (PixelRows) throws -> Result) rethrows -> Result {
        let opaque = isOpaque, width = pixelWidth, rowBytes = pixelWidth * 4
        return try pixels.withUnsafeBytes { bytes in
            let base = bytes.baseAddress!
            return try body(PixelRows(width: width, height: pixelHeight, isOpaque: opaque) { y, row in
                row.copyMemory(from: base + y * rowBytes, byteCount: rowBytes)
            })
        }
    }
}
