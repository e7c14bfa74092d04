import Benchmark

/// How far a run may be from the committed baseline before `scripts/bench --compare` calls it a
/// regression. Wall time is loose: the build machine is shared and its load varies from run to
/// run. Allocation counts are nearly deterministic, so they are tight; peak memory sits between.
enum EaselThresholds {
    static var all: [BenchmarkMetric: BenchmarkThresholds] {
        [
            .wallClock: BenchmarkThresholds(relative: [.p50: 25]),
            .mallocCountTotal: BenchmarkThresholds(relative: [.p50: 2], absolute: [.p50: 20]),
            .peakMemoryResident: BenchmarkThresholds(relative: [.p50: 10]),
        ]
    }
}
