import EaselCommandLine
import EaselCommands

// The whole command line: every subcommand, `preview` served by Hummingbird.
PreviewCommand.serve = { store, port in try await PreviewServer(store: store, port: port).run() }
EaselCommand.mainWithEaselExitStatus()
