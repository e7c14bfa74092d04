import Easel
@testable import EaselTesting
import Foundation
import Testing

/// A 40 × 30 card: a coloured box on white, as a snapshot test would draw it.
private func card(_ color: Color = .systemBlue) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    root.backgroundColor = .white
    let box = View(frame: CGRect(x: 8, y: 6, width: 20, height: 12))
    box.backgroundColor = color
    root.addSubview(box)
    return root
}

/// A package in a temporary folder with one test file, whose snapshot assertions are made as
/// `swift test` would make them, each "run" a run log of its own that ends as a process ends.
private struct ScratchPackage {
    let root: URL
    var testFile: URL { root.appendingPathComponent("Tests/CardTests/CardTests.swift") }
    var artifacts: URL { root.appendingPathComponent(".build/easel-artifacts") }
    var snapshots: URL { root.appendingPathComponent("Tests/CardTests/__Snapshots__/CardTests") }
    func reference(_ test: String, _ name: String = "card") -> URL { snapshots.appendingPathComponent("\(test).\(name).png") }

    init() throws {
        root = try temporaryFolder()
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        try FileManager.default.createDirectory(at: testFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// the card's tests\n".utf8).write(to: testFile)
    }

    /// One test process: its assertions, then its normal end. `arguments` is its command line.
    @discardableResult
    func run(_ id: String, arguments: [String] = ["EaselPackageTests.xctest"], _ body: () -> Void) -> SnapshotRunLog {
        let log = SnapshotRunLog(environment: ["EASEL_RUN": id], arguments: arguments)
        SnapshotRunLog.$current.withValue(log, operation: body)
        log.finish()
        return log
    }

    func verify(_ view: View, test: String = "testCard()", named name: String = "card", record: RecordMode = .missing, artifacts: URL? = nil) -> String? {
        let message = verifySnapshot(of: view, as: .image(traits: TraitCollection(displayScale: 1)), named: name, record: record,
                                     artifactsDirectory: (artifacts ?? self.artifacts).path, filePath: testFile.path, testName: test)
        // What assertSnapshot does with a message: the test fails, and the run record hears of it.
        if message != nil { SnapshotRunLog.current?.testFailed(test) }
        return message
    }

    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
    func remove() { try? FileManager.default.removeItem(at: root) }
}

@Suite struct ReviewLoopTests {
    /// Record, change a view, fail, report, approve, pass again; rename a test, and clean lists
    /// exactly the orphan, then removes it.
    @Test func recordFailReportApprovePassThenCleanTheRenamedTestsOrphan() throws {
        let package = try ScratchPackage()
        defer { package.remove() }
        let art = package.artifacts.path

        package.run("1") {
            #expect(package.verify(card(.systemBlue))?.hasPrefix("No reference image was found") == true)
            #expect(package.verify(card(.systemGreen), named: "other")?.hasPrefix("No reference image was found") == true)
        }
        package.run("2") {
            let failure = package.verify(card(.systemRed)) ?? ""
            #expect(failure.hasPrefix("Snapshot “testCard.card” does not match its reference: 240 pixels differ"))
            #expect(failure.hasSuffix("\nApprove it with: easel approve testCard.card"))
            #expect(package.verify(card(.systemGreen), named: "other") == nil)
        }
        // The record of run 1 went when run 2 began: one process file, with its start, two assertions and its end.
        let records = try FileManager.default.contentsOfDirectory(atPath: package.artifacts.appendingPathComponent("run").path)
        #expect(records.count == 1)

        let report = try easel("report", art, "-o", "report.html", in: package.root)
        #expect(report.status == 0)
        let html = try String(contentsOf: package.root.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("<code>easel approve testCard.card \(art)</code>"))

        // A failed run is partial: clean will not guess.
        let refused = try easel("clean", "--artifacts", art, "Tests", in: package.root)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("1 test failure"))
        #expect(refused.output.isEmpty)

        let approved = try easel("approve", "testCard.card", art, in: package.root)
        #expect(approved.status == 0)
        #expect(approved.output == "approved testCard.card: Tests/CardTests/__Snapshots__/CardTests/testCard.card.png\n")
        #expect(try Image(contentsOfFile: package.reference("testCard").path)[18, 12] == Pixel(.systemRed))
        // The approved failure's artifacts are gone, so the next report does not show it again.
        #expect(!package.exists(package.artifacts.appendingPathComponent("testCard.card.actual.png")))
        let again = try easel("approve", "--all", art, in: package.root)
        #expect(again.status == 0)
        #expect(again.errors.contains("skipped testCard.card: no actual file"))

        package.run("3") {
            #expect(package.verify(card(.systemRed)) == nil)
            #expect(package.verify(card(.systemGreen), named: "other") == nil)
        }

        // testCard is renamed testCardInRed: its first run records the new reference, the next passes.
        package.run("4") {
            #expect(package.verify(card(.systemRed), test: "testCardInRed()")?.hasPrefix("No reference image was found") == true)
            #expect(package.verify(card(.systemGreen), named: "other") == nil)
        }
        package.run("5") {
            #expect(package.verify(card(.systemRed), test: "testCardInRed()") == nil)
            #expect(package.verify(card(.systemGreen), named: "other") == nil)
        }
        let orphan = "Tests/CardTests/__Snapshots__/CardTests/testCard.card.png\n"
        let dryRun = try easel("clean", "--dry-run", "--artifacts", art, "Tests", in: package.root)
        #expect(dryRun.status == 0)
        #expect(dryRun.output == orphan)
        #expect(dryRun.errors == "easel clean: 1 orphan found (dry run, nothing removed) among the references of 2 assertions\n")
        #expect(package.exists(package.reference("testCard")))

        let clean = try easel("clean", "--artifacts", art, "Tests", in: package.root)
        #expect(clean.status == 0)
        #expect(clean.output == orphan)
        #expect(!package.exists(package.reference("testCard")))
        #expect(package.exists(package.reference("testCardInRed")))
        #expect(package.exists(package.reference("testCard", "other")))
    }

    @Test func cleanRefusesAFilteredRunUnlessToldAndTakesShardsTogether() throws {
        let package = try ScratchPackage()
        defer { package.remove() }
        package.run("1") {
            _ = package.verify(card(), named: "a")
            _ = package.verify(card(), named: "b")
        }
        package.run("2", arguments: ["EaselPackageTests.xctest", "--testing-library", "swift-testing", "--filter", "testCard"]) {
            #expect(package.verify(card(), named: "a") == nil)
        }
        let refused = try easel("clean", "--artifacts", package.artifacts.path, "Tests", in: package.root)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("the run was filtered (--testing-library swift-testing --filter testCard)"))
        let told = try easel("clean", "--dry-run", "--allow-partial", "--artifacts", package.artifacts.path, "Tests", in: package.root)
        #expect(told.status == 0)
        #expect(told.output == "Tests/CardTests/__Snapshots__/CardTests/testCard.b.png\n")
    }

    /// Two CI shards, each a filtered run with its own artifacts folder, downloaded side by side:
    /// report, approve and clean take them together.
    @Test func shardsAreReportedApprovedAndCleanedTogether() throws {
        let package = try ScratchPackage()
        defer { package.remove() }
        let shards = [package.root.appendingPathComponent("shard1"), package.root.appendingPathComponent("shard2")]
        // Each shard records its reference, then passes.
        for run in ["r", "p"] {
            for (index, shard) in shards.enumerated() {
                package.run("\(run)\(index)", arguments: ["EaselPackageTests.xctest", "--filter", "shard\(index + 1)"]) {
                    _ = package.verify(card(.systemBlue), named: ["a", "b"][index], artifacts: shard)
                }
            }
        }
        try Data().write(to: package.snapshots.appendingPathComponent("testCard.gone.png"))
        let clean = try easel("clean", "--dry-run", "--artifacts", "shard1", "--artifacts", "shard2", "Tests", in: package.root)
        #expect(clean.status == 0)
        #expect(clean.output == "Tests/CardTests/__Snapshots__/CardTests/testCard.gone.png\n")
        for (index, shard) in shards.enumerated() {
            package.run("s\(index)", arguments: ["EaselPackageTests.xctest", "--filter", "shard\(index + 1)"]) {
                _ = package.verify(card(.systemRed), named: ["a", "b"][index], artifacts: shard)
            }
        }
        let report = try easel("report", "--merge", "shard1", "shard2", "-o", "all.html", in: package.root)
        #expect(report.status == 0)
        let html = try String(contentsOf: package.root.appendingPathComponent("all.html"), encoding: .utf8)
        #expect(html.contains("<code>easel approve testCard.a shard1 shard2</code>"))
        #expect(html.contains("<code>easel approve testCard.b shard1 shard2</code>"))
        let approve = try easel("approve", "--all", "shard1", "shard2", in: package.root)
        #expect(approve.status == 0)
        #expect(approve.output == "approved testCard.a: Tests/CardTests/__Snapshots__/CardTests/testCard.a.png\napproved testCard.b: Tests/CardTests/__Snapshots__/CardTests/testCard.b.png\n")
        for name in ["a", "b"] {
            #expect(try Image(contentsOfFile: package.reference("testCard", name).path)[18, 12] == Pixel(.systemRed))
        }
    }

    @Test func aProcessThatDidNotEndIsPartial() throws {
        let package = try ScratchPackage()
        defer { package.remove() }
        let log = SnapshotRunLog(environment: ["EASEL_RUN": "1"], arguments: ["EaselPackageTests.xctest"])
        SnapshotRunLog.$current.withValue(log) { _ = package.verify(card(), named: "a") }
        let refused = try easel("clean", "--artifacts", package.artifacts.path, "Tests", in: package.root)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("the test process did not finish"))
        log.finish()
    }

    @Test func approveChecksEverythingBeforeWritingAnything() throws {
        let package = try ScratchPackage()
        defer { package.remove() }
        package.run("1") {
            _ = package.verify(card(.systemBlue), named: "a")
            _ = package.verify(card(.systemBlue), named: "b")
        }
        package.run("2") {
            _ = package.verify(card(.systemRed), named: "a")
            _ = package.verify(card(.systemRed), named: "b")
        }
        let art = package.artifacts.path
        // An unknown name: nothing is written.
        let unknown = try easel("approve", "testCard.a", "testCard.zzz", art, in: package.root)
        #expect(unknown.status == 2)
        #expect(unknown.errors == "easel approve: testCard.zzz: no such failure in the last run; its failures are testCard.a, testCard.b\n")
        #expect(try Image(contentsOfFile: package.reference("testCard", "a").path)[18, 12] == Pixel(.systemBlue))
        // A damaged actual image: an error naming it, and neither reference changes.
        try Data("not a png".utf8).write(to: package.artifacts.appendingPathComponent("testCard.b.actual.png"))
        let corrupt = try easel("approve", "--all", art, in: package.root)
        #expect(corrupt.status == 2)
        #expect(corrupt.errors.hasPrefix("easel approve: \(art)/testCard.b.actual.png: not a readable PNG"))
        #expect(try Image(contentsOfFile: package.reference("testCard", "a").path)[18, 12] == Pixel(.systemBlue))
        // A reference changed since the run: not approved over.
        try card(.systemGreen).render(scale: 1).writePNG(to: package.reference("testCard", "a"))
        let changed = try easel("approve", "testCard.a", art, in: package.root)
        #expect(changed.status == 2)
        #expect(changed.errors.contains("testCard.a.png changed since the run that failed testCard.a"))
    }

    @Test func badInputIsAClearError() throws {
        let package = try ScratchPackage()
        defer { package.remove() }
        let missing = try easel("approve", "--all", "/no/such/artifacts", in: package.root)
        #expect(missing.status == 2)
        #expect(missing.errors == "easel approve: /no/such/artifacts: no such folder\n")
        let noFolder = try easel("clean", "--artifacts", "/no/such/artifacts", "Tests", in: package.root)
        #expect(noFolder.status == 2)
        #expect(noFolder.errors == "easel clean: /no/such/artifacts: no such folder\n")

        try FileManager.default.createDirectory(at: package.artifacts, withIntermediateDirectories: true)
        let noRecord = try easel("approve", "--all", package.artifacts.path, in: package.root)
        #expect(noRecord.status == 2)
        #expect(noRecord.errors == "easel approve: \(package.artifacts.path): no run record (run/*.jsonl): run the tests with EaselTesting, which writes it, then try again\n")

        package.run("1") { _ = package.verify(card(), named: "a") }
        let record = try #require(FileManager.default.contentsOfDirectory(at: package.artifacts.appendingPathComponent("run"), includingPropertiesForKeys: nil).first)
        var lines = try String(contentsOf: record, encoding: .utf8)
        lines = lines.replacingOccurrences(of: "\"kind\":\"assertion\"", with: "\"kind\":\"asertion\"")
        try Data(lines.utf8).write(to: record)
        let corrupt = try easel("clean", "--artifacts", package.artifacts.path, "Tests", in: package.root)
        #expect(corrupt.status == 2)
        #expect(corrupt.errors.hasPrefix("easel clean: \(record.path):2: not a run record line: {"))
        let usage = try easel("approve", in: package.root)
        #expect(usage.status == 2)
        #expect(usage.errors.contains("name the failures to approve, or give --all"))
    }

    /// swift test passes a filter on to the test process as these command lines show.
    @Test func aFilteredCommandLineIsRecognised() {
        #expect(!SnapshotRunLog.isFiltered(["/x/EaselPackageTests.xctest"]))
        #expect(!SnapshotRunLog.isFiltered(["/x/EaselPackageTests.xctest", "--testing-library", "swift-testing"]))
        #expect(SnapshotRunLog.isFiltered(["/x/EaselPackageTests.xctest", "--testing-library", "swift-testing", "--filter", "Card"]))
        #expect(SnapshotRunLog.isFiltered(["/x/EaselPackageTests.xctest", "--skip", "Card"]))
        #expect(SnapshotRunLog.isFiltered(["/x/EaselPackageTests.xctest", "EaselTests.CardTests/testCard"]))
    }
}

/// A sign-in form: a title, a field and a button on a grouped background.
private func form(buttonColor: Color, background: Color, titleOffset: CGFloat = 0) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 220, height: 150))
    root.backgroundColor = background
    let title = Label("Sign in", font: .boldSystemFont(ofSize: 22))
    title.frame = CGRect(x: 16 + titleOffset, y: 14, width: 180, height: 28)
    let field = View(frame: CGRect(x: 16, y: 54, width: 188, height: 34))
    field.backgroundColor = .white
    field.cornerRadius = 8
    let button = View(frame: CGRect(x: 16, y: 100, width: 188, height: 34))
    button.backgroundColor = buttonColor
    button.cornerRadius = 8
    for view in [title, field, button] { root.addSubview(view) }
    return root
}

@Suite struct ReportPageTests {
    /// The page for two real failures, written where scripts/report-browser-check opens it in
    /// Chromium: every view of a failure is in it, each image inlined once per place the page
    /// itself draws it.
    @Test func theReportHasAnIndexTheDiffsLegendTheApproveLineAndEveryView() throws {
        let package = try ScratchPackage()
        defer { package.remove() }
        let grouped = Color(red8: 242, green8: 242, blue8: 247), nearlyGrouped = Color(red8: 238, green8: 238, blue8: 243)
        package.run("1") {
            _ = package.verify(form(buttonColor: .systemBlue, background: grouped), test: "testSignIn()", named: "form")
            _ = package.verify(card(.systemBlue))
        }
        package.run("2") {
            _ = package.verify(form(buttonColor: .systemIndigo, background: nearlyGrouped, titleOffset: 2), test: "testSignIn()", named: "form")
            _ = package.verify(card(.systemTeal))
        }
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/report-check/report.html")
        try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
        let run = try easel("report", package.artifacts.path, "-o", page.path, in: package.root)
        #expect(run.status == 0)
        #expect(run.output == "\(page.path): 2 failures\n")
        let html = try String(contentsOf: page, encoding: .utf8)
        // Two failures, five inlined images each: expected, actual, diff, and the wipe's two.
        #expect(html.components(separatedBy: "data:image/png;base64,").count == 11)
        #expect(html.contains("<a href=\"#f0\"><img data-from=\"f0-diff\" alt=\"\"><b>testCard.card</b>240 pixels differ (20%) in the box at (8, 6) 20×12 px</a>"))
        #expect(html.contains("<section id=\"f0\" class=\"failure\" data-box=\"8,6,20,12\">"))
        #expect(html.contains("<code>easel approve testSignIn.form \(package.artifacts.path)</code>"))
        #expect(html.contains("differs within the threshold (not counted)"))
        for mode in ["onion", "blink", "zoom"] { #expect(html.contains("class=\"panel\(mode == "blink" ? " blink" : "")\" data-mode=\"\(mode)\"")) }
        #expect(html.contains("<img class=\"top\" data-from=\"f1-actual\" alt=\"actual\">"))
        #expect(html.contains("<canvas data-from=\"f1-diff\"></canvas>"))
        #expect(!html.contains("src=\"file:") && !html.contains("src=\"http"))
    }
}
