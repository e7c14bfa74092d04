import Foundation

/// A private fontconfig cache for Easel's font files, so that a process reads one cache file
/// at start-up instead of scanning 39 font files (12.7 ms down to about 2).
///
/// The files are linked into one folder whose name is a fingerprint of every file's path,
/// size, modification time and inode (and fontconfig's version): a changed, replaced or moved
/// font gives a new folder and a fresh scan. The folder is made under a temporary name and
/// renamed into place, so parallel processes either make it or use the one another made;
/// fontconfig writes its own cache files atomically under its lock. A cache root that cannot
/// be written (read-only, missing, not a folder) gives nil, and Easel scans the files as
/// before, with no error.
///
///     let folder = FontCache(root: FontCache.defaultRoot).folder(for: FontLibrary.shippedFiles)
struct FontCache {
    /// Where cache folders go: `$EASEL_FONT_CACHE`, else `$XDG_CACHE_HOME/easel`, else
    /// `~/.cache/easel`. `EASEL_FONT_CACHE=off` turns the cache off.
    static var defaultRoot: URL? {
        if let explicit = variable("EASEL_FONT_CACHE"), !explicit.isEmpty {
            return explicit == "off" ? nil : URL(fileURLWithPath: explicit, isDirectory: true)
        }
        if let xdg = variable("XDG_CACHE_HOME"), xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("easel")
        }
        guard let home = variable("HOME"), home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache/easel")
    }

    /// One environment variable, read with getenv: `ProcessInfo`'s `environment` copies every
    /// variable into a dictionary first, on the way to the first text of every process.
    private static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Bumped when the folder's layout changes, so old folders are not reused.
    private static let layoutVersion = 1

    let root: URL
    /// Mixed into the fingerprint: fontconfig's version, since its cache format follows it.
    let salt: String

    init(root: URL, salt: String = "") {
        self.root = root
        self.salt = salt
    }

    /// The folder holding links to `files` (named so that a directory scan keeps their order)
    /// and fontconfig's cache for it, in `cache/`; nil when a file is missing or the folder
    /// cannot be made.
    func folder(for files: [String]) -> Folder? {
        guard let fingerprint = fingerprint(of: files) else { return nil }
        let final = root.appendingPathComponent("fonts-\(fingerprint)", isDirectory: true)
        let manager = FileManager.default
        if manager.fileExists(atPath: final.appendingPathComponent("complete").path) {
            return Folder(url: final)
        }
        let staging = root.appendingPathComponent(".fonts-\(fingerprint)-\(getpid())-\(UInt32.random(in: 0 ... .max))", isDirectory: true)
        do {
            try manager.createDirectory(at: staging.appendingPathComponent("links"), withIntermediateDirectories: true)
            try manager.createDirectory(at: staging.appendingPathComponent("cache"), withIntermediateDirectories: true)
            for (index, file) in files.enumerated() {
                let name = String(format: "%03d-", index) + URL(fileURLWithPath: file).lastPathComponent
                try manager.createSymbolicLink(atPath: staging.appendingPathComponent("links/\(name)").path, withDestinationPath: file)
            }
            try Data().write(to: staging.appendingPathComponent("complete"))
        } catch {
            try? manager.removeItem(at: staging)
            return nil
        }
        // rename(2) is atomic and refuses to replace a non-empty folder: the first process
        // wins and the others drop their copy and use its folder.
        if rename(staging.path, final.path) != 0 {
            try? manager.removeItem(at: staging)
            guard manager.fileExists(atPath: final.appendingPathComponent("complete").path) else { return nil }
        }
        return Folder(url: final)
    }

    /// FNV-1a over each file's path, size, modification time and inode (the text
    /// "PATH\0SIZE\0SECONDS.NANOSECONDS\0INODE\n", numbers in decimal, fed byte by byte without
    /// building it); nil when one is missing.
    func fingerprint(of files: [String]) -> String? {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01B3
        }
        func mix(_ text: String) {
            for byte in text.utf8 { mix(byte: byte) }
        }
        func mix(decimal value: UInt64) {
            if value >= 10 { mix(decimal: value / 10) }
            mix(byte: UInt8(value % 10) + UInt8(ascii: "0"))
        }
        func mix(decimal value: Int64) {
            if value < 0 { mix(byte: UInt8(ascii: "-")) }
            mix(decimal: value.magnitude)
        }
        mix("v\(Self.layoutVersion) \(salt)\n")
        for file in files {
            var info = stat()
            guard stat(file, &info) == 0 else { return nil }
            mix(file)
            mix(byte: 0)
            mix(decimal: Int64(info.st_size))
            mix(byte: 0)
            mix(decimal: Int64(info.st_mtim.tv_sec))
            mix(byte: UInt8(ascii: "."))
            mix(decimal: Int64(info.st_mtim.tv_nsec))
            mix(byte: 0)
            mix(decimal: UInt64(info.st_ino))
            mix(byte: UInt8(ascii: "\n"))
        }
        return String(hash, radix: 16)
    }

    /// A ready cache folder.
    struct Folder: Equatable {
        let url: URL
        /// The links to the font files, for `FcConfigAppFontAddDir`.
        var links: String { url.appendingPathComponent("links").path }
        /// Where fontconfig keeps its cache of `links`.
        var cache: String { url.appendingPathComponent("cache").path }
    }
}
