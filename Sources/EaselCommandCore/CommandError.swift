import EaselImage
import Foundation

/// A failure the command line reports in its own words.
public struct CommandError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }

    /// `message` as `easel COMMAND` prints it: every line begins `easel COMMAND: `, so that a
    /// list of problems, one a line (a screen file's), keeps the rule on each line.
    public static func lines(of message: String, command: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { "easel \(command): \($0)" }.joined(separator: "\n")
    }

    /// Prints `error` to standard error as `easel COMMAND` reports a failure, every line under the rule.
    public static func write(_ error: Error, command: String) {
        FileHandle.standardError.write(Data((lines(of: "\(error)", command: command) + "\n").utf8))
    }

    /// A file that could not be written, in plain words: `report.html: cannot be written: permission denied`.
    public static func unwritable(_ path: String, _ error: Error) -> CommandError {
        CommandError("\(path): cannot be written: \(FileContents.plainWords(for: error, path: path))")
    }
}
