import ArgumentParser
import Foundation

@main
struct EaselCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easel",
        abstract: "Render UIKit-style screens to PNG images on Linux.",
        discussion: "Exit status: 0 on success, 1 when a comparison is outside its tolerance, 2 for any error (a bad option, an unreadable or invalid file, a file that cannot be written).",
        subcommands: [RenderCommand.self, FramesCommand.self, DiffCommand.self, CheckCommand.self, ReportCommand.self],
        defaultSubcommand: RenderCommand.self
    )

    /// ArgumentParser's own main, with its exit statuses folded into Easel's three: a usage
    /// error (which it gives 64) and any error a command lets escape become 2, never a crash
    /// report or a raw NSError.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                Foundation.exit(0)
            }
            if !message.isEmpty {
                FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
            }
            Foundation.exit(code == ExitCode(1) ? 1 : 2)
        }
    }
}
