import Foundation

/// Repeated timings of one step, reported by their median (robust to a stray slow run).
struct Measurement {
    let name: String
    private(set) var samples: [Duration] = []

    init(_ name: String) { self.name = name }

    /// Times `body` once and keeps the sample.
    mutating func time<T>(_ body: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        samples.append(clock.now - start)
        return result
    }

    var medianMilliseconds: Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        let median = sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
        return Double(median.components.seconds) * 1000 + Double(median.components.attoseconds) / 1e15
    }

    /// One line: name, median and sample count.
    var report: String {
        let padded = name.padding(toLength: 34, withPad: " ", startingAt: 0)
        return "\(padded) median \(String(format: "%9.3f", medianMilliseconds)) ms  (\(samples.count) runs)"
    }
}
