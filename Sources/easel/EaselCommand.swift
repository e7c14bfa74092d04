import ArgumentParser

@main
struct EaselCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easel",
        abstract: "Render UIKit-style screens to PNG images on Linux.",
        subcommands: [RenderCommand.self, FramesCommand.self, DiffCommand.self, ReportCommand.self, DevicesCommand.self],
        defaultSubcommand: RenderCommand.self
    )
}
