import Easel
import EaselCommandCore
import Foundation

extension CommandError {
    /// `error` as a message that names `file`: screen-file and image errors already do; a
    /// failure while laying out or drawing (cairo's, the renderer's) gets the file's name in front.
    static func naming(_ file: URL, _ error: Error) -> String {
        let message = "\(error)"
        if error is ScreenFileError || message.hasPrefix(file.path) || message.hasPrefix(file.lastPathComponent + ":") { return message }
        return "\(file.lastPathComponent): \(message)"
    }

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
