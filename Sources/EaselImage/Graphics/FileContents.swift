import Foundation

/// Reads and writes whole files with errors in plain words (`is a folder, not a PNG file`,
/// `no such file`, `permission denied`) instead of Foundation's `NSCocoaErrorDomain error 256`.
public enum FileContents {
    /// The bytes of `url`; `what` names the kind of file for errors ("a screen file").
    /// A file larger than `limit` bytes is refused before it is read.
    ///
    /// One open, one fstat and the reads: Foundation's attributes would also look up the file's
    /// owner and group, reading /etc/passwd and /etc/group on every screen file.
    package static func read(_ url: URL, atMost limit: Int? = nil, what: String) throws -> Data {
        let path = url.path
        func problem(_ words: String) -> FileProblem { FileProblem(path: path, words: words) }
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: throw problem("no such file")
            case EACCES: throw problem("cannot be read (permission denied)")
            default: throw problem("cannot be read: \(String(cString: strerror(errno)).lowercased())")
            }
        }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0 else { throw problem("cannot be read: \(String(cString: strerror(errno)).lowercased())") }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw problem("is a folder, not \(what)") }
        let size = Int(status.st_size)
        if let limit, size > limit {
            throw problem("is \(size) bytes; \(what) may be at most \(limit)")
        }
        // The size is a hint: a file that grows meanwhile is read to its end (within the limit).
        var bytes = Data(count: max(size, 0) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                if let limit, count > limit { throw problem("is more than \(limit) bytes; \(what) may be at most \(limit)") }
                bytes.count = count * 2
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(file, buffer.baseAddress! + count, buffer.count - count)
            }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw problem("cannot be read: \(String(cString: strerror(errno)).lowercased())")
            }
            count += got
        }
        // A file that grew past the limit while it was read is refused as well.
        if let limit, count > limit { throw problem("is more than \(limit) bytes; \(what) may be at most \(limit)") }
        bytes.count = count
        return bytes
    }

    /// Writes `data` to `url` atomically: into a new file beside it, renamed over it once all of
    /// it is written, so that no reader and no interrupted run ever sees half a file.
    ///
    /// Not flushed to the disk (no fsync), as Foundation's atomic write does at the cost of a
    /// render's twentieth: like compilers and image tools, Easel leaves that to the system, and
    /// ext4 flushes a file renamed over another before the rename lands.
    package static func write(_ data: Data, to url: URL) throws {
        let path = url.path
        func failure(_ code: Int32) -> FileProblem {
            FileProblem(path: path, words: "cannot write: \(words(forWriting: code, path: path))")
        }
        let folder = (path as NSString).deletingLastPathComponent
        var file: Int32 = -1
        var temporary = ""
        for _ in 0 ..< 100 {
            // A name of its own length, so that a target whose name is as long as names may be
            // still has a temporary name that fits.
            let suffix = String(UInt64.random(in: 0 ... .max), radix: 16)
            temporary = (folder.isEmpty ? "" : folder + "/") + ".easel-\(suffix).tmp"
            file = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if file >= 0 || errno != EEXIST { break }
        }
        guard file >= 0 else { throw failure(errno) }
        var written = 0
        let code: Int32 = data.withUnsafeBytes { bytes in
            while written < bytes.count {
                let count = Foundation.write(file, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += count
            }
            return 0
        }
        let closed = close(file) == 0 ? 0 : errno
        if code != 0 || closed != 0 {
            unlink(temporary)
            throw failure(code != 0 ? code : closed)
        }
        guard rename(temporary, path) == 0 else {
            let reason = errno
            unlink(temporary)
            throw failure(reason)
        }
    }

    /// Plain words for why a file could not be written, as `plainWords(for:path:)` says them.
    private static func words(forWriting code: Int32, path: String) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return "it is a folder; give a file name"
        }
        switch code {
        case ENOENT, ENOTDIR: return "no such file or folder"
        case EACCES, EPERM: return "permission denied"
        case ENOSPC: return "no space left on the device"
        case EROFS: return "the file system is read-only"
        default: return String(cString: strerror(code)).lowercased()
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
