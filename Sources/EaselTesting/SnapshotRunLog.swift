import EaselImage
import Foundation
import XCTest

/// The run record this process writes into each artifacts folder it asserts into:
/// `run/<process>.jsonl`, a start line (the run, the command line, whether it was filtered, the
/// shard), a line per assertion (its reference and outcome, `skipped` for another shard's), a line per failed test that it sees (XCTest's
/// failures and failed snapshot assertions; `verifySnapshot` alone leaves failing to its
/// caller), and an end line
/// when the process exits normally. `easel approve` finds each failure's reference in it;
/// `easel clean` reads which references a whole run asserted, and refuses a run that was
/// filtered, had a failure or did not end.
///
/// A run is the processes of one `swift test` (it starts XCTest's and Swift Testing's one after
/// the other): they share the parent process, and so the run's name; `EASEL_RUN` names it
/// explicitly. The first process of a new run removes the records of earlier runs.
final class SnapshotRunLog: @unchecked Sendable {
    static let shared = SnapshotRunLog()
    /// The log assertions write to: this process's, or one a test of the run record sets up
    /// to stand for another process.
    @TaskLocal static var current: SnapshotRunLog?

    private let lock = NSLock()
    /// The record file of each artifacts folder, by the folder's path.
    private var files: [String: FileHandle] = [:]
    private let run: String
    private let arguments: [String]
    private var observing = false
    /// `EASEL_SHARD` as given: the process asserts only the snapshots of that shard.
    private let shardSetting: String?

    init(environment: [String: String] = ProcessInfo.processInfo.environment, arguments: [String] = CommandLine.arguments) {
        run = environment["EASEL_RUN"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.parentRun()
        self.arguments = arguments
        shardSetting = environment["EASEL_SHARD"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The shard of the suite this process runs, nil for the whole suite; throws when
    /// `EASEL_SHARD` is not `I/N`, so that every assertion fails saying so rather than the
    /// process running everything or nothing.
    func shard() throws -> SuiteShard? {
        guard let shardSetting else { return nil }
        guard let shard = SuiteShard(parsing: shardSetting) else {
            throw SnapshotSetupError("EASEL_SHARD=\(shardSetting) is not a shard; use I/N with 1 ≤ I ≤ N, such as 2/4")
        }
        return shard
    }

    /// Adds one assertion to the record in `artifactsRoot`.
    func record(reference: URL, packageRoot: URL, outcome: SnapshotRunEvent.Outcome, actual: URL?, artifactsRoot: URL, message: String? = nil) {
        let event = SnapshotRunEvent(kind: .assertion, reference: reference.relativePath(from: packageRoot), outcome: outcome,
                                     actual: actual.map { $0.relativePath(from: artifactsRoot) }, message: message)
        lock.lock()
        defer { lock.unlock() }
        startObserving()
        guard let file = file(in: artifactsRoot) else { return }
        file.write(event.line())
    }

    /// A failed test (an XCTest failure, or a failed snapshot assertion): every record open now
    /// says the run had one. A failure with no image (a strict assertion's layout problem) gives
    /// its `message` and `location`, which `easel report` lists beside the images.
    func testFailed(_ test: String, message: String? = nil, location: String? = nil) {
        lock.lock()
        defer { lock.unlock() }
        for file in files.values { file.write(SnapshotRunEvent(kind: .testFailed, test: test, message: message, location: location).line()) }
    }

    /// Ends every record; called as the process exits.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        for file in files.values {
            file.write(SnapshotRunEvent(kind: .end).line())
            try? file.close()
        }
        files = [:]
    }

    /// The open record of `root`, created (with its start line) on first use, after removing
    /// the records of other runs. Nil when the folder cannot be written: the assertion itself
    /// still runs, and `easel clean` then finds no record and says so.
    private func file(in root: URL) -> FileHandle? {
        if let file = files[root.path] { return file }
        let manager = FileManager.default
        let folder = root.appendingPathComponent(SnapshotRunEvent.folderName, isDirectory: true)
        try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
        for old in (try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [] where old.pathExtension == "jsonl" {
            if Self.firstEvent(of: old)?.run != run { try? manager.removeItem(at: old) }
        }
        let process = ProcessInfo.processInfo.processIdentifier
        let url = folder.appendingPathComponent("\(process)-\(UInt64(Date().timeIntervalSince1970 * 1000)).jsonl")
        guard manager.createFile(atPath: url.path, contents: nil), let file = try? FileHandle(forWritingTo: url) else { return nil }
        file.write(SnapshotRunEvent(kind: .start, run: run, arguments: arguments, filtered: Self.isFiltered(arguments),
                                    shard: (try? shard())?.description).line())
        if files.isEmpty && self === SnapshotRunLog.shared { atexit { SnapshotRunLog.shared.finish() } }
        files[root.path] = file
        return file
    }

    private func startObserving() {
        guard !observing, self === SnapshotRunLog.shared else { return }
        observing = true
        XCTestObservationCenter.shared.addTestObserver(FailureObserver())
    }

    private static func firstEvent(of url: URL) -> SnapshotRunEvent? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 64 * 1024)) ?? Data()
        guard let line = head.split(separator: 0x0A).first else { return nil }
        return try? JSONDecoder().decode(SnapshotRunEvent.self, from: Data(line))
    }

    /// Whether a test process's command line runs only some tests: Swift Testing's and XCTest's
    /// `--filter` and `--skip`, or XCTest's list of tests (`Module.Suite/test`) as SwiftPM passes
    /// a filter to it.
    static func isFiltered(_ arguments: [String]) -> Bool {
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            if ["--filter", "--skip"].contains(argument) || argument.hasPrefix("--filter=") || argument.hasPrefix("--skip=") { return true }
            if argument.hasPrefix("-") {
                // Options that take a value: the value is not a test list.
                if ["--testing-library", "--num-workers", "--xunit-output", "--event-stream-output-path", "--event-stream-version",
                    "--experimental-event-stream-version", "--configuration-path", "--attachments-path", "--repetitions",
                    "--repeat-until", "--experimental-attachments-path", "--symbolicate-backtraces"].contains(argument) {
                    _ = rest.popFirst()
                }
                continue
            }
            if !argument.hasSuffix(".xctest") { return true }
        }
        return false
    }

    /// `<parent>-<its start time>`: the same for the processes one `swift test` starts, different
    /// for the next `swift test` (Linux's `/proc`; elsewhere the parent's number).
    private static func parentRun() -> String {
        let parent = getppid()
        guard let stat = try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return "\(parent)" }
        // Fields after the command's closing parenthesis: state is field 3, start time field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? "\(parent)-\(fields[19])" : "\(parent)"
    }
}

/// Tells the run record of XCTest failures: a run with one is not whole.
private final class FailureObserver: NSObject, XCTestObservation {
    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        SnapshotRunLog.shared.testFailed(testCase.name)
    }
}
