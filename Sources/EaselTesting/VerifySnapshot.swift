import Easel
import Foundation

/// Renders `value`, compares it with its reference image and returns nil when they match, or a
/// message saying what failed. `assertSnapshot` reports that message as a test failure; call this
/// directly to handle it yourself.
///
/// A missing reference is written (unless recording is `.never`) and reported. A mismatch is
/// reported with the count, ratio and bounding box of the differing pixels, and the reference,
/// actual and diff images are written to the artifacts folder (`EASEL_ARTIFACTS`, by default
/// `.build/easel-artifacts/<TestFile>/`). References are written atomically.
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: SnapshotStrategy<Value>,
    named name: String? = nil,
    tolerance: Tolerance = .exact,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil,
    filePath: String = #filePath,
    testName: String = #function
) -> String? {
    let files: SnapshotFiles
    do {
        files = try SnapshotFiles(filePath: filePath, testName: testName, name: name, snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory)
    } catch {
        return "\(error)"
    }
    do {
        let mode = try RecordMode.resolve(record)
        let actual = try strategy.render(value())
        let manager = FileManager.default
        let referencePath = files.reference.path

        if mode == .all {
            try write(actual, to: files.reference)
            return "Recorded snapshot “\(files.baseName)” because recording is on (.all): \(referencePath)\nTurn recording off and run again to check it."
        }
        guard manager.fileExists(atPath: referencePath) else {
            guard mode != .never else {
                return "No reference image for snapshot “\(files.baseName)” at \(referencePath), and recording is .never."
            }
            try write(actual, to: files.reference)
            return "No reference image was found for snapshot “\(files.baseName)”, so one was recorded: \(referencePath)\nLook at it, then run again to check it."
        }

        let reference = try Image(contentsOfFile: referencePath, scale: actual.scale)
        let comparison = tolerance.diff.compare(reference, actual)
        if tolerance.accepts(comparison) {
            // Artifacts of an earlier failure would describe a problem that is gone.
            for kind in ["reference", "actual", "diff"] { try? manager.removeItem(at: files.artifact(kind)) }
            return nil
        }

        var lines = ["Snapshot “\(files.baseName)” does not match its reference: \(comparison.summary)."]
        if comparison.sizesMatch {
            lines[0] += " Allowed: \(tolerance.allowedPixels(of: comparison.totalPixels)) pixels at threshold \(tolerance.threshold)."
        }
        try manager.createDirectory(at: files.artifactsFolder, withIntermediateDirectories: true)
        try reference.writePNG(to: files.artifact("reference"))
        try actual.writePNG(to: files.artifact("actual"))
        lines.append("reference: \(files.artifact("reference").path)")
        lines.append("actual:    \(files.artifact("actual").path)")
        if let diff = try comparison.diffImage() {
            try diff.writePNG(to: files.artifact("diff"))
            lines.append("diff:      \(files.artifact("diff").path)")
        }
        if mode == .failed {
            try write(actual, to: files.reference)
            lines.append("Recorded the new image as the reference (recording is .failed): \(referencePath)")
        }
        return lines.joined(separator: "\n")
    } catch {
        return "Snapshot “\(files.baseName)” could not be checked: \(error)"
    }
}

/// Writes a reference atomically, creating its folder.
private func write(_ image: Image, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try image.writePNG(to: url)
}
