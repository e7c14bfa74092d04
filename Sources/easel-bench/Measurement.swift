import Foundation

/// Repeated timings of one step, reported by their median (robust to a stray slow run): wall
/// time, the calling thread's CPU time, which a machine busy with other work disturbs less, and
/// the cores the whole process kept busy (CPU time of all its threads over wall time), which
/// shows whether work spread over threads ran at once or waited.
struct Measurement {
    let name: String
    private(set) var samples: [Duration] = []
    private(set) var cpuSamples: [Double] = []
    private(set) var processCPUSamples: [Double] = []
    /// False when the step runs in another process, whose CPU time this thread does not see.
    var reportsCPU = true

    init(_ name: String, reportsCPU: Bool = true) {
        self.name = name
        self.reportsCPU = reportsCPU
    }

    /// Times `body` once and keeps the sample.
    mutating func time<T>(_ body: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        let cpuStart = Self.threadCPUMilliseconds
        let processStart = Self.processCPUMilliseconds
        let start = clock.now
        let result = try body()
        samples.append(clock.now - start)
        cpuSamples.append(Self.threadCPUMilliseconds - cpuStart)
        processCPUSamples.append(Self.processCPUMilliseconds - processStart)
        return result
    }

    var medianMilliseconds: Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        let median = sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
        return Double(median.components.seconds) * 1000 + Double(median.components.attoseconds) / 1e15
    }

    var medianCPUMilliseconds: Double {
        let sorted = cpuSamples.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// The process's CPU time over wall time, summed over every sample: 1.0 is one core busy
    /// throughout, 2.0 two.
    var coresBusy: Double {
        let wall = samples.reduce(0.0) { $0 + Double($1.components.seconds) * 1000 + Double($1.components.attoseconds) / 1e15 }
        return processCPUSamples.reduce(0, +) / max(wall, 0.001)
    }

    private static var threadCPUMilliseconds: Double { milliseconds(of: CLOCK_THREAD_CPUTIME_ID) }
    private static var processCPUMilliseconds: Double { milliseconds(of: CLOCK_PROCESS_CPUTIME_ID) }

    private static func milliseconds(of clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }

    /// One line: name, median wall and CPU time, and sample count.
    var report: String {
        let padded = name.padding(toLength: 34, withPad: " ", startingAt: 0)
        let cpu = reportsCPU ? ", cpu \(String(format: "%8.3f", medianCPUMilliseconds)) ms" : ""
        return "\(padded) median \(String(format: "%9.3f", medianMilliseconds)) ms\(cpu)  (\(samples.count) runs)"
    }
}
