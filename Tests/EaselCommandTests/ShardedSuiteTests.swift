import Easel
import Foundation
import Testing

/// A snapshot suite split over CI jobs with `EASEL_SHARD=I/N`, each job its own process and
/// artifacts folder, joined again by `easel report --merge`.
@Suite struct ShardedSuiteTests {
    /// `ShardFixtureTests` (thirteen snapshots, three of them failing on their images and one on
    /// its ambiguous layout) run as three processes at once, one shard each, as three CI jobs
    /// would run it: between them they run every snapshot exactly once, each records the others as
    /// skipped, and the merged report lists the four failures, the layout one with its message.
    /// Merging only two of the folders names each snapshot of the third as run in no shard.
    @Test(.timeLimit(.minutes(2))) func threeShardProcessesRunEverySnapshotOnceAndTheMergedReportListsEveryFailure() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let testBinary = try #require(Bundle.main.executableURL)
        let shards = (1 ... 3).map { folder.appendingPathComponent("shard-\($0)") }
        let runs = Runs(count: 3)
        DispatchQueue.concurrentPerform(iterations: 3) { index in
            var environment = ProcessInfo.processInfo.environment
            environment["EASEL_SHARD"] = "\(index + 1)/3"
            environment["EASEL_ARTIFACTS"] = shards[index].path
            environment["EASEL_SHARD_FIXTURE"] = "fail"
            environment["EASEL_RECORD"] = "never"
            environment["EASEL_RUN"] = "sharded-\(index + 1)"
            runs[index] = Result { try spawn(testBinary, ["--testing-library", "swift-testing", "--filter", "ShardFixtureTests"], environment: environment) }
        }

        // Which shard ran each snapshot, from the three run records.
        var ranIn: [String: [Int]] = [:]
        var skippedIn: [String: [Int]] = [:]
        for (index, shard) in shards.enumerated() {
            let run = try runs[index]!.get()
            #expect(!run.crashed, "shard \(index + 1): \(run.errors)")
            let events = try Self.events(in: shard)
            #expect(events.first?.kind == .start)
            #expect(events.first?.shard == "\(index + 1)/3")
            #expect(events.last?.kind == .end)
            for event in events where event.kind == .assertion {
                let reference = try #require(event.reference)
                if event.outcome == .skipped { skippedIn[reference, default: []].append(index + 1) } else { ranIn[reference, default: []].append(index + 1) }
            }
            // A shard's process fails exactly when it ran one of the changed snapshots or the
            // ambiguous layout (recorded with its message, as it has no image).
            let ranChanged = events.contains { $0.outcome == .failed || $0.kind == .testFailed && $0.message != nil }
            #expect(run.status == (ranChanged ? 1 : 0), "shard \(index + 1): \(run.output)")
        }
        let snapshots = Set(ranIn.keys).union(skippedIn.keys)
        #expect(snapshots.count == 13)
        // The ambiguous layout is recorded, with its message, by the one shard that ran it.
        let layoutFailures = try (1 ... 3).flatMap { try Self.events(in: shards[$0 - 1]).filter { $0.kind == .testFailed && $0.message != nil } }
        #expect(layoutFailures.map(\.test) == ["layouts()"])
        #expect(layoutFailures.first?.message?.hasPrefix("AMBIGUOUS LAYOUT for View('marker').minX\n") == true)
        for snapshot in snapshots {
            #expect(ranIn[snapshot, default: []].count == 1, "\(snapshot) ran in shards \(ranIn[snapshot, default: []])")
            #expect(skippedIn[snapshot, default: []].count == 2, "\(snapshot) was skipped in shards \(skippedIn[snapshot, default: []])")
        }
        // The hash deals every shard some of the twelve.
        #expect(Set(ranIn.values.joined()) == [1, 2, 3])

        let merged = try easel("report", "--merge", "shard-1", "shard-2", "shard-3", "-o", "all.html", in: folder)
        #expect(merged.status == 0, "\(merged.errors)")
        #expect(merged.output == "all.html: 4 failures (1 without an image)\n")
        let html = try String(contentsOf: folder.appendingPathComponent("all.html"), encoding: .utf8)
        for name in ShardFixtureTests.changed { #expect(html.contains("easel approve \(name) shard-1 shard-2 shard-3")) }
        #expect(html.contains("<p>4 failures."))
        let location = try #require(layoutFailures.first?.location)
        #expect(location.hasPrefix("EaselCommandTests/ShardFixtureTests.swift:"))
        #expect(html.contains("<h2>layouts() at \(location)</h2>"))

        let partial = try easel("report", "--merge", "shard-1", "shard-2", "-o", "partial.html", in: folder)
        #expect(partial.status == 2)
        let third = ranIn.filter { $0.value == [3] }.keys.sorted()
        #expect(partial.errors == (["shard 3/3 is missing: no folder holds its run record"]
            + third.map { "\($0) ran in no shard (skipped in 1/3 (shard-1), 2/3 (shard-2))" }).map { "easel report: \($0)\n" }.joined())
    }

    /// The lines of the one run record in an artifacts folder.
    static func events(in artifacts: URL) throws -> [SnapshotRunEvent] {
        let folder = artifacts.appendingPathComponent(SnapshotRunEvent.folderName)
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).filter { $0.pathExtension == "jsonl" }
        try #require(files.count == 1)
        let data = try Data(contentsOf: files[0])
        return try data.split(separator: 0x0A).map { try JSONDecoder().decode(SnapshotRunEvent.self, from: Data($0)) }
    }

    /// The same name gives the same shard on every machine and in every process (the hash is
    /// fixed, not Swift's seeded one), and names spread evenly over the shards.
    @Test func shardsAreDealtByAFixedHashOfTheName() throws {
        let name = "Tests/AppTests/__Snapshots__/LoginTests/testLogin.1.png"
        #expect(SuiteShard.stableHash(name) == Self.pinnedHash)
        let shards = (1 ... 3).map { SuiteShard(index: $0, count: 3) }
        #expect(shards.filter { $0.contains(name) }.count == 1)
        var counts = [0, 0, 0]
        for test in 0 ..< 3000 {
            let owners = shards.filter { $0.contains("Tests/AppTests/__Snapshots__/ScreenTests/test\(test).1.png") }
            try #require(owners.count == 1)
            counts[owners[0].index - 1] += 1
        }
        // 1,000 each on average; a fair split leaves each within ±10% (about 5 standard deviations).
        for count in counts { #expect((900 ... 1100).contains(count), "\(counts)") }
        #expect(SuiteShard(parsing: "2/4") == SuiteShard(index: 2, count: 4))
        for bad in ["0/3", "4/3", "3", "1/0", "a/b", "1/3/5", ""] { #expect(SuiteShard(parsing: bad) == nil, "\(bad)") }
    }

    /// FNV-1a 64 of the name's UTF-8, then SplitMix64's finaliser, computed by a separate Python
    /// implementation of the two published algorithms.
    static let pinnedHash: UInt64 = 14_400_622_978_063_484_334
}

/// Results that the concurrent runs each write once.
private final class Runs: @unchecked Sendable {
    private var results: [Result<Run, Error>?]
    private let lock = NSLock()
    init(count: Int) { results = Array(repeating: nil, count: count) }
    subscript(index: Int) -> Result<Run, Error>? {
        get { lock.withLock { results[index] } }
        set { lock.withLock { results[index] = newValue } }
    }
}
