import ArgumentParser
import Easel
import EaselCommandCore
import Foundation

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render screen files to PNG files.",
        discussion: """
        Renders each JSON or YAML screen file (every screen file in a folder) to NAME.png in the \
        output folder, on every core, printing each path it wrote in input order. A file that \
        cannot be rendered is reported on standard error and the others are still rendered; the \
        exit status is then 2. Two inputs that would write the same file are an error before \
        anything renders. With no file, renders Easel's built-in example screens.
        """
    )

    @Argument(help: "Screen files or folders of them.")
    var files: [String] = []

    @OptionGroup var options: RenderOptions

    @OptionGroup var batch: BatchOptions

    @Option(name: OptionName.output.spelling, help: "The folder to write into, or a .png path when rendering one file.")
    var output = RenderCommand.defaultOutput

    /// The command's own option's name (the rest are `RenderOptions.OptionName` and
    /// `BatchOptions.OptionName`): the declaration above takes its spellings from here, and
    /// `init?(quickly:)` its table.
    enum OptionName: String, CommandLineNames {
        case output

        var short: Character? { "o" }
        var isFlag: Bool { false }
    }

    /// Where renders go when no `-o` is given.
    static let defaultOutput = "easel-out"

    func run() throws {
        var jobs = ScreenJob.jobs(for: files)
        let single = jobs.count == 1 && files.count == 1 && output.lowercased().hasSuffix(".png")
        if let clash = ScreenJob.duplicateNames(in: jobs, writing: { target(for: $0, single: single).relativePath }) {
            FileHandle.standardError.write(Data("easel render: \(clash)\n".utf8))
            throw ExitCode(2)
        }
        if let shard = try batch.parsedShard() { jobs = shard.select(jobs, key: \.name) }

        let options = options, output = output
        var progress = ProgressLine(total: jobs.count, verb: "render")
        var failures = 0
        Batch(threads: batch.threadCount).run(jobs, work: { job -> Result<Rendered, RenderFailure> in
            do {
                let target = RenderCommand.target(for: job, single: single, output: output)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                let (_, issues) = try LayoutDiagnostics.capture { try job.writePNG(options, to: target) }
                return .success(Rendered(path: target.relativePath, warnings: Rendered.warnings(in: issues, for: job)))
            } catch {
                guard case let .file(url) = job.source else { return .failure(RenderFailure(message: "\(job.label): \(error)")) }
                return .failure(RenderFailure(message: CommandError.naming(url, error)))
            }
        }, report: { _, result in
            switch result {
            case let .success(rendered):
                progress.advance(printing: rendered.path)
                for warning in rendered.warnings {
                    FileHandle.standardError.write(Data("easel render: warning: \(warning)\n".utf8))
                }
            case let .failure(failure):
                failures += 1
                progress.advance(printing: CommandError.lines(of: failure.message, command: "render"), toStandardError: true)
            }
        })
        if jobs.count > 1 { progress.finish(["\(jobs.count - failures) rendered", "\(failures) failed"]) }
        if failures > 0 { throw ExitCode(2) }
    }

    private func target(for job: ScreenJob, single: Bool) -> URL {
        Self.target(for: job, single: single, output: output)
    }

    /// `OUTPUT/NAME.png`, or `OUTPUT` itself when one file is rendered to a `.png` path.
    static func target(for job: ScreenJob, single: Bool, output: String) -> URL {
        single ? URL(fileURLWithPath: output) : URL(fileURLWithPath: output, isDirectory: true).appendingPathComponent("\(job.name).png")
    }
}

/// Why one screen did not render, as the command prints it.
struct RenderFailure: Error {
    let message: String
}

/// A screen written, with what it drew wrong that the user should hear of.
struct Rendered {
    let path: String
    /// One line per text that drew boxes for missing glyphs, naming the screen, the text and the
    /// code points.
    let warnings: [String]

    static func warnings(in issues: [ConstraintIssue], for job: ScreenJob) -> [String] {
        var seen = Set<String>()
        return issues.filter { $0.kind == .missingGlyph && seen.insert($0.message).inserted }.map { "\(job.label): \($0.message)" }
    }
}
