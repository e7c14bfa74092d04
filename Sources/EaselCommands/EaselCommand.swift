import ArgumentParser
import EaselCommandCore
import Foundation

/// The whole command line: `easel` and `easel-preview` (the same with the preview server) run it.
public struct EaselCommand: ParsableCommand {
    public init() {}

    public static let configuration = CommandConfiguration(
        commandName: "easel",
        abstract: "Render UIKit-style screens to PNG images on Linux.",
        discussion: """
        Exit status, for every subcommand: 0 success; 1 a check failed (`diff` outside its \
        tolerance, `check` a screen that differs); 2 bad input of any kind: a usage error (unknown flag, missing or malformed \
        value), an unreadable or invalid file, images of different sizes.
        """,
        subcommands: [RenderCommand.self, FramesCommand.self, DiffCommand.self, CheckCommand.self, ReportCommand.self, ApproveCommand.self, CleanCommand.self, GalleryCommand.self, PreviewCommand.self, DevicesCommand.self, SymbolsCommand.self, PortCommand.self],
        defaultSubcommand: RenderCommand.self
    )

    /// Whether a command line may lay out text: anything but the subcommands that only read or
    /// list files, and help. The executables then set up fonts while the arguments are parsed.
    public static func mayDrawText(_ arguments: [String]) -> Bool {
        guard arguments.count > 1 else { return false }
        let quiet: Set = ["diff", "preview", "report", "approve", "clean", "gallery", "devices", "symbols", "port", "help", "-h", "--help", "--version", "--generate-completion-script"]
        return !quiet.contains(arguments[1]) && !arguments.contains("--help") && !arguments.contains("-h")
    }

    /// The command a plain render's or diff's command line asks for, read without
    /// ArgumentParser (`RenderCommand.init(quickly:)`, `DiffCommand.init(quickly:)`); nil for
    /// every other line, which ArgumentParser reads.
    public static func parsedQuickly(_ arguments: [String]) -> ParsableCommand? {
        if arguments.dropFirst().first == "diff" { return DiffCommand(quickly: arguments.dropFirst(2)) }
        return RenderCommand(quickly: arguments.dropFirst())
    }
}
