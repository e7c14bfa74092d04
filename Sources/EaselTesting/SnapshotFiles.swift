import Foundation

/// Where a snapshot's reference and failure artifacts live, in the layout swift-snapshot-testing
/// users know: `__Snapshots__/<TestFile>/<testName>.<n or name>.png` beside the test file.
struct SnapshotFiles {
    /// `<testName>.<name>` or `<testName>.<n>`, n counting the test's unnamed snapshots from 1.
    let baseName: String
    let reference: URL
    let artifactsFolder: URL

    init(filePath: String, testName: String, name: String?, snapshotDirectory: String?, artifactsDirectory: String?, pathExtension: String = "png", environment: [String: String] = ProcessInfo.processInfo.environment) {
        let testFile = URL(fileURLWithPath: filePath)
        let fileStem = testFile.deletingPathExtension().lastPathComponent
        let test = Self.sanitized(testName)
        baseName = "\(test).\(name.map(Self.sanitized) ?? String(Self.counter.next(for: "\(filePath)#\(testName)")))"
        let folder = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__/\(fileStem)", isDirectory: true)
        reference = folder.appendingPathComponent("\(baseName).\(pathExtension)")
        if let artifactsDirectory {
            artifactsFolder = URL(fileURLWithPath: artifactsDirectory, isDirectory: true)
        } else if let environmentFolder = environment["EASEL_ARTIFACTS"], !environmentFolder.isEmpty {
            artifactsFolder = URL(fileURLWithPath: environmentFolder, isDirectory: true).appendingPathComponent(fileStem, isDirectory: true)
        } else {
            artifactsFolder = Self.packageRoot(of: testFile).appendingPathComponent(".build/easel-artifacts/\(fileStem)", isDirectory: true)
        }
    }

    func artifact(_ kind: String, pathExtension: String = "png") -> URL {
        artifactsFolder.appendingPathComponent("\(baseName).\(kind).\(pathExtension)")
    }

    /// `testLogin()` → `testLogin`; anything but letters, digits, `-` and `_` becomes `-`.
    static func sanitized(_ name: String) -> String {
        var text = name
        if let paren = text.firstIndex(of: "(") { text = String(text[..<paren]) }
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
        let cleaned = String(text.unicodeScalars.map { allowed.contains($0) ? Character($0) : "-" })
        return cleaned.isEmpty ? "snapshot" : cleaned
    }

    /// The nearest folder above `file` holding a Package.swift (the test file's folder if none).
    static func packageRoot(of file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }

    /// Numbers each test's unnamed snapshots 1, 2, 3 ... across threads.
    private static let counter = Counter()

    private final class Counter: @unchecked Sendable {
        private var counts: [String: Int] = [:]
        private let lock = NSLock()

        func next(for key: String) -> Int {
            lock.lock()
            defer { lock.unlock() }
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }
}
