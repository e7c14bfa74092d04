import ArgumentParser
import Easel
import EaselCommandCore
import EaselImage
import Foundation

struct ApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Accept failed snapshots: copy each one's actual image over its reference.",
        discussion: """
        Reads the run record EaselTesting keeps in the artifacts folder (several folders for the \
        shards of one run, as with `report --merge`), and for each failure named (NAME as `easel \
        report` shows it, such as LoginTests/testLogin.1), or every failure with --all, writes \
        the actual image over the reference, atomically, printing what it replaced. Only failures \
        of the last run are approved, and only while their reference is still the one that run \
        compared with. Every name and image is checked before any reference is written.
        """
    )

    @Flag(help: "Approve every failure of the last run.")
    var all = false

    @Argument(help: "Failure names, then the artifacts folder(s) (default .build/easel-artifacts): an argument that is a folder, or starts with / or ., is an artifacts folder.")
    var arguments: [String] = []

    @Option(help: "The package the record's reference paths are relative to.")
    var packagePath = "."

    func validate() throws {
        let names = arguments.filter { !Self.isFolder($0) }
        if all && !names.isEmpty { throw ValidationError("give --all or failure names, not both") }
        if !all && names.isEmpty { throw ValidationError("name the failures to approve, or give --all") }
    }

    func run() throws {
        do {
            try approve()
        } catch let error as ExitCode {
            throw error
        } catch {
            CommandError.write(error, command: "approve")
            throw ExitCode(2)
        }
    }

    /// An existing folder, or a path no failure name looks like (names start with a test
    /// file's or test's name, never `/` or `.`), which must then be a folder.
    static func isFolder(_ path: String) -> Bool {
        if path.hasPrefix("/") || path.hasPrefix(".") || path.hasPrefix("~") { return true }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    private func approve() throws {
        var folders = arguments.filter(Self.isFolder)
        if folders.isEmpty { folders = [".build/easel-artifacts"] }
        let names = arguments.filter { !Self.isFolder($0) }
        let root = try CommandError.existingFolder(packagePath)
        var failures: [SnapshotRunRecord.Failure] = []
        for folder in folders {
            failures += try SnapshotRunRecord(folder: folder).failures(packageRoot: root)
        }
        var chosen = failures
        if !all {
            let byName = Dictionary(failures.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let unknown = names.filter { byName[$0] == nil }
            guard unknown.isEmpty else {
                let known = failures.isEmpty ? "the last run had no failures" : "its failures are " + MessageText.list(failures.map(\.name))
                let more = unknown.count > 1 ? " (and \(unknown.count - 1) other unknown names)" : ""
                throw CommandError("\(MessageText.shortened(unknown[0])): no such failure in the last run\(more); \(known)")
            }
            chosen = names.compactMap { byName[$0] }
        }
        // Every approval is prepared before any is written, so a bad one leaves all references as they were.
        var approvals: [(SnapshotRunRecord.Failure, Data)] = []
        var skipped: [String] = []
        for failure in chosen {
            guard FileManager.default.fileExists(atPath: failure.actual.path) else {
                skipped.append("\(failure.name): no actual file at \(failure.actual.path) (approved already, or removed)")
                continue
            }
            try checkUnchanged(failure)
            approvals.append((failure, try Self.referenceData(for: failure)))
        }
        for (failure, data) in approvals {
            do {
                try FileContents.write(data, to: failure.reference)
            } catch {
                throw CommandError.unwritable(failure.reference.path, error)
            }
            // The failure is gone: its artifacts would show it again in the next report.
            for kind in ["actual", "reference", "diff"] {
                let stem = failure.actual.deletingPathExtension().deletingPathExtension()
                try? FileManager.default.removeItem(at: stem.appendingPathExtension(kind).appendingPathExtension(failure.actual.pathExtension))
            }
            print("approved \(failure.name): \(failure.reference.relativePath(from: root))")
        }
        for line in skipped { FileHandle.standardError.write(Data("easel approve: skipped \(line)\n".utf8)) }
        if chosen.isEmpty { print("nothing to approve: the last run had no failures") }
    }

    /// The reference's new bytes: an image decoded (so a damaged file is an error, not a
    /// reference) and written as references are written, smallest; text as it is.
    static func referenceData(for failure: SnapshotRunRecord.Failure) throws -> Data {
        let data: Data
        do { data = try Data(contentsOf: failure.actual) } catch {
            throw CommandError("\(failure.actual.path): cannot be read: \(FileContents.plainWords(for: error))")
        }
        guard failure.actual.pathExtension == "png" else { return data }
        let image = try Image(pngData: data, source: failure.actual.path)
        return try image.pngData(compression: .reference)
    }

    /// Refuses a failure whose reference changed since the run compared with it: approving it
    /// would replace an image nobody reviewed against.
    private func checkUnchanged(_ failure: SnapshotRunRecord.Failure) throws {
        let compared = failure.actual.deletingPathExtension().deletingPathExtension().appendingPathExtension("reference.png")
        guard failure.actual.pathExtension == "png", FileManager.default.fileExists(atPath: compared.path) else { return }
        guard FileManager.default.fileExists(atPath: failure.reference.path) else { return }
        let before = try Image(contentsOfFile: compared.path), now = try Image(contentsOfFile: failure.reference.path)
        guard before.pixelWidth == now.pixelWidth, before.pixelHeight == now.pixelHeight, before.pixels == now.pixels else {
            throw CommandError("\(failure.reference.path) changed since the run that failed \(failure.name); run the tests again before approving it")
        }
    }
}
