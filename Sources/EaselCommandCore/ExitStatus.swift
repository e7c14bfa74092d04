import ArgumentParser
import Foundation

extension ParsableCommand {
    /// Parses the arguments and runs the subcommand, turning ArgumentParser's usage errors (exit
    /// 64) and any other error into exit status 2, so that every subcommand of every easel
    /// executable, present and future, exits 0, 1 or 2. `beforeExit` runs before any exit
    /// (the command line waits there for a background set-up it started). `parsed` is a command
    /// the caller already read from the arguments; without it ArgumentParser reads them.
    public static func mainWithEaselExitStatus(parsed: ParsableCommand? = nil, beforeExit: () -> Void = {}) -> Never {
        let command: ParsableCommand
        do {
            command = try parsed ?? parseAsRoot()
        } catch {
            beforeExit()
            exitForEasel(error)
        }
        do {
            var command = command
            try command.run()
        } catch {
            beforeExit()
            exitForEasel(error)
        }
        beforeExit()
        Foundation.exit(0)
    }

    /// Exits with the status `error` stands for: its own for `ExitCode` and clean exits (help,
    /// version), otherwise 2 after the message.
    private static func exitForEasel(_ error: Error) -> Never {
        // A status the command chose needs no message: exit at once, without ArgumentParser
        // working out one (which costs a diff a tenth of its time on small images).
        if let code = error as? ExitCode { Foundation.exit(code.rawValue) }
        if exitCode(for: error) == .success { self.exit(withError: error) }
        // One line, as every other message: `easel render: usage error: Unknown option
        // '--bogus' (see easel render --help)`, not ArgumentParser's "Error:" and usage text.
        var message = self.message(for: error)
        if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
        if !message.isEmpty {
            let words = message.split(separator: "\n").joined(separator: "; ")
            let line = error is CommandError ? words : "usage error: \(words) (see \(commandWords) --help)"
            FileHandle.standardError.write(Data((commandWords + ": " + line + "\n").utf8))
        }
        Foundation.exit(2)
    }

    /// The command as messages name it: `easel render` for a subcommand on the command line,
    /// `easel diff` for easel-diff, `easel` alone otherwise.
    private static var commandWords: String {
        let subcommands = configuration.subcommands.compactMap { $0.configuration.commandName }
        if let subcommand = CommandLine.arguments.dropFirst().first(where: subcommands.contains) { return "easel \(subcommand)" }
        let own = configuration.commandName ?? "easel"
        return own == "easel" ? "easel" : "easel \(own)"
    }
}
