import Benchmark
import Easel

/// A 1170 × 2532 screen encoded with Easel's default compression (`.screen`) and decoded.
enum PNGBenchmarks {
    static func register() {
        Benchmark("PNG encode 1170×2532", configuration: EaselThresholds.longConfiguration) { _ in
            blackHole(try Inputs.pair.expected.pngData())
        } setup: {
            _ = Inputs.pair
        }
        Benchmark("PNG decode 1170×2532") { _ in
            blackHole(try Image(pngData: Inputs.expectedPNG, scale: Inputs.scale))
        } setup: {
            _ = Inputs.expectedPNG
        }
    }
}
