import Foundation

/// How near a failed comparison came to passing: the question a reviewer asks before loosening a
/// tolerance ("what is the strictest threshold that would pass?").
///
///     let closeness = comparison.closeness()
///     closeness?.smallestThreshold(allowing: 0)  // the largest distance: every pixel passes
public struct Closeness: Hashable, Sendable {
    /// The colour distances of the pixels a threshold decides, largest first, on `threshold`'s
    /// scale; pixels the comparison ignores as anti-aliasing are left out, as it leaves them out.
    private let distances: [Double]

    init(distances: [Double]) {
        self.distances = distances.sorted(by: >)
    }

    /// The largest colour distance between two pixels at one place (0 when only anti-aliased
    /// pixels differ): at a threshold from here up, no pixel differs.
    public var largestDistance: Double { distances.first ?? 0 }

    /// The smallest threshold at which at most `allowedPixels` pixels differ: the distance of
    /// the pixel after the `allowedPixels` farthest ones (a pixel exactly at the threshold passes).
    public func smallestThreshold(allowing allowedPixels: Int) -> Double {
        allowedPixels < distances.count ? distances[max(0, allowedPixels)] : 0
    }

    /// How many pixels differ at `threshold`.
    public func differentPixels(atThreshold threshold: Double) -> Int {
        // Largest first: the count is where the distances fall to the threshold.
        var low = 0, high = distances.count
        while low < high {
            let middle = (low + high) / 2
            if distances[middle] > threshold { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension ImageComparison {
    /// How near the two images are to matching, measured with this comparison's options; nil
    /// when their sizes differ. A pass over every differing pixel, so meant for failures only.
    public func closeness() -> Closeness? {
        guard sizesMatch else { return nil }
        return comparator.closeness(expected, actual)
    }
}

extension PixelDiff {
    func closeness(_ expected: Image, _ actual: Image) -> Closeness {
        switch options.metric {
        case .yiq: closeness(expected, actual, metric: YIQMetric(threshold: options.threshold, checkerboard: options.checkerboard))
        case .oklab: closeness(expected, actual, metric: OKLabMetric(threshold: options.threshold, checkerboard: options.checkerboard))
        }
    }

    private func closeness<Metric: ColorMetric>(_ expected: Image, _ actual: Image, metric: Metric) -> Closeness {
        let width = expected.pixelWidth, height = expected.pixelHeight
        let detector = AntiAliasing(width: width, height: height)
        var distances: [Double] = []
        expected.pixels.withUnsafeBytes { rawA in
            actual.pixels.withUnsafeBytes { rawB in
                guard let a = rawA.baseAddress?.assumingMemoryBound(to: UInt32.self),
                      let b = rawB.baseAddress?.assumingMemoryBound(to: UInt32.self) else { return }
                for y in 0 ..< height {
                    for x in 0 ..< width {
                        let i = y * width + x
                        guard a[i] != b[i] else { continue }
                        let distance = metric.distance(a[i], b[i], offset: i * 4)
                        guard distance > 0 else { continue }
                        // The detector does not depend on the threshold, so a pixel it calls
                        // anti-aliasing is ignored at every threshold.
                        if !options.includeAntiAliased
                            && (detector.isAntiAliased(x, y, in: a, a, b, metric: metric) || detector.isAntiAliased(x, y, in: b, b, a, metric: metric)) {
                            continue
                        }
                        distances.append(distance)
                    }
                }
            }
        }
        return Closeness(distances: distances)
    }
}
