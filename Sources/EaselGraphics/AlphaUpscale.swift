import EaselImage
import Foundation

/// Enlarges one-byte alpha pixels by a whole factor (1 to 8) with bilinear filtering, each output
/// pixel sampled at its centre: a low-resolution shadow mask brought to device pixels, so that
/// Cairo composites it on its fast unscaled path (its own scaled bilinear path is many times slower).
///
/// Each output row is first blended vertically at the source's resolution (one value a source
/// column), then spread horizontally a block of `factor` pixels at a time with eight-lane vectors:
/// the blends are exact integers, so the result equals the horizontal-then-vertical order.
enum AlphaUpscale {
    /// The largest factor handled (one eight-lane block a source pixel).
    static let maximumFactor = 8

    /// Fills `target` (`width` × `height`, rows `targetStride` apart) from `source`
    /// (`sourceWidth` × `sourceHeight`, rows `sourceStride` apart), `factor` target pixels a
    /// source pixel; samples beyond the source's last row or column repeat its edge. Target pixels
    /// inside `skipping` (columns and rows) may be left unset; every other one is set.
    static func apply(from source: UnsafePointer<UInt8>, sourceWidth: Int, sourceHeight: Int, sourceStride: Int,
                      to target: UnsafeMutablePointer<UInt8>, width: Int, height: Int, targetStride: Int, factor: Int,
                      skipping: (columns: Range<Int>, rows: Range<Int>)? = nil) {
        guard (1 ... maximumFactor).contains(factor), sourceWidth > 0, sourceHeight > 0, width > 0, height > 0 else { return }
        // Pixel k of a block sits `phase[k]` 256ths into source pixel q (the block's index), less
        // half a pixel: lanes below 128 blend pixels q-1 and q, the others q and q+1.
        var weights = SIMD8<Int32>(repeating: 0), fromPrevious = SIMDMask<SIMD8<Int32>>()
        for k in 0 ..< factor {
            let phase = ((2 * k + 1) * 128) / factor
            fromPrevious[k] = phase < 128
            weights[k] = Int32(phase < 128 ? phase + 128 : phase - 128)
        }
        // One row's vertical blend at source resolution, in 1/256ths, with the edge repeated twice.
        let blended = UnsafeMutablePointer<Int32>.allocate(capacity: sourceWidth + 2)
        defer { blended.deallocate() }
        let blocks = (width + factor - 1) / factor
        var cachedPosition = Int.min
        for y in 0 ..< height {
            let position = ((2 * y + 1) * 256) / (2 * factor) - 128
            if position != cachedPosition {
                let top = min(max(0, position) >> 8, sourceHeight - 1)
                let fraction = Int32(position < 0 ? 0 : position & 255)
                let above = source + top * sourceStride, below = source + min(top + 1, sourceHeight - 1) * sourceStride
                for x in 0 ..< sourceWidth {
                    let a = Int32(above[x]), b = Int32(below[x])
                    blended[x] = a &* 256 &+ (b &- a) &* fraction
                }
                blended[sourceWidth] = blended[sourceWidth - 1]
                blended[sourceWidth + 1] = blended[sourceWidth - 1]
                cachedPosition = position
            }
            let out = target + y * targetStride
            // Blocks wholly inside the skipped columns (on a skipped row) are not written.
            var skipped = 0 ..< 0
            if let skipping, skipping.rows.contains(y) {
                // A skipped span narrower than a block holds no whole block: an empty range.
                let first = (max(0, skipping.columns.lowerBound) + factor - 1) / factor
                skipped = first ..< max(first, skipping.columns.upperBound / factor)
            }
            var previous = blended[0]
            for q in 0 ..< blocks {
                if skipped.contains(q) {
                    previous = blended[min(q, sourceWidth)]
                    continue
                }
                // Beyond the source's edge every sample is the edge value (the clamped table).
                let current = blended[min(q, sourceWidth)], next = blended[min(q + 1, sourceWidth)]
                var a = SIMD8<Int32>(repeating: current), b = SIMD8<Int32>(repeating: next)
                a.replace(with: previous, where: fromPrevious)
                b.replace(with: current, where: fromPrevious)
                let value = (a &* 256 &+ (b &- a) &* weights &+ 32768) &>> 16
                let bytes = SIMD8<UInt8>(truncatingIfNeeded: value)
                let start = q * factor
                if start + 8 <= width {
                    // Lanes past `factor` spill into the next block, which overwrites them.
                    UnsafeMutableRawPointer(out + start).storeBytes(of: bytes, as: SIMD8<UInt8>.self)
                } else {
                    for k in 0 ..< min(factor, width - start) { out[start + k] = bytes[k] }
                }
                previous = current
            }
        }
    }
}
