import Easel
import EaselCommandCore
import EaselCommands

// The command line: every subcommand, and `preview` handed to easel-preview beside this
// executable (PreviewCommand), so that neither building nor starting `easel` needs Hummingbird
// and NIO. Fonts are set up on another thread while the arguments are parsed and the screen
// file read. A plain render's arguments are read without ArgumentParser (`RenderCommand(quickly:)`).
if EaselCommand.mayDrawText(CommandLine.arguments) { FontWarmUp.start() }
EaselCommand.mainWithEaselExitStatus(parsed: EaselCommand.parsedQuickly(CommandLine.arguments), beforeExit: FontWarmUp.wait)
