import Easel
import Foundation

/// One snapshot assertion as a test runs it, in process: render the 1170 × 2532 typography
/// screen, decode its reference PNG from disk, compare. Timed on one thread, then as many
/// assertions at once as there are cores, to show whether anything serialises them.
struct SnapshotBenchmark {
    let iterations: Int

    func run() throws {
        let screen = ExampleScreen.typography
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-bench-snapshot-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("reference.png")
        try screen.makeView().render(size: screen.size, scale: 3).writePNG(to: reference)

        @Sendable func assertion() throws -> Bool {
            let actual = try screen.makeView().render(size: screen.size, scale: 3)
            let expected = try Image(contentsOfFile: reference.path, scale: 3)
            return PixelDiff().compare(expected, actual).isIdentical
        }
        var render = Measurement("render 1170×2532")
        var decode = Measurement("decode its reference PNG")
        var whole = Measurement("snapshot assertion, one core")
        for _ in 0 ..< iterations {
            _ = try render.time { try screen.makeView().render(size: screen.size, scale: 3) }
            _ = try decode.time { try Image(contentsOfFile: reference.path, scale: 3) }
            guard try whole.time(assertion) else { throw BenchmarkError("the snapshot does not match its reference") }
        }
        print("\nsnapshot assertion (render + decode reference + compare), typography at scale 3:")
        for measurement in [render, decode, whole] { print(measurement.report) }

        // Throughput on every core: assertions per second with one thread and with N.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let count = max(iterations, cores * 10)
        let oneThread = try throughput(threads: 1, count: count, assertion)
        let allThreads = try throughput(threads: cores, count: count, assertion)
        print(String(format: "%d assertions: %.1f/s on 1 thread, %.1f/s on %d threads (%.2f× on %d cores)",
                     count, oneThread.rate, allThreads.rate, cores, allThreads.rate / oneThread.rate, cores))
        // On a machine busy with other work the rate says little; the CPU the process got per
        // second of wall time shows whether the threads ran at once or waited for each other.
        print(String(format: "cores busy while they ran: %.2f on 1 thread, %.2f on %d threads",
                     oneThread.busyCores, allThreads.busyCores, cores))
    }

    /// Assertions per second with `threads` threads working through `count` of them.
    private func throughput(threads: Int, count: Int, _ assertion: @escaping @Sendable () throws -> Bool) throws -> (rate: Double, busyCores: Double) {
        let failures = Counter()
        // Each thread's first text loads the fonts into a font map of its own: not timed.
        DispatchQueue.concurrentPerform(iterations: threads) { _ in if (try? assertion()) != true { failures.add() } }
        let start = ContinuousClock.now
        let cpuStart = Self.processCPUSeconds
        DispatchQueue.concurrentPerform(iterations: threads) { worker in
            for _ in stride(from: worker, to: count, by: threads) where (try? assertion()) != true { failures.add() }
        }
        let elapsed = ContinuousClock.now - start
        let cpu = Self.processCPUSeconds - cpuStart
        guard failures.value == 0 else { throw BenchmarkError("\(failures.value) parallel assertions failed") }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (Double(count) / seconds, cpu / seconds)
    }

    /// CPU time of every thread of the process so far.
    private static var processCPUSeconds: Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// A count several threads add to.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
