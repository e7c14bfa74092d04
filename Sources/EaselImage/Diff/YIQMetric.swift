/// pixelmatch 7.2.0's colour difference: the YIQ distance of Kotsarenko and Ramos ("Measuring
/// perceived color difference using YIQ NTSC transmission color space in mobile applications"),
/// on colours blended over the checkerboard (or white). The arithmetic follows pixelmatch's
/// index.js operation by operation, so results agree to the last bit.
struct YIQMetric: ColorMetric {
    /// The squared distance allowed: 35215, the largest possible, times threshold².
    let maxDelta: Double
    let checkerboard: Bool

    init(threshold: Double, checkerboard: Bool) {
        maxDelta = 35215 * threshold * threshold
        self.checkerboard = checkerboard
    }

    /// Channel differences of two pixels, blended over the background when either is translucent.
    @inline(__always)
    private func channelDeltas(_ first: UInt32, _ second: UInt32, offset: Int) -> (Double, Double, Double) {
        let (r1, g1, b1, a1) = components(first), (r2, g2, b2, a2) = components(second)
        guard a1 < 255 || a2 < 255 else { return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2)) }
        let da = a1 - a2
        let (rb, gb, bb) = Checkerboard.background(offset: offset, enabled: checkerboard)
        // Integer products stay exact, as they are in JavaScript's doubles.
        return (Double(r1 * a1 - r2 * a2 - rb * da) / 255,
                Double(g1 * a1 - g2 * a2 - gb * da) / 255,
                Double(b1 * a1 - b2 * a2 - bb * da) / 255)
    }

    /// pixelmatch's signed squared distance: negative when the second pixel is darker.
    @inline(__always)
    func delta(_ first: UInt32, _ second: UInt32, offset: Int) -> Double {
        let (dr, dg, db) = channelDeltas(first, second, offset: offset)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    @inline(__always)
    func difference(_ first: UInt32, _ second: UInt32, offset: Int) -> Int {
        let delta = delta(first, second, offset: offset)
        guard abs(delta) > maxDelta else { return 0 }
        return delta < 0 ? -1 : 1
    }

    /// The threshold whose `maxDelta` equals this pair's squared distance.
    func distance(_ first: UInt32, _ second: UInt32, offset: Int) -> Double {
        (abs(delta(first, second, offset: offset)) / 35215).squareRoot()
    }

    @inline(__always)
    func brightnessDelta(_ centre: UInt32, _ neighbour: UInt32, offset: Int) -> Double {
        if centre == neighbour { return 0 }
        let (dr, dg, db) = channelDeltas(centre, neighbour, offset: offset)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }
}
