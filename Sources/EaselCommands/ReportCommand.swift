import ArgumentParser
import Easel
import EaselCommandCore
import Foundation

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write one self-contained HTML page of every snapshot failure in an artifacts folder.",
        discussion: "Finds each NAME.reference.png with its NAME.actual.png and NAME.diff.png (as EaselTesting writes them) and shows them side by side with the diff's legend, a slider that wipes between expected and actual, onion skin, blink and a zoom on the changed region, after a compact index of the failures; with EaselTesting's run record each failure shows its `easel approve` command line. An image that cannot be read is named on standard error and in the page, the others are still shown, and the exit status is then 2."
    )

    @Argument(help: "The artifacts folder (EASEL_ARTIFACTS, by default .build/easel-artifacts); several with --merge.")
    var folders: [String]

    @Flag(help: "Join the artifacts folders of several shards (CI matrix jobs) into one report; with EaselTesting's run records (EASEL_SHARD), check that every snapshot ran in exactly one shard.")
    var merge = false

    @Option(name: [.short, .customLong("output")], help: "The HTML file to write.")
    var output = "report.html"

    func validate() throws {
        if folders.isEmpty { throw ValidationError("give the artifacts folder to report on") }
        if folders.count > 1 && !merge { throw ValidationError("several folders need --merge to be joined into one report") }
    }

    func run() throws {
        do {
            try writeReport()
        } catch let error as ExitCode {
            throw error
        } catch {
            CommandError.write(error, command: "report")
            throw ExitCode(2)
        }
    }

    private func writeReport() throws {
        var failures: [SnapshotFailure] = []
        for folder in folders {
            let root = try CommandError.existingFolder(folder)
            failures += try SnapshotFailure.all(in: root)
        }
        // Shards hold different screens; should two hold the same name, the first folder's wins.
        var seen = Set<String>()
        failures = failures.filter { seen.insert($0.name).inserted }.sorted { $0.name < $1.name }
        let title = "Snapshot failures in \(folders.joined(separator: ", "))"
        // Failures EaselTesting's run record lists can be approved from the page (others, such as
        // swift-snapshot-testing's, cannot: approve would not know their references).
        let records = folders.compactMap { try? SnapshotRunRecord(folder: $0) }
        let approvable = Set(records.flatMap { $0.failures(packageRoot: URL(fileURLWithPath: ".")).map(\.name) })
        // Failures with no image (a strict assertion's layout problem, a snapshot that could not
        // be checked) are only in the run records; a suite with nothing else must not read as passing.
        var seenWithoutImage = Set<SnapshotRunRecord.FailureWithoutImage>()
        let withoutImage = records.flatMap(\.failuresWithoutImage).filter { seenWithoutImage.insert($0).inserted }
        let report = FailureReport(failures: failures, title: title, approval: (folders, approvable), withoutImage: withoutImage)
        let html = report.html()
        do {
            try Data(html.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw CommandError.unwritable(output, error)
        }
        let total = failures.count + withoutImage.count
        print("\(output): \(total) failure\(total == 1 ? "" : "s")" + (withoutImage.isEmpty ? "" : " (\(withoutImage.count) without an image)"))
        // Shards' records must show every snapshot run once, or the page is not the whole suite's.
        let problems = report.problems + (merge ? ShardCoverage(folders: folders).problems : [])
        for problem in problems {
            FileHandle.standardError.write(Data("easel report: \(problem)\n".utf8))
        }
        if !problems.isEmpty { throw ExitCode(2) }
    }
}

/// One failed snapshot's three images, found by name in an artifacts folder.
struct SnapshotFailure {
    let name: String
    let reference: URL
    let actual: URL?
    let diff: URL?

    /// Every `*.reference.png` below `root`, in name order, with its siblings.
    static func all(in root: URL) throws -> [SnapshotFailure] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var failures: [SnapshotFailure] = []
        for case let url as URL in walker where url.lastPathComponent.hasSuffix(".reference.png") {
            let stem = String(url.lastPathComponent.dropLast(".reference.png".count))
            let folder = url.deletingLastPathComponent()
            func sibling(_ kind: String) -> URL? {
                let candidate = folder.appendingPathComponent("\(stem).\(kind).png")
                return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
            }
            let relativeFolder = folder.path.dropFirst(root.path.count).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            let name = relativeFolder.isEmpty ? stem : "\(relativeFolder)/\(stem)"
            failures.append(SnapshotFailure(name: name, reference: url, actual: sibling("actual"), diff: sibling("diff")))
        }
        return failures.sorted { $0.name < $1.name }
    }
}
