import Easel
import EaselCommandLine
import EaselCommands

// The whole command line: every subcommand, `preview` served by Hummingbird. Fonts are set up
// on another thread while the arguments are parsed and the screen file read.
PreviewCommand.serve = { store, port in try await PreviewServer(store: store, port: port).run() }
if EaselCommand.mayDrawText(CommandLine.arguments) { FontWarmUp.start() }
EaselCommand.mainWithEaselExitStatus(beforeExit: FontWarmUp.wait)
