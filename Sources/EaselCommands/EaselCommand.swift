import ArgumentParser
import EaselCommandLine
import Foundation

/// The whole command line: `easel` (with the preview server) and `easel-render` run it.
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
        subcommands: [RenderCommand.self, FramesCommand.self, DiffCommand.self, CheckCommand.self, ReportCommand.self, GalleryCommand.self, PreviewCommand.self, DevicesCommand.self, SymbolsCommand.self, PortCommand.self],
        defaultSubcommand: RenderCommand.self
    )
}
