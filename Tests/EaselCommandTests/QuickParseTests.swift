import ArgumentParser
import Easel
@testable import EaselCommandCore
@testable import EaselCommands
import Foundation
import Testing

/// `RenderCommand(quickly:)` reads plain render command lines without ArgumentParser; every
/// command it reads must be exactly the one ArgumentParser reads, and every line it is not sure
/// of must go to ArgumentParser.
@Suite struct QuickParseTests {
    static let device = Device.named.keys.sorted().first!

    /// Lines read quickly: every option in each of its spellings, flags, several files, none.
    static let plainLines: [[String]] = [
        [],
        ["login.json"],
        ["render", "login.json"],
        ["login.json", "--scale", "2", "-o", "out/login.png"],
        ["render", "a.json", "folder", "b.yaml", "--scale=3", "--output=out"],
        ["--device", device, "a.json"],
        ["--device=\(device)", "--landscape", "a.json", "--frame", "bezel", "--status-bar"],
        ["a.json", "--size", "320x480", "--appearance", "dark", "--content-size", "AX1", "--rtl", "-j", "2", "--shard", "1/2"],
        ["a.json", "--jobs=3", "--content-size=extraLarge", "--appearance=light", "--size=400x800", "--shard=2/2", "--frame=none"],
        ["a file with spaces.json", "--scale", "1.0", "--output", "out folder"],
        ["--rtl", "--landscape", "--status-bar"],
    ]

    /// Lines left to ArgumentParser: help, other subcommands, anything unusual or invalid.
    static let otherLines: [[String]] = [
        ["--help"], ["-h"], ["render", "--help"], ["login.json", "-h"], ["help"], ["help", "render"],
        ["--version"], ["--generate-completion-script", "bash"], ["--experimental-dump-help"],
        ["diff", "a.png"], ["frames", "a.json"], ["devices"], ["render", "render"], ["a.json", "check"],
        ["a.json", "--scale", "4"], ["a.json", "--scale", "two"], ["a.json", "--scale"], ["a.json", "--scale="],
        ["a.json", "--scale", "2", "--scale", "3"], ["a.json", "-o", "x.png", "--output", "y.png"],
        ["a.json", "-o"], ["a.json", "-oout.png"], ["a.json", "-o=out.png"], ["a.json", "-o", "-"], ["a.json", "-o", "-x.png"],
        ["a.json", "--", "b.json"], ["--", "a.json"], ["a.json", "--unknown"], ["a.json", "-x"], ["-"], [""],
        ["a.json", "--rtl", "--rtl"], ["a.json", "--rtl=true"], ["a.json", "--device", "Nokia 3310"],
        ["a.json", "--appearance", "sepia"], ["a.json", "--content-size", "huge"], ["a.json", "--frame", "gold"],
        ["a.json", "--size", "0x480"], ["a.json", "-j", "0"], ["a.json", "-j", "two"], ["a.json", "--shard", "3/2"],
        ["a.json", "-j2"], ["a.json", "-rtl"],
    ]

    @Test(arguments: plainLines)
    func aPlainLineIsReadAsArgumentParserReadsIt(_ line: [String]) throws {
        let quick = try #require(EaselCommand.parsedQuickly(["easel"] + line) as? RenderCommand, "\(line) is read quickly")
        let parsed = try #require(try EaselCommand.parseAsRoot(line) as? RenderCommand)
        // The whole value, every property wrapper's state included: a property the quick reading
        // left unset would show as a definition, not a value.
        #expect(String(describing: quick) == String(describing: parsed))
        #expect(quick.files == parsed.files)
        #expect(quick.output == parsed.output)
        #expect(quick.options.scale == parsed.options.scale)
    }

    @Test(arguments: otherLines)
    func anyOtherLineIsLeftToArgumentParser(_ line: [String]) {
        #expect(EaselCommand.parsedQuickly(["easel"] + line) == nil)
    }

    /// Diff lines read quickly (the words after `diff`): every option in its spellings.
    static let plainDiffLines: [[String]] = [
        ["a.png", "b.png"],
        ["a.png", "b.png", "-o", "diff.png"],
        ["--threshold", "0.2", "a.png", "--output=diff.png", "b.png", "--include-aa"],
        ["a.png", "b.png", "--metric", "oklab", "--alpha=0.5", "--aa-color", "1,2,3", "--diff-color", "#FF00FF", "--diff-color-alt", "0,255,0"],
        ["a.png", "b.png", "--diff-mask", "--no-checkerboard", "--max-pixels", "100", "--max-ratio", "0.01"],
        ["a.png", "b.png", "--threshold", "2"],  // out of range: run() reports it, as it does after ArgumentParser
    ]

    /// Diff lines left to ArgumentParser.
    static let otherDiffLines: [[String]] = [
        [], ["a.png"], ["a.png", "b.png", "c.png"], ["--help"], ["a.png", "b.png", "-h"], ["help"], ["diff", "a.png"],
        ["a.png", "b.png", "--threshold"], ["a.png", "b.png", "--threshold", "x"], ["a.png", "b.png", "--max-pixels", "-1"],
        ["a.png", "b.png", "--max-pixels", "1.5"], ["a.png", "b.png", "-o", "x.png", "-o", "y.png"], ["a.png", "b.png", "--include-aa", "--include-aa"],
        ["a.png", "b.png", "--no-such-flag"], ["a.png", "--", "b.png"], ["a.png", "b.png", "--metric="],
    ]

    @Test(arguments: plainDiffLines)
    func aPlainDiffLineIsReadAsArgumentParserReadsIt(_ line: [String]) throws {
        let parsed = try #require(try EaselCommand.parseAsRoot(["diff"] + line) as? DiffCommand)
        for quick in [EaselCommand.parsedQuickly(["easel", "diff"] + line), DiffCommand.parsedQuickly(["easel-diff", "diff"] + line),
                      DiffCommand.parsedQuickly(["easel-diff"] + line)] {
            let diff = try #require(quick as? DiffCommand, "\(line) is read quickly")
            #expect(String(describing: diff) == String(describing: parsed))
        }
    }

    @Test(arguments: otherDiffLines)
    func anyOtherDiffLineIsLeftToArgumentParser(_ line: [String]) {
        #expect(EaselCommand.parsedQuickly(["easel", "diff"] + line) == nil)
        #expect(DiffCommand.parsedQuickly(["easel-diff", "diff"] + line) == nil)
    }

    /// End to end: the same render read quickly and read by ArgumentParser (`--` sends a line
    /// there) writes the same bytes and prints the same.
    @Test func theQuickAndTheFullReadingRenderTheSame() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = try #require(ScreenFile.examples.first { $0.lastPathComponent == "login.json" })
        let quick = try easel(["render", screen.path, "--scale", "3", "-o", "quick.png"], in: folder)
        let full = try easel(["render", "--scale", "3", "-o", "full.png", "--", screen.path], in: folder)
        #expect(quick.status == 0 && full.status == 0)
        #expect(quick.output == "quick.png\n" && full.output == "full.png\n")
        let bytes = try Data(contentsOf: folder.appendingPathComponent("quick.png"))
        #expect(bytes == (try Data(contentsOf: folder.appendingPathComponent("full.png"))))
        #expect(try Image(contentsOfFile: folder.appendingPathComponent("quick.png").path).pixelWidth == 960)
    }

    /// The same for diff: a plain line and the line ArgumentParser reads print, write and exit alike.
    @Test func theQuickAndTheFullReadingDiffTheSame() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let quick = try easel(["diff", fixture("text-a"), fixture("text-b"), "--threshold", "0.05", "-o", "quick.png"], in: folder)
        let full = try easel(["diff", "--threshold", "0.05", "-o", "full.png", "--", fixture("text-a"), fixture("text-b")], in: folder)
        #expect(quick.status == 1 && full.status == 1)
        #expect(quick.output.replacingOccurrences(of: "quick.png", with: "full.png") == full.output)
        #expect(quick.output.contains("pixels differ"))
        let bytes = try Data(contentsOf: folder.appendingPathComponent("quick.png"))
        #expect(bytes == (try Data(contentsOf: folder.appendingPathComponent("full.png"))))
    }
}
