import Easel
import Foundation

/// Renders `value` as text, compares it with its `.txt` reference and returns nil when they
/// match, or a message with the lines that differ (`-` reference, `+` actual). Recording works
/// as for images; the actual text of a failure is written to the artifacts folder.
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: TextSnapshotStrategy<Value>,
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil,
    filePath: String = #filePath,
    testName: String = #function
) -> String? {
    // What the strategy's accessibility checks find fails the snapshot too.
    AccessibilityFindings.collecting {
        compareSnapshot(of: value, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory, filePath: filePath, testName: testName)
    }
}

/// `verifySnapshot` itself, before the accessibility findings are added.
private func compareSnapshot<Value>(
    of value: () throws -> Value,
    as strategy: TextSnapshotStrategy<Value>,
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil,
    filePath: String = #filePath,
    testName: String = #function
) -> String? {
    let files: SnapshotFiles
    do {
        files = try SnapshotFiles(filePath: filePath, testName: testName, name: name, snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory, pathExtension: "txt")
    } catch {
        return "\(error)"
    }
    do {
        // Another shard's snapshot (EASEL_SHARD) is not rendered. Neither test framework can
        // skip one assertion, so the test sees no failure; the run record says skipped, and
        // `easel report --merge` checks that another shard ran it.
        if try files.isOtherShards() { return nil }
        let mode = try RecordMode.resolve(record)
        let actual = try strategy.render(value())
        let referencePath = files.reference.path
        if mode == .all {
            try write(actual, to: files.reference)
            files.log(.recorded)
            return "Recorded snapshot “\(files.baseName)” because recording is on (.all): \(referencePath)\nTurn recording off and run again to check it."
        }
        guard FileManager.default.fileExists(atPath: referencePath) else {
            guard mode != .never else {
                let message = "No reference text for snapshot “\(files.baseName)” at \(referencePath), and recording is .never\(RecordMode.ciNote(record))."
                files.log(.error, message: message)
                return message
            }
            try write(actual, to: files.reference)
            files.log(.recorded)
            return "No reference text was found for snapshot “\(files.baseName)”, so one was recorded: \(referencePath)\nRead it, then run again to check it."
        }
        let reference = try String(contentsOf: files.reference, encoding: .utf8)
        if reference == actual {
            try? FileManager.default.removeItem(at: files.artifact("actual", pathExtension: "txt"))
            files.log(.matched)
            return nil
        }
        var lines = ["Snapshot “\(files.baseName)” does not match its reference:"]
        lines += lineDifferences(reference, actual)
        try write(actual, to: files.artifact("actual", pathExtension: "txt"))
        lines.append("actual: \(files.artifact("actual", pathExtension: "txt").path)")
        if mode == .failed {
            try write(actual, to: files.reference)
            files.log(.failedAndRecorded)
            lines.append("Recorded the new text as the reference (recording is .failed): \(referencePath)")
        }
        if mode != .failed {
            files.log(.failed, actual: files.artifact("actual", pathExtension: "txt"))
            lines.append("Approve it with: easel approve \(files.artifactName)")
        }
        return lines.joined(separator: "\n")
    } catch {
        let message = "Snapshot “\(files.baseName)” could not be checked: \(error)"
        files.log(.error, message: message)
        return message
    }
}

/// The lines that differ between two texts, line by line in order (enough for view trees,
/// whose lines stay in place when a frame changes): `-` the reference's, `+` the actual's.
func lineDifferences(_ reference: String, _ actual: String) -> [String] {
    let old = reference.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
    var out: [String] = []
    for index in 0 ..< max(old.count, new.count) {
        let before = index < old.count ? old[index] : nil, after = index < new.count ? new[index] : nil
        guard before != after else { continue }
        if let before { out.append("- \(before)") }
        if let after { out.append("+ \(after)") }
    }
    return out
}

/// Writes text atomically, creating its folder.
private func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
}
