@testable import Easel
@testable import EaselGraphics
import Testing

/// The enlargement of blurred shadow masks matches plain bilinear filtering sampled at pixel
/// centres, pixel for pixel, for every factor and for widths that end mid-block.
struct AlphaUpscaleTests {
    /// Bilinear filtering one output pixel at a time, in 1/256ths of a source pixel, the edge repeated.
    static func bilinear(_ source: [UInt8], sourceWidth: Int, sourceHeight: Int, width: Int, height: Int, factor: Int) -> [UInt8] {
        func sample(_ index: Int, limit: Int) -> (Int, Int, Int) {
            let position = ((2 * index + 1) * 256) / (2 * factor) - 128
            let whole = min(max(0, position) >> 8, limit - 1)
            return (whole, min(whole + 1, limit - 1), position < 0 ? 0 : position & 255)
        }
        var out = [UInt8](repeating: 0, count: width * height)
        for y in 0 ..< height {
            let (top, bottom, fy) = sample(y, limit: sourceHeight)
            for x in 0 ..< width {
                let (left, right, fx) = sample(x, limit: sourceWidth)
                func at(_ column: Int, _ row: Int) -> Int { Int(source[row * sourceWidth + column]) }
                let upper = at(left, top) * 256 + (at(right, top) - at(left, top)) * fx
                let lower = at(left, bottom) * 256 + (at(right, bottom) - at(left, bottom)) * fx
                out[y * width + x] = UInt8((upper * 256 + (lower - upper) * fy + 32768) >> 16)
            }
        }
        return out
    }

    @Test(arguments: 1 ... 8)
    func matchesBilinearFiltering(factor: Int) {
        let sourceWidth = 7, sourceHeight = 5
        // A fixed pseudo-random mask with both extremes in it.
        var state: UInt32 = 12345
        var source = (0 ..< sourceWidth * sourceHeight).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        source[0] = 0
        source[sourceWidth - 1] = 255
        for width in [sourceWidth * factor - 3, sourceWidth * factor, sourceWidth * factor + 5] where width > 0 {
            let height = sourceHeight * factor + 2, stride = width + 3
            var target = [UInt8](repeating: 7, count: stride * height)
            source.withUnsafeBufferPointer { from in
                target.withUnsafeMutableBufferPointer { to in
                    AlphaUpscale.apply(from: from.baseAddress!, sourceWidth: sourceWidth, sourceHeight: sourceHeight, sourceStride: sourceWidth,
                                       to: to.baseAddress!, width: width, height: height, targetStride: stride, factor: factor)
                }
            }
            let expected = Self.bilinear(source, sourceWidth: sourceWidth, sourceHeight: sourceHeight, width: width, height: height, factor: factor)
            let rows = (0 ..< height).map { Array(target[($0 * stride) ..< ($0 * stride + width)]) }
            #expect(rows.joined().elementsEqual(expected), "factor \(factor), width \(width)")
            // The padding beyond each row's width is left alone.
            #expect((0 ..< height).allSatisfy { row in target[(row * stride + width) ..< (row * stride + stride)].allSatisfy { $0 == 7 } })
        }
    }
}
