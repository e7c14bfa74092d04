import EaselImage
import Foundation

/// A failure the command line reports in its own words.
public struct CommandError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }

    /// A file that could not be written, in plain words: `report.html: cannot be written: permission denied`.
    public static func unwritable(_ path: String, _ error: Error) -> CommandError {
        CommandError("\(path): cannot be written: \(FileContents.plainWords(for: error, path: path))")
    }
}
