import Easel
import EaselImage
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
    // What the strategy's accessibility checks find fails the snapshot too.
    AccessibilityFindings.collecting {
        compareSnapshot(of: value, as: strategy, named: name, tolerance: tolerance, record: record, snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory, filePath: filePath, testName: testName)
    }
}

/// `verifySnapshot` itself, before the accessibility findings are added.
private func compareSnapshot<Value>(
    of value: () throws -> Value,
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
        // Another shard's snapshot (EASEL_SHARD) is not rendered. Neither test framework can
        // skip one assertion, so the test sees no failure; the run record says skipped, and
        // `easel report --merge` checks that another shard ran it.
        if try files.isOtherShards() { return nil }
        let mode = try RecordMode.resolve(record)
        let actual = try strategy.render(value())
        let manager = FileManager.default
        let referencePath = files.reference.path

        if mode == .all {
            try write(actual, to: files.reference)
            files.log(.recorded)
            return "Recorded snapshot “\(files.baseName)” because recording is on (.all): \(referencePath)\nTurn recording off and run again to check it."
        }
        guard manager.fileExists(atPath: referencePath) else {
            guard mode != .never else {
                let message = "No reference image for snapshot “\(files.baseName)” at \(referencePath), and recording is .never\(RecordMode.ciNote(record))."
                files.log(.error, message: message)
                return message
            }
            try write(actual, to: files.reference)
            files.log(.recorded)
            return "No reference image was found for snapshot “\(files.baseName)”, so one was recorded: \(referencePath)\nLook at it, then run again to check it."
        }

        let reference = try Image(contentsOfFile: referencePath, scale: actual.scale)
        // Pixels within the threshold but not identical are painted faint in the diff image.
        var options = tolerance.options
        if options.similarColor == nil { options.similarColor = PixelDiff.Options.faintSimilarColor }
        let comparison = PixelDiff(options).compare(reference, actual)
        if tolerance.accepts(comparison) {
            // Artifacts of an earlier failure would describe a problem that is gone.
            for kind in ["reference", "actual", "diff"] { try? manager.removeItem(at: files.artifact(kind)) }
            files.log(.matched)
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
        if let nearest = nearestPass(comparison, tolerance: tolerance) { lines.append(nearest) }
        if mode == .failed {
            try write(actual, to: files.reference)
            files.log(.failedAndRecorded)
            lines.append("Recorded the new image as the reference (recording is .failed): \(referencePath)")
        } else {
            files.log(.failed, actual: files.artifact("actual"))
            lines.append("Approve it with: easel approve \(files.artifactName)")
        }
        return lines.joined(separator: "\n")
    } catch {
        let message = "Snapshot “\(files.baseName)” could not be checked: \(error)"
        files.log(.error, message: message)
        return message
    }
}

/// How close a failure came to passing: the largest colour distance, the smallest threshold
/// that passes with the tolerance's pixel limits, the smallest pixel count that passes at its
/// threshold, and the pixels that differ within the threshold (faint in the diff image).
func nearestPass(_ comparison: ImageComparison, tolerance: Tolerance) -> String? {
    guard let closeness = comparison.closeness(), comparison.isComplete else { return nil }
    let allowed = tolerance.allowedPixels(of: comparison.totalPixels)
    var text = "Nearest pass: the largest colour distance is \(threshold(closeness.largestDistance))"
    text += "; it passes at threshold \(threshold(closeness.smallestThreshold(allowing: allowed))) allowing \(allowed) pixel\(allowed == 1 ? "" : "s")"
    text += ", or at threshold \(tolerance.threshold) allowing \(comparison.differentPixels) pixels (maxDifferentPixels: \(comparison.differentPixels))."
    if comparison.similarPixels > 0 {
        text += " \(comparison.similarPixels) more pixel\(comparison.similarPixels == 1 ? " differs" : "s differ") within the threshold (faint in the diff)."
    }
    return text
}

/// A threshold rounded up to 4 decimals, so that the number printed passes as it reads.
private func threshold(_ value: Double) -> String {
    let rounded = ((value + 1e-9) * 10_000).rounded(.up) / 10_000
    var text = String(format: "%.4f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

/// Writes a reference atomically, creating its folder, as small as `PNGCompression.reference`
/// makes it (references are kept in repositories; failure artifacts are not).
private func write(_ image: Image, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try image.writePNG(to: url, compression: .reference)
}
