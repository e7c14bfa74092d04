import Benchmark

/// How far a run may be from the committed baseline before `scripts/bench --compare` calls it a
/// regression.
///
/// Allocations are judged at the minimum (p0) and in allocations, not percent: package-benchmark
/// samples the process's memory every 10 ms on a thread that allocates 4 times a sample, so an
/// iteration's count grows with its wall time, and the machine's load stretches wall time (the
/// snapshot assertion's minimum went from 2298 to 2337 with the test suite running beside it).
/// A real regression adds an allocation per row, view or glyph run: hundreds, not tens.
///
/// Wall time is judged loosely at the 25th percentile, the least disturbed by other work; on the
/// shared 2-core build machine at load 20, two runs of one build still differed by 30 to 170 %.
/// Peak memory sits between.
enum EaselThresholds {
    static var all: [BenchmarkMetric: BenchmarkThresholds] {
        [
            .wallClock: BenchmarkThresholds(relative: [.p25: 50]),
            .mallocCountTotal: BenchmarkThresholds(absolute: [.p0: 50]),
            .peakMemoryResident: BenchmarkThresholds(relative: [.p50: 10]),
        ]
    }

    /// For iterations of 30 ms and more (under load, several times that), which the memory
    /// sampler visits more often, and for the diff that decodes on two threads, whose count also
    /// depends on how the threads meet.
    static var longIterations: [BenchmarkMetric: BenchmarkThresholds] {
        var thresholds = all
        thresholds[.mallocCountTotal] = BenchmarkThresholds(absolute: [.p0: 150])
        return thresholds
    }

    /// The default configuration with the thresholds of long iterations.
    static var longConfiguration: Benchmark.Configuration { .init(thresholds: longIterations) }
}
