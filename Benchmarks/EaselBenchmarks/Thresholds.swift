import Benchmark

/// How far a run may be from the committed baseline before `scripts/bench --compare` calls it a
/// regression. Allocation counts are nearly deterministic, so they are tight: they are the precise
/// signal. Wall time is loose and judged at the 25th percentile, the least disturbed by other
/// work: on the shared 2-core build machine (load 20) medians of the same build moved by 30 to
/// 65 % between two runs. Peak memory sits between.
enum EaselThresholds {
    static var all: [BenchmarkMetric: BenchmarkThresholds] {
        [
            .wallClock: BenchmarkThresholds(relative: [.p25: 50]),
            .mallocCountTotal: BenchmarkThresholds(relative: [.p50: 2]),
            .peakMemoryResident: BenchmarkThresholds(relative: [.p50: 10]),
        ]
    }

    /// For work spread over two threads, whose allocation count depends on how the threads meet
    /// (Dispatch's own allocations): 116 to 141 for the same work in one run.
    static var twoThreads: [BenchmarkMetric: BenchmarkThresholds] {
        var thresholds = all
        thresholds[.mallocCountTotal] = BenchmarkThresholds(relative: [.p50: 15])
        return thresholds
    }
}
