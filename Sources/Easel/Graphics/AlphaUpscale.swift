import Foundation

/// Enlarges one-byte alpha pixels by a whole factor with bilinear filtering, each output pixel
/// sampled at its centre: a low-resolution shadow mask brought to device pixels, so that Cairo
/// composites it on its fast unscaled path (its own scaled bilinear path is many times slower).
enum AlphaUpscale {
    /// Fills `target` (`width` × `height`, rows `targetStride` apart) from `source`
    /// (`sourceWidth` × `sourceHeight`, rows `sourceStride` apart), `factor` target pixels a
    /// source pixel; samples beyond the source's last row or column repeat its edge.
    static func apply(from source: UnsafePointer<UInt8>, sourceWidth: Int, sourceHeight: Int, sourceStride: Int,
                      to target: UnsafeMutablePointer<UInt8>, width: Int, height: Int, targetStride: Int, factor: Int) {
        guard factor >= 1, sourceWidth > 0, sourceHeight > 0, width > 0, height > 0 else { return }
        // Horizontal positions and weights (8-bit fixed point) are the same for every row.
        let left = UnsafeMutablePointer<Int>.allocate(capacity: width)
        let weight = UnsafeMutablePointer<Int>.allocate(capacity: width)
        // 32-bit lanes, so the blend below runs eight pixels at a time.
        let above = UnsafeMutablePointer<Int32>.allocate(capacity: width)
        let below = UnsafeMutablePointer<Int32>.allocate(capacity: width)
        defer { left.deallocate(); weight.deallocate(); above.deallocate(); below.deallocate() }
        func sample(_ index: Int) -> (Int, Int) {
            // Centre of output pixel `index` in source pixels, less half a pixel, in 1/256ths.
            let position = ((2 * index + 1) * 256) / (2 * factor) - 128
            let whole = max(0, position) >> 8
            return (min(whole, sourceWidth - 1), position < 0 ? 0 : position & 255)
        }
        for x in 0 ..< width { (left[x], weight[x]) = sample(x) }
        var cachedAbove = -1
        func horizontal(_ row: Int, into line: UnsafeMutablePointer<Int32>) {
            let pixels = source + row * sourceStride
            for x in 0 ..< width {
                let a = Int(pixels[left[x]]), b = Int(pixels[min(left[x] + 1, sourceWidth - 1)])
                line[x] = Int32(truncatingIfNeeded: a * 256 + (b - a) * weight[x])
            }
        }
        for y in 0 ..< height {
            let position = ((2 * y + 1) * 256) / (2 * factor) - 128
            let top = min(max(0, position) >> 8, sourceHeight - 1)
            let fraction = Int32(position < 0 ? 0 : position & 255)
            if top != cachedAbove {
                horizontal(top, into: above)
                horizontal(min(top + 1, sourceHeight - 1), into: below)
                cachedAbove = top
            }
            let out = target + y * targetStride
            if fraction == 0 {
                for x in 0 ..< width { out[x] = UInt8(truncatingIfNeeded: (above[x] &+ 128) >> 8) }
            } else {
                for x in 0 ..< width {
                    let value = above[x] &* 256 &+ (below[x] &- above[x]) &* fraction
                    out[x] = UInt8(truncatingIfNeeded: (value &+ 32768) >> 16)
                }
            }
        }
    }
}
