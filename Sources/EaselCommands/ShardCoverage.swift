import EaselImage
import Foundation

/// Whether the jobs of a sharded suite (`EASEL_SHARD=I/N`, one artifacts folder each) ran every
/// snapshot exactly once between them: each job's run record lists the snapshots it ran and the
/// ones it skipped as another shard's, so a snapshot every job skipped, or that two jobs ran, is
/// found by name. That happens when a job is missing or failed to start, when the jobs were given
/// different counts, or when one ran the whole suite.
struct ShardCoverage {
    /// The problems found, one line each; empty when no folder's record is a shard's.
    let problems: [String]

    init(folders: [String]) {
        var records: [(folder: String, record: SnapshotRunRecord)] = []
        var unreadable: [String] = []
        for folder in folders {
            do { records.append((folder, try SnapshotRunRecord(folder: folder))) } catch { unreadable.append("\(error)") }
        }
        let shards = records.flatMap { $0.record.processes.compactMap { $0.start?.shard } }
        guard !shards.isEmpty else {
            problems = []
            return
        }
        var problems = unreadable.map { "\($0), so the snapshots its shard ran are not known" }
        let counts = Set(shards.compactMap { SuiteShard(parsing: $0)?.count })
        if counts.count > 1 {
            problems.append("the shards were given different counts (\(Set(shards).sorted().joined(separator: ", "))), so they do not divide the suite between them")
        } else if let count = counts.first {
            let present = Set(shards.compactMap { SuiteShard(parsing: $0)?.index })
            for index in 1 ... count where !present.contains(index) {
                problems.append("shard \(index)/\(count) is missing: no folder holds its run record")
            }
        }
        // Which jobs ran each snapshot, and which skipped it, named by shard and folder.
        var ran: [String: Set<String>] = [:]
        var skipped: [String: Set<String>] = [:]
        for (folder, record) in records {
            for process in record.processes {
                let job = "\(process.start?.shard ?? "the whole suite") (\(folder))"
                for event in process.events where event.kind == .assertion {
                    guard let reference = event.reference else { continue }
                    if event.outcome == .skipped {
                        skipped[reference, default: []].insert(job)
                    } else {
                        ran[reference, default: []].insert(job)
                    }
                }
            }
        }
        for reference in Set(ran.keys).union(skipped.keys).sorted() {
            let jobs = ran[reference, default: []].sorted()
            if jobs.isEmpty {
                problems.append("\(reference) ran in no shard (skipped in \(skipped[reference, default: []].sorted().joined(separator: ", ")))")
            } else if jobs.count > 1 {
                problems.append("\(reference) ran in \(jobs.count) shards: \(jobs.joined(separator: ", "))")
            }
        }
        self.problems = problems
    }
}
