import Benchmark
import Easel
import EaselTesting
import Foundation

/// One snapshot assertion as a test runs it: build the 1170 × 2532 screen, render it, read its
/// reference PNG from disk, compare. `verifySnapshot` is what `assertSnapshot` calls; the
/// reference is recorded into a temporary folder once, before the measurement.
enum SnapshotBenchmarks {
    static var strategy: SnapshotStrategy<ExampleScreen> {
        SnapshotStrategy { screen in try screen.makeView().render(size: screen.size, scale: Inputs.scale) }
    }

    /// One file and test name for both calls, so they name the same reference.
    static func verify(record: RecordMode) -> String? {
        verifySnapshot(of: Inputs.screen, as: strategy, named: "typography", record: record,
                       snapshotDirectory: Inputs.folder.appendingPathComponent("__Snapshots__").path,
                       artifactsDirectory: Inputs.folder.appendingPathComponent("artifacts").path)
    }

    static func register() {
        Benchmark("Snapshot assertion 1170×2532", configuration: EaselThresholds.longConfiguration) { _ in
            if let failure = verify(record: .never) { fatalError(failure) }
        } setup: {
            // Record the reference the way a first test run does.
            _ = verify(record: .all)
        }
    }
}
