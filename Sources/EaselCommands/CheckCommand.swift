import ArgumentParser
import Easel
import EaselCommandCore
import Foundation

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render screen files and compare each with its reference PNG.",
        discussion: """
        Renders every screen file and compares it with REFERENCES/NAME.png the way `easel diff` \
        does. Prints each screen that does not match; for each writes NAME.reference.png, \
        NAME.actual.png and NAME.diff.png into the artifacts folder, with report.html showing \
        them all. Exits 0 when every screen matches, 1 when one does not or has no reference \
        (--record writes the missing ones), 2 when a screen file or reference cannot be read.
        """
    )

    @Argument(help: "Screen files or folders of them.")
    var files: [String]

    @Option(help: "The folder of reference PNGs, one NAME.png per screen.")
    var references: String

    @Option(help: "Where failure artifacts and report.html go.")
    var artifacts = "easel-artifacts"

    @Flag(help: "Write the reference of a screen that has none, instead of failing it.")
    var record = false

    @Option(help: "Colour distance, 0 to 1, above which pixels differ.")
    var threshold: Double = 0.1

    @OptionGroup var options: RenderOptions

    @OptionGroup var batch: BatchOptions

    func validate() throws {
        guard (0 ... 1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1, not \(threshold)") }
    }

    func run() throws {
        var jobs = ScreenJob.jobs(for: files)
        let referenceFolder = URL(fileURLWithPath: references, isDirectory: true)
        if let clash = ScreenJob.duplicateNames(in: jobs, writing: { referenceFolder.appendingPathComponent("\($0.name).png").relativePath }) {
            FileHandle.standardError.write(Data("easel check: \(clash)\n".utf8))
            throw ExitCode(2)
        }
        if let shard = try batch.parsedShard() { jobs = shard.select(jobs, key: \.name) }

        let checker = ScreenCheck(options: options, references: referenceFolder,
                                  artifacts: URL(fileURLWithPath: artifacts, isDirectory: true),
                                  tolerance: Tolerance(threshold: threshold), record: record)
        // Made even when nothing fails, so every shard has a folder for `easel report --merge`.
        try FileManager.default.createDirectory(at: checker.artifacts, withIntermediateDirectories: true)
        var progress = ProgressLine(total: jobs.count, verb: "check")
        var counts: [ScreenCheck.Outcome.Kind: Int] = [:]
        Batch(threads: batch.threadCount).run(jobs, work: checker.check) { _, outcome in
            counts[outcome.kind, default: 0] += 1
            progress.advance(printing: outcome.line, toStandardError: outcome.kind == .error)
        }
        let failed = counts[.failed, default: 0], errors = counts[.error, default: 0]
        var parts = ["\(counts[.matched, default: 0]) matched", "\(failed) failed"]
        if counts[.recorded, default: 0] > 0 { parts.append("\(counts[.recorded, default: 0]) recorded") }
        if errors > 0 { parts.append("\(errors) could not be checked") }
        let failures = try SnapshotFailure.all(in: checker.artifacts)
        if failed > 0, !failures.isEmpty {
            let report = checker.artifacts.appendingPathComponent("report.html")
            let html = FailureReport(failures: failures, title: "Screens that differ from \(references)").html()
            try Data(html.utf8).write(to: report, options: .atomic)
            parts.append("report: \(report.relativePath)")
        }
        progress.finish(parts)
        if errors > 0 { throw ExitCode(2) }
        if failed > 0 { throw ExitCode(1) }
    }
}

/// Renders one screen and compares it with its reference, writing artifacts when they differ.
struct ScreenCheck: Sendable {
    let options: RenderOptions
    let references: URL
    let artifacts: URL
    let tolerance: Tolerance
    let record: Bool

    struct Outcome: Sendable {
        enum Kind: Hashable, Sendable { case matched, failed, recorded, error }
        let kind: Kind
        /// What to print, if anything (matches print nothing).
        let line: String?
    }

    func check(_ job: ScreenJob) -> Outcome {
        let reference = references.appendingPathComponent("\(job.name).png")
        do {
            let actual = try job.render(options)
            guard FileManager.default.fileExists(atPath: reference.path) else {
                if record {
                    try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
                    try actual.writePNG(to: reference, compression: .reference)
                    return Outcome(kind: .recorded, line: "\(job.name): recorded \(reference.relativePath)")
                }
                try writeArtifact(actual, job, "actual")
                return Outcome(kind: .failed, line: "\(job.name): no reference at \(reference.relativePath)")
            }
            let expected: Image
            do {
                expected = try Image(contentsOfFile: reference.path, scale: actual.scale)
            } catch {
                // The reference's problem, named by the reference rather than the screen.
                let message = "\(error)"
                throw CommandError(message.hasPrefix(reference.path) || message.hasPrefix(reference.relativePath) ? message : "\(reference.relativePath): \(message)")
            }
            let comparison = tolerance.diff.compare(expected, actual)
            if comparison.sizesMatch && tolerance.accepts(comparison) {
                // A failure from an earlier run must not linger in this run's report.
                for kind in ["reference", "actual", "diff"] {
                    try? FileManager.default.removeItem(at: artifacts.appendingPathComponent("\(job.name).\(kind).png"))
                }
                return Outcome(kind: .matched, line: nil)
            }
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            let copy = artifacts.appendingPathComponent("\(job.name).reference.png")
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.copyItem(at: reference, to: copy)
            try writeArtifact(actual, job, "actual")
            if let diff = try comparison.diffImage() { try writeArtifact(diff, job, "diff") }
            return Outcome(kind: .failed, line: "\(job.name): \(comparison.summary)")
        } catch {
            return Outcome(kind: .error, line: CommandError.lines(of: error is CommandError ? "\(error)" : job.message(for: error), command: "check"))
        }
    }

    private func writeArtifact(_ image: Image, _ job: ScreenJob, _ kind: String) throws {
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try image.writePNG(to: artifacts.appendingPathComponent("\(job.name).\(kind).png"))
    }
}
