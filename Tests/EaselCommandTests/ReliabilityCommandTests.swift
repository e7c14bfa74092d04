import Foundation
import Testing

/// Every subcommand exits 0, 1 or 2, never crashes, and names the file in plain words.
@Suite struct ReliabilityCommandTests {
    /// Inputs that once crashed: each is a short error that names the file, with status 2.
    @Test(arguments: [
        (#"{"spacing": 1e308, "elements": [{"label": "a"}, {"label": "b"}, {"label": "c"}]}"#, "spacing: expected a number of points from -10000 to 10000, found 1e+308"),
        (#"{"elements": [{"view": {"height": 1e19}}]}"#, "elements[0].view.height: expected a number of points from 0 to 10000, found 1e+19"),
        (#"{"elements": [{"label": {"text": "a", "font": {"size": 100000}}}]}"#, "elements[0].label.font.size: expected a number of points from 1 to 1000, found 100000"),
        (#"{"size": "1e-300x1e-300", "elements": []}"#, #"size: expected a size as "WIDTHxHEIGHT" in points, each from 1 to 10000, such as "320x480", found "1e-300x1e-300""#),
    ])
    func framesAndRenderRefuseOutOfRangeNumbers(_ text: String, _ message: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent("bad.json"))
        for command in ["frames", "render"] {
            let run = command == "render" ? try easel(command, "bad.json", "-o", "out", in: folder) : try easel(command, "bad.json", in: folder)
            #expect(run.status == 2)
            #expect(run.errors == "easel \(command): bad.json: \(message)\n")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/bad.png").path))
    }

    @Test func aScreenTooLargeToDrawNamesTheFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"size": "10000x10000", "elements": [{"label": "a"}]}"#.utf8).write(to: folder.appendingPathComponent("huge.json"))
        let run = try easel("render", "huge.json", "-o", "out", in: folder)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("easel render: huge.json: image size 20000×20000 pixels is too large"))
    }

    @Test(arguments: ["320x480x", "inf", "1e3x1e3", "0x10", "nanxnan", "-5x5"])
    func aBadSizeOptionIsAUsageErrorWithStatusTwo(_ size: String) throws {
        let run = try easel("frames", "--size=\(size)", "x.json")
        #expect(run.status == 2)
        #expect(run.errors.contains("--size must be WIDTHxHEIGHT in points, each side from 1 to 10000"))
    }

    @Test func usageErrorsExitTwoAndHelpExitsZero() throws {
        #expect(try easel("render", "--bogus").status == 2)
        #expect(try easel("frames").status == 2)
        #expect(try easel("render", "--scale", "7").status == 2)
        let help = try easel("--help")
        #expect(help.status == 0 && help.output.contains("Exit status, for every subcommand: 0 success"))
    }

    @Test func aFolderGivenToDiffOrFramesIsSaidPlainly() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let diff = try easel("diff", folder.path, fixture("colour-a"))
        #expect(diff.status == 2)
        #expect(diff.errors == "easel diff: \(folder.path): is a folder, not a PNG file\n")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("screen.json"), withIntermediateDirectories: true)
        let frames = try easel("frames", "screen.json", in: folder)
        #expect(frames.status == 2)
        #expect(frames.errors == "easel frames: screen.json: is a folder, not a screen file\n")
    }

    /// A 74-byte PNG whose header claims 16384×16384 pixels is refused from its header.
    @Test func diffRefusesImagesAboveItsPixelBudgetBeforeDecoding() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        png += Data([0, 0, 0x40, 0, 0, 0, 0x40, 0, 1, 0, 0, 0, 0]) + Data(count: 4 + 12 + 29)
        let huge = folder.appendingPathComponent("huge.png")
        try png.write(to: huge)
        let run = try easel("diff", huge.path, huge.path)
        #expect(run.status == 2)
        #expect(run.errors == "easel diff: \(huge.path): the image is 16384×16384 pixels; easel diff compares images of at most 64 megapixels\n")
    }

    @Test func anUnwritableOutputIsSaidPlainly() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try easel("report", folder.path, "-o", "/no/such/folder/report.html")
        #expect(report.status == 2)
        #expect(report.errors == "easel report: /no/such/folder/report.html: cannot be written: no such file or folder\n")
        let intoFolder = try easel("report", folder.path, "-o", folder.path)
        #expect(intoFolder.errors == "easel report: \(folder.path): cannot be written: it is a folder; give a file name\n")
        let diff = try easel("diff", fixture("colour-a"), fixture("colour-above-b"), "-o", "/no/such/folder/diff.png")
        #expect(diff.status == 2)
        #expect(diff.errors == "easel diff: /no/such/folder/diff.png: cannot write: no such file or folder\n")
    }

    @Test func oneCorruptImageDoesNotStopTheReport() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: fixture("text-a"), toPath: folder.appendingPathComponent("good.reference.png").path)
        try FileManager.default.copyItem(atPath: fixture("text-b"), toPath: folder.appendingPathComponent("good.actual.png").path)
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("bad.reference.png"))
        try FileManager.default.copyItem(atPath: fixture("text-b"), toPath: folder.appendingPathComponent("bad.actual.png").path)
        let report = folder.appendingPathComponent("report.html").path
        let run = try easel("report", folder.path, "-o", report)
        #expect(run.status == 2)
        #expect(run.output == "\(report): 2 failures\n")
        #expect(run.errors.hasPrefix("easel report: \(folder.path)/bad.reference.png: not a readable PNG"))
        let html = try String(contentsOfFile: report, encoding: .utf8)
        #expect(html.contains("<h2>good</h2>") && html.contains("616 pixels differ (2.406%) in the box at (109, 26) 97×24 px"))
        #expect(html.contains("<h2>bad</h2>\n<p class=\"summary\">cannot be shown: "))
    }
}
