/// The anti-aliased pixel detector of Vysniauskas ("Anti-aliased Pixel and Intensity Slope
/// Detector", 2009) as pixelmatch applies it, over one image of the pair and its counterpart.
struct AntiAliasing {
    let width: Int
    let height: Int

    /// Whether the pixel at (x, y) of `image` looks like anti-aliasing: at most two of its
    /// neighbours equal it, some are darker and some brighter, and the darkest or the brightest
    /// sits in a flat area (3+ equal neighbours) in both images. Neighbours are visited column by
    /// column, as pixelmatch does; the visiting order decides ties.
    @inline(__always)
    func isAntiAliased<Metric: ColorMetric>(_ x: Int, _ y: Int, in image: UnsafePointer<UInt32>, _ first: UnsafePointer<UInt32>,
                                            _ second: UnsafePointer<UInt32>, metric: Metric) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let index = y * width + x
        let centre = image[index]
        var zeroes = x == x0 || x == x2 || y == y0 || y == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkX = 0, darkY = 0, brightX = 0, brightY = 0
        for nx in x0 ... x2 {
            for ny in y0 ... y2 where nx != x || ny != y {
                let delta = metric.brightnessDelta(centre, image[ny * width + nx], offset: index * 4)
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
        return (hasManySiblings(first, darkX, darkY) && hasManySiblings(second, darkX, darkY))
            || (hasManySiblings(first, brightX, brightY) && hasManySiblings(second, brightX, brightY))
    }

    /// Whether three or more of the pixel's neighbours are exactly equal to it (a pixel on the
    /// image's edge counts one more, as in pixelmatch).
    @inline(__always)
    func hasManySiblings(_ image: UnsafePointer<UInt32>, _ x: Int, _ y: Int) -> Bool {
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
