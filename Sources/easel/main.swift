import Easel
import EaselCommandLine
import EaselCommands

// The whole command line: every subcommand, `preview` served by Hummingbird. Fonts are set up
// on another thread while the arguments are parsed and the screen file read.
// A plain render's arguments are read without ArgumentParser (`RenderCommand(quickly:)`).
PreviewCommand.serve = { store, port in try await PreviewServer(store: store, port: port).run() }
if EaselCommand.mayDrawText(CommandLine.arguments) { FontWarmUp.start() }
EaselCommand.mainWithEaselExitStatus(parsed: EaselCommand.parsedQuickly(CommandLine.arguments), beforeExit: FontWarmUp.wait)
