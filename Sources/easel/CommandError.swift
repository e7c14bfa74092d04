import Easel
import Foundation

/// A failure the command line reports in its own words.
struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }

    /// `error` as a message that names `file`: screen-file and image errors already do; a
    /// failure while laying out or drawing (cairo's, the renderer's) gets the file's name in front.
    static func naming(_ file: URL, _ error: Error) -> String {
        let message = "\(error)"
        if error is ScreenFileError || message.hasPrefix(file.path) || message.hasPrefix(file.lastPathComponent + ":") { return message }
        return "\(file.lastPathComponent): \(message)"
    }

    /// A file that could not be written, in plain words: `report.html: cannot be written: permission denied`.
    static func unwritable(_ path: String, _ error: Error) -> CommandError {
        CommandError("\(path): cannot be written: \(FileContents.plainWords(for: error, path: path))")
    }
}

extension CommandError {
    /// `path` as a folder URL, or an error saying there is no such folder.
    static func existingFolder(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path, isDirectory: true)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandError("\(path): no such folder")
        }
        return url
    }
}
