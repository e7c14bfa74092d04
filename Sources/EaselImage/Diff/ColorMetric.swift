/// A colour difference as pixelmatch computes it, on pixels read as little-endian RGBA words.
/// `offset` is the pixel's byte offset in its image (pixelmatch's `k`): the checkerboard a
/// semi-transparent pixel is blended over depends on it.
protocol ColorMetric: Sendable {
    /// 0 when `first` and `second` are within the threshold, -1 when they are not and the
    /// second is darker, 1 when they are not otherwise. Only called for different words.
    func difference(_ first: UInt32, _ second: UInt32, offset: Int) -> Int
    /// How far apart two pixels are on the scale of `threshold`: they count as different at
    /// every threshold below it, and as equal from it up.
    func distance(_ first: UInt32, _ second: UInt32, offset: Int) -> Double
    /// The brightness of `centre` minus that of `neighbour`, for the anti-aliasing detector;
    /// 0 exactly when the two count as equal there.
    func brightnessDelta(_ centre: UInt32, _ neighbour: UInt32, offset: Int) -> Double
}

/// The 8-bit components of a pixel word.
@inline(__always) func components(_ pixel: UInt32) -> (r: Int, g: Int, b: Int, a: Int) {
    (Int(pixel & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel >> 16 & 0xFF), Int(pixel >> 24))
}

/// pixelmatch 7's background for semi-transparent pixels: each channel dark (48) or light (207),
/// chosen per byte offset with golden-ratio strides, so no single colour hides a change the way
/// white hides white. Because offsets are multiples of 4 the red channel is always the dark
/// one, exactly as in pixelmatch.
enum Checkerboard {
    @inline(__always)
    static func background(offset: Int, enabled: Bool) -> (r: Int, g: Int, b: Int) {
        guard enabled else { return (255, 255, 255) }
        let k = Double(offset)
        return (48 + 159 * (offset % 2),
                48 + 159 * (Int(k / 1.618033988749895) % 2),
                48 + 159 * (Int(k / 2.618033988749895) % 2))
    }
}
