import Easel
import EaselCommandLine
import EaselCommands

// Every subcommand with no preview server: scripts/install's launcher runs this for all but
// `diff` and `preview`, so a render does not load Hummingbird and NIO. Fonts are set up on
// another thread while the arguments are parsed and the screen file read.
// A plain render's arguments are read without ArgumentParser (`RenderCommand(quickly:)`).
if EaselCommand.mayDrawText(CommandLine.arguments) { FontWarmUp.start() }
EaselCommand.mainWithEaselExitStatus(parsed: EaselCommand.parsedQuickly(CommandLine.arguments), beforeExit: FontWarmUp.wait)
