import ArgumentParser
import EaselCommandCore
import EaselImage
import Foundation

struct CleanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clean",
        abstract: "Remove reference images that no test asserted in the last full run.",
        discussion: """
        Reads the run record EaselTesting keeps in the artifacts folder (give --artifacts once per \
        shard to combine the shards of one run) and lists every reference in the tests folder's \
        __Snapshots__/<TestFile>/ folders that no assertion read or wrote: in a folder the run \
        asserted into, each file it did not assert; a folder whose test file is gone, whole. \
        A folder whose test file exists but made no EaselTesting assertion (such as \
        swift-snapshot-testing's own) is left alone and counted. Removes them unless --dry-run. \
        Refuses a partial run (filtered, failed, or a test process that did not finish) unless \
        --allow-partial, since its missing assertions would look like orphans.
        """
    )

    @Argument(help: "The folder holding the tests and their __Snapshots__ folders.")
    var tests = "Tests"

    @Flag(help: "List the orphans without removing them.")
    var dryRun = false

    @Option(help: "An artifacts folder with the run record (repeat for shards).")
    var artifacts: [String] = []

    @Flag(help: "Clean even after a filtered or failed run.")
    var allowPartial = false

    @Option(help: "The package the record's reference paths are relative to.")
    var packagePath = "."

    func run() throws {
        do {
            try clean()
        } catch let error as ExitCode {
            throw error
        } catch {
            CommandError.write(error, command: "clean")
            throw ExitCode(2)
        }
    }

    private func clean() throws {
        let folders = artifacts.isEmpty ? [".build/easel-artifacts"] : artifacts
        let root = try CommandError.existingFolder(packagePath)
        let testsFolder = try CommandError.existingFolder(tests)
        let records = try folders.map { try SnapshotRunRecord(folder: $0) }
        let reasons = records.flatMap { $0.partialReasons(asShard: records.count > 1) }
        if !reasons.isEmpty && !allowPartial {
            throw CommandError("\(MessageText.list(folders)): the last run was partial, so its unasserted references are not known to be orphans (give --allow-partial to clean anyway):\n  " + reasons.joined(separator: "\n  "))
        }
        let asserted = Set(records.flatMap { record in
            record.assertions.compactMap { $0.reference.map { SnapshotRunRecord.resolve($0, against: root).standardizedFileURL.path } }
        })
        let assertedFolders = Set(asserted.map { ($0 as NSString).deletingLastPathComponent })

        var orphans: [URL] = []
        var unchecked: [String] = []
        for folder in Self.snapshotFolders(in: testsFolder) {
            let path = folder.standardizedFileURL.path
            let testFile = folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + ".swift")
            let files = Self.references(in: folder)
            if assertedFolders.contains(path) {
                orphans += files.filter { !asserted.contains($0.standardizedFileURL.path) }
            } else if !FileManager.default.fileExists(atPath: testFile.path) {
                orphans += files
            } else if !files.isEmpty {
                unchecked.append(folder.relativePath(from: root))
            }
        }
        for orphan in orphans {
            if !dryRun {
                do { try FileManager.default.removeItem(at: orphan) } catch {
                    throw CommandError("\(orphan.path): cannot be removed: \(FileContents.plainWords(for: error))")
                }
                let folder = orphan.deletingLastPathComponent()
                if (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                    try? FileManager.default.removeItem(at: folder)
                }
            }
            print(orphan.relativePath(from: root))
        }
        var summary = "easel clean: \(orphans.count) orphan\(orphans.count == 1 ? "" : "s") \(dryRun ? "found (dry run, nothing removed)" : "removed") among the references of \(asserted.count) assertion\(asserted.count == 1 ? "" : "s")"
        if !unchecked.isEmpty { summary += "; not checked (no EaselTesting assertion ran there): " + unchecked.joined(separator: ", ") }
        FileHandle.standardError.write(Data((summary + "\n").utf8))
    }

    /// Every `__Snapshots__/<TestFile>` folder below `root`, in path order.
    static func snapshotFolders(in root: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var folders: [URL] = []
        for case let url as URL in walker where url.lastPathComponent == "__Snapshots__" {
            walker.skipDescendants()
            let children = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
            folders += children.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        }
        return folders.sorted { $0.path < $1.path }
    }

    /// The reference images and texts directly in a snapshot folder.
    static func references(in folder: URL) -> [URL] {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { ["png", "txt"].contains($0.pathExtension) && !$0.lastPathComponent.hasPrefix(".") }.sorted { $0.path < $1.path }
    }
}
