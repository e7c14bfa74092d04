import ArgumentParser
import EaselCommandCore

/// `easel diff` on its own: the compare, the PNG codec and nothing that draws, so it starts
/// without loading Cairo, Pango and the forty libraries they bring. The installed `easel`
/// (scripts/install) hands `easel diff ...` to this executable; `easel-diff A.png B.png` works too.
@main
struct EaselDiff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easel",
        abstract: "Compare two PNG files the way pixelmatch does.",
        subcommands: [DiffCommand.self],
        defaultSubcommand: DiffCommand.self
    )

    /// A plain line is read without ArgumentParser (`DiffCommand.parsedQuickly`).
    static func main() { mainWithEaselExitStatus(parsed: DiffCommand.parsedQuickly(CommandLine.arguments)) }
}
