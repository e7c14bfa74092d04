import Benchmark

/// How far a run may be from the committed baseline before `scripts/bench --compare` calls it a
/// regression. Allocation counts are nearly deterministic, so they are tight: they are the precise
/// signal. They are judged at the minimum (p0) and in allocations, not percent:
/// package-benchmark's memory sampler adds 4 allocations to an iteration each time it samples, so
/// the longer iterations' counts drift by a few samples (56 to 60 for the PNG encode, 1635 to
/// 1643 for a render); a real regression adds an allocation per row, view or glyph run. Wall time is loose and judged at the 25th percentile, the least disturbed by other
/// work: on the shared 2-core build machine (load 20) medians of the same build moved by 30 to
/// 65 % between two runs. Peak memory sits between.
enum EaselThresholds {
    static var all: [BenchmarkMetric: BenchmarkThresholds] {
        [
            .wallClock: BenchmarkThresholds(relative: [.p25: 50]),
            .mallocCountTotal: BenchmarkThresholds(absolute: [.p0: 12]),
            .peakMemoryResident: BenchmarkThresholds(relative: [.p50: 10]),
        ]
    }

    /// For work spread over two threads, whose allocation count depends on how the threads meet
    /// (Dispatch's own allocations): 116 to 141 for the same work in one run.
    static var twoThreads: [BenchmarkMetric: BenchmarkThresholds] {
        var thresholds = all
        thresholds[.mallocCountTotal] = BenchmarkThresholds(absolute: [.p0: 30])
        return thresholds
    }
}
