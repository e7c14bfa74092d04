import EaselImage
import Foundation
import Testing

/// Where a snapshot's reference and failure artifacts live, in the layout swift-snapshot-testing
/// users know: `__Snapshots__/<TestFile>/<testName>.<n or name>.png` beside the test file.
package struct SnapshotFiles {
    /// `<testName>.<name>` or `<testName>.<n>`, n counting the test's unnamed snapshots from 1.
    let baseName: String
    let reference: URL
    let artifactsFolder: URL
    /// The folder whose run record lists this snapshot: the artifacts folder given, else the
    /// artifacts root (`artifactsFolder` is its `<TestFile>` subfolder).
    let artifactsRoot: URL
    /// The package holding the test file: the run record names references relative to it.
    let packageRoot: URL

    /// Throws `SnapshotNameError` when an unnamed snapshot sits in a parameterized test case (the
    /// cases' numbers would not say which argument is which) or when `name` maps to the same file
    /// as a different name used earlier in this run.
    init(filePath: String, testName: String, name: String?, snapshotDirectory: String?, artifactsDirectory: String?, pathExtension: String = "png", environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let testFile = URL(fileURLWithPath: filePath)
        let fileStem = testFile.deletingPathExtension().lastPathComponent
        let test = Self.fileName(testName, isFunction: true)
        var name = name
        if name == nil, Test.Case.current?.isParameterized == true {
            // Named after the case's arguments; a second unnamed snapshot in one case gets " 2".
            guard let arguments = TestCaseArguments.current else {
                throw SnapshotNameError("Snapshots in a parameterized test whose arguments are not a Device, a String or CustomStringConvertible need a name that says which argument they show, such as named: \"\\(argument)\" (test \(testName) in \(fileStem)).")
            }
            let count = Self.counter.next(for: "\(filePath)#\(testName)#\(arguments)")
            name = count == 1 ? arguments : "\(arguments) \(count)"
        }
        baseName = "\(test).\(name.map { Self.fileName($0) } ?? String(Self.counter.next(for: "\(filePath)#\(testName)")))"
        let folder = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__/\(fileStem)", isDirectory: true)
        reference = folder.appendingPathComponent("\(baseName).\(pathExtension)")
        if let name, let earlier = Self.claims.claim(reference.path, for: "\(testName)\u{0}\(name)") {
            let earlierName = earlier.split(separator: "\u{0}", maxSplits: 1).last.map(String.init) ?? earlier
            throw SnapshotNameError("Snapshot names “\(earlierName)” and “\(name)” both map to the file \(reference.lastPathComponent); rename one of them.")
        }
        if let artifactsDirectory {
            artifactsFolder = URL(fileURLWithPath: artifactsDirectory, isDirectory: true)
            artifactsRoot = artifactsFolder
        } else {
            artifactsRoot = Self.artifactsRoot(near: testFile, environment: environment)
            artifactsFolder = artifactsRoot.appendingPathComponent(fileStem, isDirectory: true)
        }
        packageRoot = Self.packageRoot(of: testFile)
    }

    /// `$EASEL_ARTIFACTS`, else `.build/easel-artifacts` in the package holding `file`: the folder
    /// `easel report` reads, shared by EaselTesting and EaselSnapshotTesting.
    package static func artifactsRoot(near file: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let folder = environment["EASEL_ARTIFACTS"], !folder.isEmpty { return URL(fileURLWithPath: folder, isDirectory: true) }
        return packageRoot(of: file).appendingPathComponent(".build/easel-artifacts", isDirectory: true)
    }

    func artifact(_ kind: String, pathExtension: String = "png") -> URL {
        artifactsFolder.appendingPathComponent("\(baseName).\(kind).\(pathExtension)")
    }

    /// The failure's name in `easel report` and `easel approve`: its artifacts' path below the
    /// artifacts root, without the kind and extension (`LoginTests/testLogin.1`).
    var artifactName: String {
        let folder = artifactsFolder.relativePath(from: artifactsRoot)
        return folder.isEmpty || folder == artifactsFolder.standardizedFileURL.path ? baseName : "\(folder)/\(baseName)"
    }

    /// Adds this snapshot's assertion to the run record (see `SnapshotRunLog`).
    func log(_ outcome: SnapshotRunEvent.Outcome, actual: URL? = nil, message: String? = nil) {
        (SnapshotRunLog.current ?? .shared).record(reference: reference, packageRoot: packageRoot, outcome: outcome, actual: actual, artifactsRoot: artifactsRoot, message: message)
    }

    /// The name the suite's shards are dealt by: the reference's path in the package
    /// (`Tests/AppTests/__Snapshots__/LoginTests/testLogin.1.png`), which says the test file,
    /// the test and the snapshot, and is the same on every machine and in every run.
    var shardName: String { reference.relativePath(from: packageRoot) }

    /// Whether `EASEL_SHARD` gives this snapshot to another shard; if so the run record says it
    /// was skipped, and the caller renders and compares nothing. Throws when `EASEL_SHARD` is
    /// not a shard.
    func isOtherShards() throws -> Bool {
        guard let shard = try (SnapshotRunLog.current ?? .shared).shard(), !shard.contains(shardName) else { return false }
        log(.skipped)
        return true
    }

    /// The longest file-name part a name becomes; longer names keep a prefix and a hash of the whole.
    static let maximumLength = 100

    /// A name as a readable, portable file-name part: letters (accents dropped), digits, `-` and
    /// `_` stay, every other run of characters becomes one `-`, other scripts' letters are written
    /// as `u` and their hex code. A function's signature is dropped (`testLogin()` → `testLogin`).
    ///
    ///     fileName("signup (small)") == "signup-small"
    static func fileName(_ name: String, isFunction: Bool = false) -> String {
        var text = name
        if isFunction, let paren = text.firstIndex(of: "("), text.hasSuffix(")") { text = String(text[..<paren]) }
        let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        var result = ""
        var pendingDash = false
        var lastWasCode = false
        for scalar in folded.unicodeScalars {
            let isCode = !scalar.isASCII && CharacterSet.alphanumerics.contains(scalar)
            guard isCode || scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_") else {
                pendingDash = true
                continue
            }
            let piece = isCode ? "u" + String(scalar.value, radix: 16) : String(scalar)
            if pendingDash || isCode || lastWasCode, !result.isEmpty, result.last != "-", piece != "-" { result += "-" }
            result += piece
            pendingDash = false
            lastWasCode = isCode
        }
        while result.hasSuffix("-") { result.removeLast() }
        if result.isEmpty { return "snapshot" }
        guard result.count > maximumLength else { return result }
        // FNV-1a over the whole name, so two long names with one prefix stay distinct.
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return String(result.prefix(maximumLength - 9)) + "-" + String(hash, radix: 16)
    }

    /// The nearest folder above `file` holding a Package.swift (the test file's folder if none).
    package static func packageRoot(of file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }

    /// Numbers each test's unnamed snapshots 1, 2, 3 ... across threads.
    private static let counter = Counter()
    /// Which name took each reference file this run, to catch two names that map to one file.
    private static let claims = Claims()

    private final class Claims: @unchecked Sendable {
        private var owners: [String: String] = [:]
        private let lock = NSLock()

        /// The earlier owner when `path` already belongs to a different `owner`, else nil.
        func claim(_ path: String, for owner: String) -> String? {
            lock.lock()
            defer { lock.unlock() }
            if let earlier = owners[path], earlier != owner { return earlier }
            owners[path] = owner
            return nil
        }
    }

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

/// A snapshot name that cannot become its own file: two names collide, or a parameterized test's
/// snapshot has none.
struct SnapshotNameError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
