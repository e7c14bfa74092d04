import Foundation
import Testing

/// The installed layout scripts/install makes: `bin/easel` is easel-launcher, which execs
/// `libexec/easel/easel-diff` for `diff`, `libexec/easel/easel-preview` for `preview` and
/// `libexec/easel/easel` for everything else.
@Suite struct LauncherTests {
    let products = Bundle.main.bundleURL

    /// A bin and libexec/easel pair in a temporary folder, with the launcher copied into bin
    /// (a symbolic link would resolve to the build folder) and `tools` linked or written into
    /// libexec/easel.
    func installed(_ tools: [String: (URL?, String?)]) throws -> (root: URL, launcher: URL) {
        let root = try temporaryFolder()
        let bin = root.appendingPathComponent("bin"), libexec = root.appendingPathComponent("libexec/easel")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: libexec, withIntermediateDirectories: true)
        let launcher = bin.appendingPathComponent("easel")
        try writeExecutable(Data(contentsOf: products.appendingPathComponent("easel-launcher")), to: launcher)
        for (name, (target, script)) in tools {
            let url = libexec.appendingPathComponent(name)
            if let target { try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target) }
            if let script { try writeExecutable(Data(script.utf8), to: url) }
        }
        return (root, launcher)
    }

    /// Writes an executable file close-on-exec: a child another test forks meanwhile must not
    /// hold it open for writing, or running it fails with "Text file busy" (FileManager's copy
    /// leaves its descriptor to children).
    func writeExecutable(_ bytes: Data, to url: URL) throws {
        let file = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        try #require(file >= 0)
        defer { close(file) }
        let written = bytes.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
        try #require(written == bytes.count)
    }

    /// A stand-in that prints its name and arguments.
    func echo(_ name: String) -> (URL?, String?) { (nil, "#!/bin/sh\necho \(name) \"$@\"\n") }

    @Test func diffGoesToEaselDiffPreviewToEaselPreviewAndEverythingElseToEasel() throws {
        let (root, launcher) = try installed(["easel": echo("easel"), "easel-diff": echo("easel-diff"), "easel-preview": echo("easel-preview")])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try spawn(launcher, ["diff", "a.png", "b.png", "-o", "d.png"]).output == "easel-diff diff a.png b.png -o d.png\n")
        #expect(try spawn(launcher, ["preview", "Screens"]).output == "easel-preview preview Screens\n")
        #expect(try spawn(launcher, ["render", "login.json"]).output == "easel render login.json\n")
        #expect(try spawn(launcher, ["login.json", "diff"]).output == "easel login.json diff\n")
        #expect(try spawn(launcher, ["--help"]).output == "easel --help\n")
        #expect(try spawn(launcher, []).output == "easel\n")
    }

    @Test func withoutTheLeanExecutablesTheWholeCommandLineRunsEverything() throws {
        let (root, launcher) = try installed(["easel": echo("easel")])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try spawn(launcher, ["diff", "a.png", "b.png"]).output == "easel diff a.png b.png\n")
        #expect(try spawn(launcher, ["render", "login.json"]).output == "easel render login.json\n")
        #expect(try spawn(launcher, ["preview", "Screens"]).output == "easel preview Screens\n")
    }

    @Test func aMissingCommandLineExitsTwoSayingWhere() throws {
        let (root, launcher) = try installed([:])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try spawn(launcher, ["render", "login.json"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("easel: cannot run \(root.path)/bin/../libexec/easel/easel: No such file or directory"))
    }

    /// easel, without the preview server, prints, writes and exits as easel-preview, the whole
    /// command line, through the launcher; and on its own, with no easel-preview beside it,
    /// refuses `preview`, saying where the server is.
    @Test(arguments: [
        ["LOGIN", "--scale", "2", "-o", "OUT"],
        ["render", "LOGIN", "--device", "iPhone 15", "-o", "OUT"],
        ["frames", "LOGIN"],
        ["devices"],
        ["render", "--no-such-flag"],
        ["render", "missing.json", "-o", "OUT"],
        ["--help"],
        ["render", "--help"],
    ])
    func easelAgreesWithTheWholeCommandLine(_ template: [String]) throws {
        let (root, launcher) = try installed(["easel": (products.appendingPathComponent("easel"), nil),
                                              "easel-preview": (products.appendingPathComponent("easel-preview"), nil)])
        defer { try? FileManager.default.removeItem(at: root) }
        let login = Self.repository.appendingPathComponent("Resources/Screens/login.json").path
        func arguments(_ out: String) -> [String] {
            template.map { $0 == "OUT" ? root.appendingPathComponent(out).path : $0 == "LOGIN" ? login : $0 }
        }
        let lean = try spawn(launcher, arguments("lean.png"))
        let whole = try spawn(products.appendingPathComponent("easel-preview"), arguments("whole.png"))
        #expect(lean.status == whole.status)
        #expect(lean.output.replacingOccurrences(of: "lean.png", with: "whole.png") == whole.output)
        #expect(lean.errors.replacingOccurrences(of: "lean.png", with: "whole.png") == whole.errors)
        if template.contains("OUT"), whole.status == 0 {
            #expect(FileManager.default.contents(atPath: root.appendingPathComponent("lean.png").path)
                    == FileManager.default.contents(atPath: root.appendingPathComponent("whole.png").path))
        }
        let alone = root.appendingPathComponent("alone/easel")
        try FileManager.default.createDirectory(at: alone.deletingLastPathComponent(), withIntermediateDirectories: true)
        try writeExecutable(Data(contentsOf: products.appendingPathComponent("easel")), to: alone)
        let preview = try spawn(alone, ["preview", login])
        #expect(preview.status == 2)
        #expect(preview.errors.contains("the preview server is easel-preview"))
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// easel-diff and the whole command line print, write and exit alike, through the launcher.
    @Test(arguments: [
        ["diff", "colour-a", "colour-a"],
        ["diff", "text-a", "text-b", "-o", "DIFF"],
        ["diff", "text-a", "text-b", "--metric", "oklab", "--diff-mask", "--alpha", "0.5", "-o", "DIFF"],
        ["diff", "text-a", "text-b", "--max-pixels", "100000"],
        ["diff", "text-a", "text-b", "--threshold", "2"],
        ["diff", "text-a", "text-b", "--no-such-flag"],
        ["diff", "colour-a", "missing"],
        ["diff", "--help"],
    ])
    func easelDiffAgreesWithTheWholeCommandLine(_ template: [String]) throws {
        let (root, launcher) = try installed(["easel": (products.appendingPathComponent("easel"), nil),
                                              "easel-diff": (products.appendingPathComponent("easel-diff"), nil)])
        defer { try? FileManager.default.removeItem(at: root) }
        func arguments(_ diff: String) -> [String] {
            template.map { $0 == "DIFF" ? root.appendingPathComponent(diff).path : ["colour-a", "text-a", "text-b", "missing"].contains($0) ? fixture($0) : $0 }
        }
        let lean = try spawn(launcher, arguments("lean.png"))
        let whole = try spawn(products.appendingPathComponent("easel"), arguments("whole.png"))
        #expect(lean.status == whole.status)
        #expect(lean.output.replacingOccurrences(of: "lean.png", with: "whole.png") == whole.output)
        #expect(lean.errors == whole.errors)
        if template.contains("DIFF") {
            #expect(FileManager.default.contents(atPath: root.appendingPathComponent("lean.png").path)
                    == FileManager.default.contents(atPath: root.appendingPathComponent("whole.png").path))
        }
    }
}
