import Foundation

/// Reads whole files with errors in plain words (`is a folder, not a PNG file`, `no such file`,
/// `permission denied`) instead of Foundation's `NSCocoaErrorDomain error 256`.
enum FileContents {
    /// The bytes of `url`; `what` names the kind of file for errors ("a screen file").
    /// A file larger than `limit` bytes is refused before it is read.
    static func read(_ url: URL, atMost limit: Int? = nil, what: String) throws -> Data {
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

    /// The most useful words Foundation gives for a file error: the POSIX reason when there is one.
    static func plainWords(for error: Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(truncatingIfNeeded: underlying.code)) {
            return String(cString: strerror(code.rawValue)).lowercased()
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(truncatingIfNeeded: error.code))).lowercased() }
        return error.localizedDescription
    }
}

/// A file that could not be read or written, with its path and the reason in plain words.
struct FileProblem: Error, CustomStringConvertible {
    let path: String
    let words: String
    var description: String { "\(path): \(words)" }
}
