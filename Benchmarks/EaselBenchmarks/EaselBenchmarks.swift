import Benchmark
import Foundation

/// Every benchmark, registered in the order they print. The metrics are the same for all:
/// wall clock (compared by median), allocations and peak resident memory.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 2,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 50,
        thresholds: EaselThresholds.all
    )
    Benchmark.teardown = { try? FileManager.default.removeItem(at: Inputs.folder) }
    // What the harness itself counts for a closure that does nothing: the floor under every row.
    Benchmark("Harness floor: an empty closure") { _ in }
    RenderBenchmarks.register()
    LayoutBenchmarks.register()
    SolverBenchmarks.register()
    ConstraintBenchmarks.register()
    PNGBenchmarks.register()
    DiffBenchmarks.register()
    SnapshotBenchmarks.register()
}
