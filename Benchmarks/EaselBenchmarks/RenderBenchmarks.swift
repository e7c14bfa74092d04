import Benchmark
import Easel

/// Every example screen laid out and drawn (text measured and shaped, no PNG encoding), at @2x
/// and @3x, from a new view tree each time as a test would build it. The tree is built before
/// the measurement starts.
enum RenderBenchmarks {
    static func register() {
        for scale in [2, 3] {
            for screen in ExampleScreen.all {
                let renderer = ViewRenderer(RenderConfiguration(size: screen.size, scale: CGFloat(scale)))
                // The text-heavy screens at @3x take 30 ms and more.
                let configuration = scale == 3 ? EaselThresholds.longConfiguration : Benchmark.defaultConfiguration
                Benchmark("Render \(screen.name) @\(scale)x", configuration: configuration) { benchmark in
                    let view = screen.makeView()
                    benchmark.startMeasurement()
                    blackHole(try renderer.render(view))
                }
            }
        }
    }
}
