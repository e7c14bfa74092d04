import Foundation

/// Reads whole files with errors in plain words (`is a folder, not a PNG file`, `no such file`,
/// `permission denied`) instead of Foundation's `NSCocoaErrorDomain error 256`.
public enum FileContents {
    /// The bytes of `url`; `what` names the kind of file for errors ("a screen file").
    /// A file larger than `limit` bytes is refused before it is read.
    package static func read(_ url: URL, atMost limit: Int? = nil, what: String) throws -> Data {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw FileProblem(path: url.path, words: "no such file")
        }
        guard !isFolder.boolValue else { throw FileProblem(path: url.path, words: "is a folder, not \(what)") }
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw FileProblem(path: url.path, words: "cannot be read (permission denied)")
        }
        if let limit, let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > limit {
            throw FileProblem(path: url.path, words: "is \(size) bytes; \(what) may be at most \(limit)")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw FileProblem(path: url.path, words: "cannot be read: \(plainWords(for: error))")
        }
    }

    /// The most useful words Foundation gives for a file error: the POSIX reason when there is
    /// one (`permission denied`), rather than `The operation could not be completed`.
    ///
    /// With `path`, a folder where a file was expected is said so first.
    ///
    ///     catch { print("\(path): cannot be written: \(FileContents.plainWords(for: error, path: path))") }
    public static func plainWords(for error: Error, path: String? = nil) -> String {
        var isFolder: ObjCBool = false
        if let path, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return "it is a folder; give a file name"
        }
        let error = error as NSError
        let posix = (error.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { $0.domain == NSPOSIXErrorDomain ? $0.code : nil }
            ?? (error.domain == NSPOSIXErrorDomain ? error.code : nil)
        if let posix { return String(cString: strerror(Int32(truncatingIfNeeded: posix))).lowercased() }
        if error.domain == NSCocoaErrorDomain {
            switch error.code {
            case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file or folder"
            case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
            case NSFileWriteOutOfSpaceError: return "no space left on the device"
            case NSFileWriteVolumeReadOnlyError: return "the file system is read-only"
            default: break
            }
        }
        return error.localizedDescription
    }
}

/// A file that could not be read or written, with its path and the reason in plain words.
package struct FileProblem: Error, CustomStringConvertible {
    package let path: String
    package let words: String
    package var description: String { "\(path): \(words)" }
}
