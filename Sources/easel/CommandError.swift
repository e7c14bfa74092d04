import Foundation

/// A failure the command line reports in its own words.
struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
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
