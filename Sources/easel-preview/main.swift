import Easel
import EaselCommandCore
import EaselCommands

// The command line with `preview` served by Hummingbird: what `easel preview` execs. Every other
// subcommand works here too, as in `easel`. Fonts are set up on another thread while the
// arguments are parsed and the screen file read.
PreviewCommand.serve = { store, port in try await PreviewServer(store: store, port: port).run() }
if EaselCommand.mayDrawText(CommandLine.arguments) { FontWarmUp.start() }
EaselCommand.mainWithEaselExitStatus(parsed: EaselCommand.parsedQuickly(CommandLine.arguments), beforeExit: FontWarmUp.wait)
