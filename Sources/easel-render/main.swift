import EaselCommandLine
import EaselCommands

// Every subcommand with no preview server: scripts/install's launcher runs this for all but
// `diff` and `preview`, so a render does not load Hummingbird and NIO.
EaselCommand.mainWithEaselExitStatus()
