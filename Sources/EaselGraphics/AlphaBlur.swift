import Foundation

/// A Gaussian blur of one-byte alpha pixels, approximated by three box blurs in each direction
/// (the sizes from Kovesi, "Fast Almost-Gaussian Filtering", 2010): by the central limit theorem
/// three boxes are within a few percent of the Gaussian, at a cost that does not grow with sigma.
/// Pixels beyond the edges count as transparent.
package struct AlphaBlur {
    /// The standard deviation, in pixels.
    let sigma: CGFloat

    /// How far the blur reaches beyond a shape, in multiples of sigma: past 3σ less than
    /// 0.15% of the Gaussian is left, under half a step of an 8-bit alpha.
    package static let reach: CGFloat = 3

    /// The widest blur computed, in pixels: four times a surface's largest side.
    static let largestSigma = CGFloat(4 * 16_384)

    /// The half-widths of the three boxes whose succession has variance sigma².
    var boxRadii: [Int] {
        guard sigma.isFinite, sigma > 0.2 else { return [] }
        let passes = 3.0
        // A box wider than any surface blurs like one as wide: capping sigma keeps the sizes
        // below finite, whole numbers.
        let variance = Double(min(sigma, Self.largestSigma) * min(sigma, Self.largestSigma))
        let ideal = (12 * variance / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower.isMultiple(of: 2) { lower -= 1 }
        lower = max(1, lower)
        let upper = lower + 2
        let l = Double(lower)
        let smaller = Int(((12 * variance - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded())
        return (0 ..< 3).map { ($0 < smaller ? lower : upper) / 2 }.filter { $0 > 0 }
    }

    /// Blurs `pixels` (rows of `width` bytes, `stride` apart) in place.
    func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        let radii = boxRadii
        guard !radii.isEmpty, width > 0, height > 0 else { return }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        defer { scratch.deallocate() }
        for y in 0 ..< height {
            let row = pixels + y * stride
            for radius in radii { Self.boxRow(row, length: width, radius: radius, scratch: scratch) }
        }
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: width)
        defer { sums.deallocate() }
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
        defer { copy.deallocate() }
        for radius in radii {
            copy.update(from: pixels, count: stride * height)
            Self.boxColumns(from: copy, to: pixels, width: width, height: height, stride: stride, radius: radius, sums: sums)
        }
    }

    /// One horizontal box of half-width `radius` over a row, with a running sum.
    private static func boxRow(_ row: UnsafeMutablePointer<UInt8>, length: Int, radius: Int, scratch: UnsafeMutablePointer<UInt8>) {
        scratch.update(from: row, count: length)
        let width = 2 * radius + 1
        let factor = (1 << 24) / width, half = 1 << 23
        var sum = 0
        for x in 0 ..< min(radius, length) { sum += Int(scratch[x]) }
        for x in 0 ..< length {
            if x + radius < length { sum += Int(scratch[x + radius]) }
            row[x] = UInt8(truncatingIfNeeded: min(255, (sum * factor + half) >> 24))
            if x - radius >= 0 { sum -= Int(scratch[x - radius]) }
        }
    }

    /// One vertical box over every column at once: a row of running sums moves down the image,
    /// reading whole rows so memory is walked in order.
    private static func boxColumns(from source: UnsafeMutablePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>,
                                   width: Int, height: Int, stride: Int, radius: Int, sums: UnsafeMutablePointer<Int>) {
        let size = 2 * radius + 1
        let factor = (1 << 24) / size, half = 1 << 23
        sums.initialize(repeating: 0, count: width)
        for y in 0 ..< min(radius, height) {
            let row = source + y * stride
            for x in 0 ..< width { sums[x] += Int(row[x]) }
        }
        for y in 0 ..< height {
            if y + radius < height {
                let incoming = source + (y + radius) * stride
                for x in 0 ..< width { sums[x] += Int(incoming[x]) }
            }
            let out = target + y * stride
            for x in 0 ..< width { out[x] = UInt8(truncatingIfNeeded: min(255, (sums[x] * factor + half) >> 24)) }
            if y - radius >= 0 {
                let outgoing = source + (y - radius) * stride
                for x in 0 ..< width { sums[x] -= Int(outgoing[x]) }
            }
        }
    }
}
