/// pixelmatch's colour arithmetic: the YIQ distance of Kotsarenko and Ramos ("Measuring perceived
/// color difference using YIQ NTSC transmission color space in mobile applications") and the
/// anti-aliased pixel detector of Vysniauskas ("Anti-aliased Pixel and Intensity Slope Detector").
/// Pixels are RGBA bytes read as little-endian words.
enum YIQ {
    @inline(__always)
    static func y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    @inline(__always)
    static func i(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    @inline(__always)
    static func q(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }

    /// The colour over white, as pixelmatch blends a translucent pixel.
    @inline(__always)
    static func blended(_ pixel: UInt32) -> (Double, Double, Double) {
        let r = Double(pixel & 0xFF), g = Double(pixel >> 8 & 0xFF), b = Double(pixel >> 16 & 0xFF)
        let a = pixel >> 24
        guard a < 255 else { return (r, g, b) }
        let alpha = Double(a) / 255
        return (255 + (r - 255) * alpha, 255 + (g - 255) * alpha, 255 + (b - 255) * alpha)
    }

    /// The squared YIQ distance, signed as pixelmatch signs it: negative when the first pixel is
    /// the brighter one (the second got darker). 35215 is the largest possible magnitude.
    @inline(__always)
    static func delta(_ p: UInt32, _ q: UInt32) -> Double {
        if p == q { return 0 }
        let (r1, g1, b1) = blended(p), (r2, g2, b2) = blended(q)
        let y1 = y(r1, g1, b1), y2 = y(r2, g2, b2)
        let dy = y1 - y2
        let di = i(r1, g1, b1) - i(r2, g2, b2)
        let dq = YIQ.q(r1, g1, b1) - YIQ.q(r2, g2, b2)
        let value = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
        return y1 > y2 ? -value : value
    }

    /// The brightness difference alone.
    @inline(__always)
    static func brightnessDelta(_ p: UInt32, _ q: UInt32) -> Double {
        if p == q { return 0 }
        let (r1, g1, b1) = blended(p), (r2, g2, b2) = blended(q)
        return y(r1, g1, b1) - y(r2, g2, b2)
    }

    /// Whether the pixel at (x, y) of `image` looks like anti-aliasing: among its eight
    /// neighbours at most two equal it, some are darker and some brighter, and the darkest or the
    /// brightest sits in a flat area (3+ equal neighbours) in both images.
    static func isAntiAliased(_ image: UnsafePointer<UInt32>, _ x: Int, _ y: Int, _ width: Int, _ height: Int, other: UnsafePointer<UInt32>) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let centre = image[y * width + x]
        var zeroes = x == x0 || x == x2 || y == y0 || y == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkX = 0, darkY = 0, brightX = 0, brightY = 0
        for nx in x0 ... x2 {
            for ny in y0 ... y2 where nx != x || ny != y {
                let delta = brightnessDelta(centre, image[ny * width + nx])
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkX = nx
                    darkY = ny
                } else if delta > brightest {
                    brightest = delta
                    brightX = nx
                    brightY = ny
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(image, darkX, darkY, width, height) && hasManySiblings(other, darkX, darkY, width, height))
            || (hasManySiblings(image, brightX, brightY, width, height) && hasManySiblings(other, brightX, brightY, width, height))
    }

    /// Whether three or more of the pixel's neighbours are exactly equal to it.
    static func hasManySiblings(_ image: UnsafePointer<UInt32>, _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let centre = image[y * width + x]
        var zeroes = x == x0 || x == x2 || y == y0 || y == y2 ? 1 : 0
        for nx in x0 ... x2 {
            for ny in y0 ... y2 where nx != x || ny != y {
                if image[ny * width + nx] == centre { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
