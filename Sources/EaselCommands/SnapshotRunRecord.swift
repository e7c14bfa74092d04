import EaselCommandCore
import EaselImage
import Foundation

/// The run record EaselTesting leaves in an artifacts folder (`run/*.jsonl`, one file a test
/// process), as `easel approve` and `easel clean` read it.
struct SnapshotRunRecord {
    /// One test process's lines.
    struct Process {
        let file: URL
        let start: SnapshotRunEvent?
        let events: [SnapshotRunEvent]
        var ended: Bool { events.contains { $0.kind == .end } }
    }

    /// A failed assertion: the reference it compared with, and its actual image or text.
    struct Failure {
        /// As `easel report` names it: the actual artifact's path below the artifacts folder,
        /// without `.actual.png` (`LoginTests/testLogin.1`).
        let name: String
        let reference: URL
        let actual: URL
        let artifacts: URL
    }

    let folder: URL
    let processes: [Process]

    /// Reads every record in `folder`; a missing folder, a folder with no record, and a line that
    /// is not a record's are errors that say which file and line.
    init(folder path: String) throws {
        folder = try CommandError.existingFolder(path)
        let records = folder.appendingPathComponent(SnapshotRunEvent.folderName, isDirectory: true)
        let files = ((try? FileManager.default.contentsOfDirectory(at: records, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "jsonl" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        guard !files.isEmpty else {
            throw CommandError("\(path): no run record (\(SnapshotRunEvent.folderName)/*.jsonl): run the tests with EaselTesting, which writes it, then try again")
        }
        let decoder = JSONDecoder()
        processes = try files.map { file in
            let data: Data
            do { data = try Data(contentsOf: file) } catch {
                throw CommandError("\(file.path): cannot be read: \(FileContents.plainWords(for: error))")
            }
            var events: [SnapshotRunEvent] = []
            for (index, line) in data.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
                do {
                    events.append(try decoder.decode(SnapshotRunEvent.self, from: Data(line)))
                } catch {
                    throw CommandError("\(file.path):\(index + 1): not a run record line: \(MessageText.shortened(String(decoding: line, as: UTF8.self)))")
                }
            }
            return Process(file: file, start: events.first { $0.kind == .start }, events: events)
        }
    }

    /// Every assertion of the run, in order.
    var assertions: [SnapshotRunEvent] { processes.flatMap { $0.events.filter { $0.kind == .assertion } } }

    /// The failures approve can replace, the last outcome of each reference deciding.
    func failures(packageRoot: URL) -> [Failure] {
        var last: [String: SnapshotRunEvent] = [:]
        var order: [String] = []
        for event in assertions {
            guard let reference = event.reference else { continue }
            if last[reference] == nil { order.append(reference) }
            last[reference] = event
        }
        return order.compactMap { key in
            guard let event = last[key], event.outcome == .failed, let actual = event.actual else { return nil }
            let actualURL = Self.resolve(actual, against: folder)
            var name = actual
            for suffix in [".actual.png", ".actual.txt"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
            return Failure(name: name, reference: Self.resolve(key, against: packageRoot), actual: actualURL, artifacts: folder)
        }
    }

    /// A failure the artifacts hold no image of: a strict assertion that failed on its layout (an
    /// ambiguous view, a conflict, a missing glyph) though its image may match, or a snapshot
    /// that could not be checked at all.
    struct FailureWithoutImage: Hashable {
        /// The test and where it failed (`screen409() at SuiteTests/GeneratedSuiteTests.swift:1707`),
        /// or the snapshot's reference when it could not be checked.
        let name: String
        let message: String
    }

    /// The run's failures without an image, each once, in the order met; a snapshot that could
    /// not be checked counts when its last outcome says so.
    var failuresWithoutImage: [FailureWithoutImage] {
        var found: [FailureWithoutImage] = []
        var seen = Set<FailureWithoutImage>()
        var lastOutcome: [String: SnapshotRunEvent] = [:]
        for event in processes.flatMap(\.events) {
            switch event.kind {
            case .testFailed:
                guard let message = event.message else { continue }
                let failure = FailureWithoutImage(name: [event.test, event.location.map { "at \($0)" }].compactMap { $0 }.joined(separator: " "), message: message)
                if seen.insert(failure).inserted { found.append(failure) }
            case .assertion:
                if let reference = event.reference { lastOutcome[reference] = event }
            default:
                continue
            }
        }
        for (reference, event) in lastOutcome.sorted(by: { $0.key < $1.key }) where event.outcome == .error {
            let failure = FailureWithoutImage(name: reference, message: event.message ?? "could not be checked (the run record does not say why)")
            if seen.insert(failure).inserted { found.append(failure) }
        }
        return found
    }

    /// Why the run does not show every reference in use, one reason each; empty for a whole,
    /// passing run. `asShard`: the folder is one shard of several, so its filter is the split.
    func partialReasons(asShard: Bool) -> [String] {
        var reasons: [String] = []
        for process in processes {
            let name = process.file.lastPathComponent
            if !asShard, process.start?.filtered == true {
                reasons.append("\(name): the run was filtered (\(MessageText.shortened((process.start?.arguments ?? []).dropFirst().joined(separator: " "))))")
            }
            let failedTests = process.events.filter { $0.kind == .testFailed }.count
            if failedTests > 0 { reasons.append("\(name): \(failedTests) test failure\(failedTests == 1 ? "" : "s")") }
            if !process.ended { reasons.append("\(name): the test process did not finish") }
        }
        return reasons.map { "\(folder.path)/\(SnapshotRunEvent.folderName)/\($0)" }
    }

    /// A record's path: relative ones below `root`.
    static func resolve(_ path: String, against root: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    }
}
