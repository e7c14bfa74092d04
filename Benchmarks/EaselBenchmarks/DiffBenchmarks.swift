import Benchmark
import Easel

/// `PixelDiff` (pixelmatch's comparison) on the 1170 × 2532 pair: decoded images, with and
/// without the diff image, two identical images, and from the PNG files as `easel diff` reads them.
enum DiffBenchmarks {
    static func register() {
        Benchmark("Diff 1170×2532 pair") { _ in
            blackHole(PixelDiff().compare(Inputs.pair.expected, Inputs.pair.actual))
        } setup: {
            _ = Inputs.pair
        }
        Benchmark("Diff 1170×2532 pair, drawing the diff image", configuration: EaselThresholds.longConfiguration) { _ in
            blackHole(try PixelDiff().compare(Inputs.pair.expected, Inputs.pair.actual, drawingDiff: true).diffImage())
        } setup: {
            _ = Inputs.pair
        }
        Benchmark("Diff 1170×2532 identical") { _ in
            blackHole(PixelDiff().compare(Inputs.pair.expected, Inputs.pair.expected))
        } setup: {
            _ = Inputs.pair
        }
        // The two files are decoded on two threads.
        Benchmark("Diff 1170×2532 PNG files (decode both + compare)", configuration: EaselThresholds.longConfiguration) { _ in
            blackHole(try PixelDiff().compare(contentsOf: Inputs.pairFiles.expected, Inputs.pairFiles.actual))
        } setup: {
            _ = Inputs.pairFiles
        }
    }
}
