import ArgumentParser
import Foundation

@main
struct EaselCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easel",
        abstract: "Render UIKit-style screens to PNG images on Linux.",
        discussion: """
        Exit status, for every subcommand: 0 success; 1 a check failed (`diff` outside its \
        tolerance, `check` a screen that differs); 2 bad input of any kind: a usage error (unknown flag, missing or malformed \
        value), an unreadable or invalid file, images of different sizes.
        """,
        subcommands: [RenderCommand.self, FramesCommand.self, DiffCommand.self, CheckCommand.self, ReportCommand.self, GalleryCommand.self, PreviewCommand.self, DevicesCommand.self, SymbolsCommand.self, PortCommand.self],
        defaultSubcommand: RenderCommand.self
    )

    /// Parses and runs the subcommand, turning ArgumentParser's usage errors (exit 64) and any
    /// other error into exit status 2, so every subcommand, present and future, exits 0, 1 or 2.
    static func main() {
        let command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(for: error)
        }
        do {
            var command = command
            try command.run()
        } catch {
            exit(for: error)
        }
    }

    /// Exits with the status `error` stands for: its own for `ExitCode` and clean exits (help,
    /// version), otherwise 2 after the message.
    private static func exit(for error: Error) -> Never {
        if error is ExitCode || exitCode(for: error) == .success { self.exit(withError: error) }
        let message = fullMessage(for: error)
        if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
        Foundation.exit(2)
    }
}
