import Benchmark
import Easel

/// Every example screen laid out and drawn (text measured and shaped, no PNG encoding), at @2x
/// and @3x, from a new view tree each time as a test would build it. The tree is built before
/// the measurement starts.
enum RenderBenchmarks {
    static func register() {
        for scale in [2, 3] {
            for screen in ExampleScreen.all {
                let renderer = ViewRenderer(scale: CGFloat(scale))
                Benchmark("Render \(screen.name) @\(scale)x") { benchmark in
                    let view = screen.makeView()
                    benchmark.startMeasurement()
                    blackHole(try renderer.render(view, size: screen.size))
                }
            }
        }
    }
}
