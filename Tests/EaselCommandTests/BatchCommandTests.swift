import Foundation
import Testing

/// Five small screen files, a.json … e.json, each with its own label.
private func screens(in folder: URL) throws -> URL {
    let screens = folder.appendingPathComponent("screens")
    try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
    for name in ["a", "b", "c", "d", "e"] {
        try Data(#"{"size": "120x60", "elements": [{"label": "Screen \#(name)"}]}"#.utf8).write(to: screens.appendingPathComponent("\(name).json"))
    }
    return screens
}

private func contents(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return files
}

@Suite struct BatchCommandTests {
    @Test func renderingOnSeveralThreadsPrintsInInputOrderAndWritesTheSameBytesAsOne() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try screens(in: folder)
        let parallel = try easel("render", "screens", "-j", "4", "-o", "four", in: folder)
        #expect(parallel.status == 0)
        #expect(parallel.output == "four/a.png\nfour/b.png\nfour/c.png\nfour/d.png\nfour/e.png\n")
        #expect(parallel.errors.hasPrefix("easel render: 5 rendered, 0 failed in "))
        let serial = try easel("render", "screens", "-j", "1", "-o", "one", in: folder)
        #expect(serial.status == 0)
        let four = try contents(folder.appendingPathComponent("four"))
        #expect(four.count == 5)
        #expect(four == (try contents(folder.appendingPathComponent("one"))))
    }

    @Test func twoInputsWritingTheSameFileAreAnErrorBeforeAnythingRenders() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"elements": [{"label": "JSON"}]}"#.utf8).write(to: folder.appendingPathComponent("a.json"))
        try Data("elements:\n  - label: YAML\n".utf8).write(to: folder.appendingPathComponent("a.yaml"))
        let run = try easel("render", "a.json", "a.yaml", "-o", "out", in: folder)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors == "easel render: a.json and a.yaml would both write out/a.png; rename one, or render them into different folders\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func shardsSplitTheScreensByNameWithNoOverlap() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try screens(in: folder)
        var outputs: [String] = []
        for index in 1 ... 3 {
            let run = try easel("render", "screens", "--shard", "\(index)/3", "-o", "out", in: folder)
            #expect(run.status == 0)
            outputs.append(run.output)
        }
        // Sorted by name and dealt in turn: a d | b e | c.
        #expect(outputs == ["out/a.png\nout/d.png\n", "out/b.png\nout/e.png\n", "out/c.png\n"])
        for bad in ["0/3", "4/3", "1/0", "2", "a/b"] {
            let run = try easel("render", "screens", "--shard", bad, in: folder)
            // A usage error: 2, as every bad input, not ArgumentParser's 64.
            #expect(run.status == 2, "\(bad)")
            #expect(run.errors.contains("--shard must be I/N with 1 ≤ I ≤ N"), "\(bad)")
        }
    }

    @Test func checkRecordsMatchesAndReportsDifferences() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screens = try screens(in: folder)

        let missing = try easel("check", "screens", "--references", "refs", in: folder)
        #expect(missing.status == 1)
        #expect(missing.output.hasPrefix("a: no reference at refs/a.png\n"))
        let recorded = try easel("check", "screens", "--references", "refs", "--record", in: folder)
        #expect(recorded.status == 0)
        #expect(recorded.errors.hasPrefix("easel check: 0 matched, 0 failed, 5 recorded in "))
        let matching = try easel("check", "screens", "--references", "refs", in: folder)
        #expect(matching.status == 0)
        #expect(matching.output.isEmpty)
        #expect(matching.errors.hasPrefix("easel check: 5 matched, 0 failed in "))

        try Data(#"{"size": "120x60", "elements": [{"label": "Screen C!"}]}"#.utf8).write(to: screens.appendingPathComponent("c.json"))
        let changed = try easel("check", "screens", "--references", "refs", "-j", "2", "--artifacts", "art", in: folder)
        #expect(changed.status == 1)
        #expect(changed.output.hasPrefix("c: ") && changed.output.contains("pixels differ"))
        #expect(changed.errors.hasPrefix("easel check: 4 matched, 1 failed, report: art/report.html in "))
        let artifacts = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("art").path).sorted()
        #expect(artifacts == ["c.actual.png", "c.diff.png", "c.reference.png", "report.html"])

        try Data("elements: [".utf8).write(to: screens.appendingPathComponent("d.json"))
        let broken = try easel("check", "screens", "--references", "refs", in: folder)
        #expect(broken.status == 2)
        #expect(broken.errors.hasPrefix("easel check: d.json:1:1: "))
    }

    @Test func reportMergeJoinsTheShardsArtifacts() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screens = try screens(in: folder)
        #expect(try easel("check", "screens", "--references", "refs", "--record", in: folder).status == 0)
        for name in ["a", "b"] {
            try Data(#"{"size": "120x60", "elements": [{"label": "Changed \#(name)"}]}"#.utf8).write(to: screens.appendingPathComponent("\(name).json"))
        }
        // a is in shard 1 of 2, b in shard 2.
        for index in 1 ... 2 {
            let run = try easel("check", "screens", "--references", "refs", "--shard", "\(index)/2", "--artifacts", "shard\(index)", in: folder)
            #expect(run.status == 1)
        }
        let merged = try easel("report", "--merge", "shard1", "shard2", "-o", "all.html", in: folder)
        #expect(merged.status == 0)
        #expect(merged.output == "all.html: 2 failures\n")
        let html = try String(contentsOf: folder.appendingPathComponent("all.html"), encoding: .utf8)
        #expect(html.contains("<h2>a</h2>") && html.contains("<h2>b</h2>"))
        let unmerged = try easel("report", "shard1", "shard2", in: folder)
        #expect(unmerged.status == 2)
        #expect(unmerged.errors.contains("several folders need --merge"))
    }
}
