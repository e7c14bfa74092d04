import ArgumentParser
import Easel
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
        ["diff", "a.png", "b.png"], ["frames", "a.json"], ["devices"], ["render", "render"], ["a.json", "check"],
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
}
