/// The colour difference of pixelmatch's main branch (not yet released): the HyAB distance
/// (|ΔL| + √(Δa² + Δb²), Abasi et al. 2019) in Ottosson's OKLab, with his toe-corrected
/// lightness Lr. A threshold of 1 is the distance from black to white. Like pixelmatch it reads
/// linear light and cube roots from interpolated tables, with the same table bits
/// (OKLabTables.swift), so results agree to the last bit.
struct OKLabMetric: ColorMetric {
    let maxDelta: Double
    let checkerboard: Bool

    init(threshold: Double, checkerboard: Bool) {
        maxDelta = threshold
        self.checkerboard = checkerboard
    }

    static let linear: [Double] = linearBits.map(Double.init(bitPattern:))
    static let cubeRoot: [Double] = cubeRootBits.map(Double.init(bitPattern:))

    /// Linear light times each LMS row coefficient, per sRGB byte: an opaque pixel needs
    /// nine look-ups and no multiplication.
    private static let lmsRows: [[Double]] = {
        let coefficients: [Double] = [0.4122214708, 0.5363325363, 0.0514459929,
                                      0.2119034982, 0.6806995451, 0.1073969566,
                                      0.0883024619, 0.2817188376, 0.6299787005]
        return coefficients.map { c in (0 ..< 256).map { c * linear[$0] } }
    }()

    /// Interpolates the linear-light table at a fractional byte value (a blended channel).
    @inline(__always)
    private static func linearLight(_ x: Double) -> Double {
        let i = Int(x)
        return linear[i] + (linear[i + 1] - linear[i]) * (x - Double(i))
    }

    @inline(__always)
    private static func cbrt(_ x: Double) -> Double {
        let t = x * 4096
        let i = Int(t)
        return cubeRoot[i] + (cubeRoot[i + 1] - cubeRoot[i]) * (t - Double(i))
    }

    /// Ottosson's toe: lightness closer to perceived lightness near black.
    @inline(__always)
    private static func toe(_ l: Double) -> Double {
        let k1 = 0.206, k2 = 0.03, k3 = (1 + k1) / (1 + k2)
        let x = k3 * l - k1
        return 0.5 * (x + (x * x + 4 * k2 * k3 * l).squareRoot())
    }

    /// Cube-rooted LMS and toe-corrected lightness of an opaque pixel.
    @inline(__always)
    private static func opaque(_ r: Int, _ g: Int, _ b: Int) -> (lr: Double, l: Double, m: Double, s: Double) {
        lmsRows.withUnsafeBufferPointer { rows in
            let l = cbrt(rows[0][r] + rows[1][g] + rows[2][b])
            let m = cbrt(rows[3][r] + rows[4][g] + rows[5][b])
            let s = cbrt(rows[6][r] + rows[7][g] + rows[8][b])
            return (toe(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s), l, m, s)
        }
    }

    /// The same for a colour given as fractional 0…255 channels.
    @inline(__always)
    private static func blended(_ r: Double, _ g: Double, _ b: Double) -> (lr: Double, l: Double, m: Double, s: Double) {
        let lr = linearLight(r), lg = linearLight(g), lb = linearLight(b)
        let l = cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
        let m = cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
        let s = cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
        return (toe(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s), l, m, s)
    }

    /// The differences of the two pixels' toe-corrected lightness and cube-rooted LMS.
    @inline(__always)
    private func deltas(_ first: UInt32, _ second: UInt32, offset: Int) -> (lr: Double, l: Double, m: Double, s: Double) {
        let (r1, g1, b1, a1) = components(first), (r2, g2, b2, a2) = components(second)
        let one: (lr: Double, l: Double, m: Double, s: Double), two: (lr: Double, l: Double, m: Double, s: Double)
        if a1 == 255 && a2 == 255 {
            one = Self.opaque(r1, g1, b1)
            two = Self.opaque(r2, g2, b2)
        } else {
            let (rb, gb, bb) = Checkerboard.background(offset: offset, enabled: checkerboard)
            func over(_ c: Int, _ a: Int, _ background: Int) -> Double { Double(c * a + background * (255 - a)) / 255 }
            one = Self.blended(over(r1, a1, rb), over(g1, a1, gb), over(b1, a1, bb))
            two = Self.blended(over(r2, a2, rb), over(g2, a2, gb), over(b2, a2, bb))
        }
        return (one.lr - two.lr, one.l - two.l, one.m - two.m, one.s - two.s)
    }

    /// The a and b differences of OKLab from the cube-rooted LMS differences.
    @inline(__always)
    private static func chroma(_ dl: Double, _ dm: Double, _ ds: Double) -> (a: Double, b: Double) {
        (1.9779984951 * dl - 2.4285922050 * dm + 0.4505937099 * ds,
         0.0259040371 * dl + 0.7827717662 * dm - 0.8086757660 * ds)
    }

    func difference(_ first: UInt32, _ second: UInt32, offset: Int) -> Int {
        let (dLr, dl, dm, ds) = deltas(first, second, offset: offset)
        // |ΔLr| + √(Δa² + Δb²) ≤ maxDelta without the square root.
        let rest = maxDelta - abs(dLr)
        if rest > 0 {
            let (da, db) = Self.chroma(dl, dm, ds)
            if da * da + db * db <= rest * rest { return 0 }
        }
        return dLr > 0 ? -1 : 1
    }

    /// The HyAB distance itself.
    func distance(_ first: UInt32, _ second: UInt32, offset: Int) -> Double {
        let (dLr, dl, dm, ds) = deltas(first, second, offset: offset)
        let (da, db) = Self.chroma(dl, dm, ds)
        return abs(dLr) + (da * da + db * db).squareRoot()
    }

    /// Main's detector stays on gamma-space luma, with translucent pixels over mid grey (128)
    /// rather than the checkerboard; equal luma with different alpha counts by the alpha.
    @inline(__always)
    func brightnessDelta(_ centre: UInt32, _ neighbour: UInt32, offset: Int) -> Double {
        if centre == neighbour { return 0 }
        let (r1, g1, b1, a1) = components(centre), (r2, g2, b2, a2) = components(neighbour)
        guard a1 < 255 || a2 < 255 else {
            return Double(r1 - r2) * 0.29889531 + Double(g1 - g2) * 0.58662247 + Double(b1 - b2) * 0.11448223
        }
        let da = a1 - a2
        let dr = Double(r1 * a1 - r2 * a2 - 128 * da) / 255
        let dg = Double(g1 * a1 - g2 * a2 - 128 * da) / 255
        let db = Double(b1 * a1 - b2 * a2 - 128 * da) / 255
        let d = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        return d == 0 && da != 0 ? Double(da) / 2 : d
    }
}
