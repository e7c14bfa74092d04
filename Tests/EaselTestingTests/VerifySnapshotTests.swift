import Easel
@testable import EaselTesting
import Foundation
import Testing

/// A 40 × 30 card: a coloured box on white with a rounded corner, so a diff has edges to find.
private func card(_ color: Color = .systemBlue) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    root.backgroundColor = .white
    let box = View(frame: CGRect(x: 8, y: 6, width: 20, height: 12))
    box.backgroundColor = color
    box.cornerRadius = 4
    root.addSubview(box)
    return root
}

/// A fresh folder for references and one for artifacts, removed afterwards.
private struct Folders {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("easel-snapshots-\(UUID().uuidString)")
    var references: String { root.appendingPathComponent("refs").path }
    var artifacts: String { root.appendingPathComponent("artifacts").path }

    /// Records missing references unless told otherwise, as the default does off CI (on CI, with
    /// `CI` set, the default records nothing).
    func verify(_ view: View, named name: String = "card", tolerance: Tolerance = .exact, record: RecordMode = .missing) -> String? {
        verifySnapshot(of: view, as: .image(traits: TraitCollection(displayScale: 1)), named: name, tolerance: tolerance, record: record, snapshotDirectory: references, artifactsDirectory: artifacts, filePath: "/tmp/CardTests.swift", testName: "testCard()")
    }

    func reference(_ name: String = "card") -> String { "\(references)/testCard.\(name).png" }
    func artifact(_ kind: String) -> String { "\(artifacts)/testCard.card.\(kind).png" }
    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
    func remove() { try? FileManager.default.removeItem(at: root) }
}

@Suite struct VerifySnapshotTests {
    @Test func aMissingReferenceIsRecordedAndTheCheckFailsSayingSo() throws {
        let folders = Folders()
        defer { folders.remove() }
        let message = try #require(folders.verify(card(), record: .missing))
        #expect(message.hasPrefix("No reference image was found for snapshot “testCard.card”, so one was recorded: \(folders.reference())"))
        #expect(folders.exists(folders.reference()))
        #expect(try Image(contentsOfFile: folders.reference()) == card().render(scale: 1))
        // The next run checks against it and passes.
        #expect(folders.verify(card(), record: .missing) == nil)
    }

    @Test func aChangedColourFailsWithTheCountAndBoxAndWritesThreeArtifacts() throws {
        let folders = Folders()
        defer { folders.remove() }
        _ = folders.verify(card(.systemBlue))
        let message = try #require(folders.verify(card(.systemRed)))
        // The 20 × 12 box (240 pixels at (8, 6)) less the anti-aliased pixels of its rounded corners.
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Snapshot “testCard.card” does not match its reference: 208 pixels differ (17.33%) in the box at (8, 6) 20×12 px. Allowed: 0 pixels at threshold 0.1.")
        #expect(lines[1] == "reference: \(folders.artifact("reference"))")
        #expect(lines[2] == "actual:    \(folders.artifact("actual"))")
        #expect(lines[3] == "diff:      \(folders.artifact("diff"))")
        let reference = try Image(contentsOfFile: folders.artifact("reference"))
        let actual = try Image(contentsOfFile: folders.artifact("actual"))
        let diff = try Image(contentsOfFile: folders.artifact("diff"))
        #expect(reference[18, 12] == Pixel(.systemBlue))
        #expect(actual[18, 12] == Pixel(.systemRed))
        #expect(diff[18, 12] == Pixel(red: 255, green: 0, blue: 0))
        #expect(diff[1, 1] == Pixel(red: 255, green: 255, blue: 255))
        // The reference itself is untouched.
        #expect(try Image(contentsOfFile: folders.reference())[18, 12] == Pixel(.systemBlue))
    }

    @Test func neverRecordingMakesAMissingReferenceAFailure() {
        let folders = Folders()
        defer { folders.remove() }
        let message = folders.verify(card(), record: .never)
        #expect(message == "No reference image for snapshot “testCard.card” at \(folders.reference()), and recording is .never.")
        #expect(!folders.exists(folders.reference()))
    }

    @Test func recordingFailedOverwritesAMismatchAndTheNextRunPasses() throws {
        let folders = Folders()
        defer { folders.remove() }
        _ = folders.verify(card(.systemBlue))
        let message = try #require(folders.verify(card(.systemRed), record: .failed))
        #expect(message.contains("Recorded the new image as the reference (recording is .failed)"))
        #expect(folders.verify(card(.systemRed), record: .never) == nil)
    }

    @Test func recordingAllAlwaysWritesAndFails() throws {
        let folders = Folders()
        defer { folders.remove() }
        _ = folders.verify(card(.systemBlue))
        let message = try #require(folders.verify(card(.systemGreen), record: .all))
        #expect(message.hasPrefix("Recorded snapshot “testCard.card” because recording is on (.all)"))
        #expect(try Image(contentsOfFile: folders.reference())[18, 12] == Pixel(.systemGreen))
    }

    @Test func toleranceAllowsTheSmallerOfItsLimits() throws {
        let folders = Folders()
        defer { folders.remove() }
        _ = folders.verify(card(.systemBlue))
        #expect(folders.verify(card(.systemRed), tolerance: Tolerance(maxDifferentPixels: 208)) == nil)
        #expect(folders.verify(card(.systemRed), tolerance: Tolerance(maxDifferentPixels: 207)) != nil)
        #expect(folders.verify(card(.systemRed), tolerance: Tolerance(maxDifferentRatio: 0.2)) == nil)
        #expect(folders.verify(card(.systemRed), tolerance: Tolerance(maxDifferentPixels: 1000, maxDifferentRatio: 0.1)) != nil)
        #expect(Tolerance().allowedPixels(of: 1000) == 0)
        #expect(Tolerance(maxDifferentPixels: 50, maxDifferentRatio: 0.01).allowedPixels(of: 1000) == 10)
        #expect(Tolerance(maxDifferentPixels: 5, maxDifferentRatio: 0.01).allowedPixels(of: 1000) == 5)
    }

    @Test func aDifferentSizeFailsNamingBothSizes() throws {
        let folders = Folders()
        defer { folders.remove() }
        _ = folders.verify(card())
        let wide = card()
        wide.frame.size.width = 50
        let message = try #require(folders.verify(wide))
        #expect(message.hasPrefix("Snapshot “testCard.card” does not match its reference: sizes differ: expected 40×30 pixels, actual 50×30."))
    }

    @Test func aRenderingErrorIsReportedNotThrown() throws {
        let folders = Folders()
        defer { folders.remove() }
        let message = try #require(folders.verify(View(), named: "empty"))
        #expect(message.hasPrefix("Snapshot “testCard.empty” could not be checked: cannot render View at 0.0×0.0 points"))
    }

    @Test func aCorruptReferenceIsReportedNotACrash() throws {
        let folders = Folders()
        defer { folders.remove() }
        try FileManager.default.createDirectory(atPath: folders.references, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: folders.reference()))
        let message = try #require(folders.verify(card()))
        #expect(message.contains("could not be checked: \(folders.reference()): not a readable PNG"))
    }
}

@Suite struct SnapshotNamingTests {
    @Test func referencesLiveBesideTheTestFileUnderItsName() throws {
        let files = try SnapshotFiles(filePath: "/repo/Tests/AppTests/LoginTests.swift", testName: "testLogin()", name: "dark", snapshotDirectory: nil, artifactsDirectory: nil, environment: [:])
        #expect(files.reference.path == "/repo/Tests/AppTests/__Snapshots__/LoginTests/testLogin.dark.png")
        #expect(files.artifact("diff").path.hasSuffix("/easel-artifacts/LoginTests/testLogin.dark.diff.png"))
    }

    @Test func unnamedSnapshotsAreNumberedPerTest() throws {
        let path = "/repo/Tests/AppTests/Numbering-\(UUID().uuidString).swift"
        let first = try SnapshotFiles(filePath: path, testName: "testA()", name: nil, snapshotDirectory: nil, artifactsDirectory: nil)
        let second = try SnapshotFiles(filePath: path, testName: "testA()", name: nil, snapshotDirectory: nil, artifactsDirectory: nil)
        let other = try SnapshotFiles(filePath: path, testName: "testB()", name: nil, snapshotDirectory: nil, artifactsDirectory: nil)
        #expect(first.baseName == "testA.1")
        #expect(second.baseName == "testA.2")
        #expect(other.baseName == "testB.1")
    }

    @Test func artifactsGoWhereTheEnvironmentSays() throws {
        let files = try SnapshotFiles(filePath: "/repo/Tests/X/CardTests.swift", testName: "card()", name: "a", snapshotDirectory: nil, artifactsDirectory: nil, environment: ["EASEL_ARTIFACTS": "/ci/artifacts"])
        #expect(files.artifact("actual").path == "/ci/artifacts/CardTests/card.a.actual.png")
    }

    @Test(arguments: [
        ("testLogin()", "testLogin"),
        ("signup (small)", "signup-small"),
        ("signup (large)", "signup-large"),
        ("login screen/dark", "login-screen-dark"),
        ("iPhone SE (1st generation)", "iPhone-SE-1st-generation"),
        ("Café au lait", "Cafe-au-lait"),
        ("ＡＢＣ", "ABC"),
        ("价格 table", "u4ef7-u683c-table"),
        ("../../etc/passwd", "etc-passwd"),
        ("a:b*c?d\"e<f>g|h\\i", "a-b-c-d-e-f-g-h-i"),
        ("under_score-dash", "under_score-dash"),
        ("1.5x", "1-5x"),
        ("(((", "snapshot"),
        ("", "snapshot"),
    ])
    func namesBecomeReadablePortableFileNames(_ name: String, _ fileName: String) {
        #expect(SnapshotFiles.fileName(name, isFunction: name.hasSuffix("()")) == fileName)
    }

    @Test func longNamesKeepAPrefixAndAHashOfTheWhole() {
        let a = SnapshotFiles.fileName(String(repeating: "word ", count: 40) + "one")
        let b = SnapshotFiles.fileName(String(repeating: "word ", count: 40) + "two")
        #expect(a.count == SnapshotFiles.maximumLength && b.count <= SnapshotFiles.maximumLength)
        #expect(a != b && a.hasPrefix("word-word-"))
    }

    /// "signup (small)" and "signup (large)" must not both be cut to "signup-".
    @Test func namesThatDifferOnlyAfterAParenthesisGetTheirOwnFiles() throws {
        let folders = Folders()
        defer { folders.remove() }
        #expect(folders.verify(card(), named: "signup (small)", record: .missing)?.hasPrefix("No reference image") == true)
        #expect(folders.verify(card(.systemRed), named: "signup (large)", record: .missing)?.hasPrefix("No reference image") == true)
        #expect(folders.verify(card(), named: "signup (small)") == nil)
        #expect(folders.verify(card(.systemRed), named: "signup (large)") == nil)
        #expect(folders.exists(folders.reference("signup-small")) && folders.exists(folders.reference("signup-large")))
    }

    @Test func twoNamesForOneFileAreAnErrorNamingBoth() throws {
        let folders = Folders()
        defer { folders.remove() }
        _ = folders.verify(card(), named: "signup (small)", record: .missing)
        let message = try #require(folders.verify(card(), named: "signup small"))
        #expect(message == "Snapshot names “signup (small)” and “signup small” both map to the file testCard.signup-small.png; rename one of them.")
        // The same name again is the same snapshot, not a collision.
        #expect(folders.verify(card(), named: "signup (small)") == nil)
    }

    @Test(arguments: [Device.iPhoneSE, Device.iPhone15])
    func aParameterizedTestNamesItsSnapshotsAfterTheDevice(_ device: Device) throws {
        #expect(caseName(device) == device.name)
        // The argument names the case, device or not.
        #expect(caseName(nil) == device.name)
    }

    @Test(arguments: ["signup (small)", "signup (large)"])
    func aParameterizedTestsUnnamedSnapshotIsNamedAfterItsArgument(_ size: String) throws {
        let folders = Folders()
        defer { folders.remove() }
        let verify = { verifySnapshot(of: card(), as: .image(traits: TraitCollection(displayScale: 1)), record: .missing, snapshotDirectory: folders.references, artifactsDirectory: folders.artifacts, testName: "testCard()") }
        let message = try #require(verify())
        let file = size == "signup (small)" ? "signup-small" : "signup-large"
        #expect(message.hasPrefix("No reference image was found for snapshot “testCard.\(file)”"))
        #expect(folders.exists(folders.reference(file)))
        // A second unnamed snapshot in the same case is the argument and its number.
        _ = verify()
        #expect(folders.exists(folders.reference("\(file)-2")))
        #expect(caseName(nil) == size)
    }

    @Test(arguments: [Device.iPhoneSE], [SizeVariant.compact, .regular])
    func severalArgumentsNameTheSnapshotTogether(_ device: Device, _ layout: SizeVariant) throws {
        #expect(caseName(device) == "iPhone SE \(layout)")
    }

    /// An argument with no words of its own.
    struct Opaque: Sendable {
        let value: Int
    }

    @Test(arguments: [Opaque(value: 1), Opaque(value: 2)])
    func anArgumentWithoutADescriptionAsksForAName(_ argument: Opaque) throws {
        let folders = Folders()
        defer { folders.remove() }
        let message = try #require(verifySnapshot(of: card(), as: .image(traits: TraitCollection(displayScale: 1)), snapshotDirectory: folders.references, artifactsDirectory: folders.artifacts))
        #expect(message.hasPrefix("Snapshots in a parameterized test whose arguments are not a Device, a String or CustomStringConvertible need a name that says which argument they show, such as named: \"\\(argument)\""))
        #expect(!folders.exists(folders.references))
        #expect(caseName(.iPhoneSE) == "iPhone SE")
    }

    @Test func outsideAParameterizedTestThereIsNoCaseName() {
        #expect(caseName(.iPhoneSE) == nil)
    }
}

/// A CustomStringConvertible argument.
enum SizeVariant: String, Sendable, CustomStringConvertible {
    case compact, regular
    var description: String { rawValue }
}

@Suite struct RecordModeTests {
    @Test func theArgumentWinsThenTheScopeThenTheEnvironment() throws {
        #expect(try RecordMode.resolve(.never, environment: ["EASEL_RECORD": "all"]) == .never)
        #expect(try RecordMode.resolve(nil, environment: ["EASEL_RECORD": "all"]) == .all)
        #expect(try RecordMode.resolve(nil, environment: ["SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.resolve(nil, environment: [:]) == .missing)
        let scoped = try withSnapshotRecording(.failed) {
            try RecordMode.resolve(nil, environment: ["EASEL_RECORD": "all"])
        }
        #expect(scoped == .failed)
    }

    @Test func anUnknownEnvironmentValueIsAnError() {
        #expect(throws: SnapshotSetupError.self) { try RecordMode.resolve(nil, environment: ["EASEL_RECORD": "yes"]) }
    }

    @Test(.snapshots(record: .never))
    func aTraitSetsTheModeForItsTest() throws {
        #expect(try RecordMode.resolve(nil, environment: [:]) == .never)
    }
}

@Suite struct FailureHeadlineTests {
    /// Swift Testing prints an error's description in its headline ("Caught error: Snapshot …"),
    /// where a comment would read "Issue recorded".
    @Test func aFailureIsRecordedWithTheMessageAsItsHeadline() {
        withKnownIssue {
            reportFailure("Snapshot “card.1” does not match its reference", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        } matching: { issue in
            (issue.error as? SnapshotFailure)?.description == "Snapshot “card.1” does not match its reference"
        }
    }
}
