import EaselPort
import Foundation
import Testing

/// `easel port` as a whole: all files or none are written, whatever goes wrong and wherever;
/// every message is one short line `easel port: FILE:LINE:COL: what was wrong`; hostile input
/// ports at once; and a ported file is its original's bytes, rewrites aside, behind a
/// `#sourceLocation` line naming the original.
@Suite struct PortCommandReliabilityTests {
    /// Writes `files` (name: contents) into `folder`, making subfolders as named.
    private func make(_ files: [String: [UInt8]], in folder: URL) throws {
        for (name, bytes) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }

    private func contents(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    private func directive(_ url: URL, _ lineBreak: String = "\n") -> String {
        "#sourceLocation(file: \"\(url.standardizedFileURL.path)\", line: 1)" + lineBreak
    }

    @Test func anOutputFolderHoldingAnInputWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let two = Array("import UIKit\nclass Two {}\n".utf8)
        try make(["a/One.swift": Array("import UIKit\nclass One {}\n".utf8), "b/Two.swift": two], in: folder)
        let run = try easel(["port", "a/One.swift", "b/Two.swift", "-o", "b"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors == "easel port: b/Two.swift: the output would replace the input; choose another folder\n")
        #expect(run.output.isEmpty)
        #expect(contents(folder.appendingPathComponent("b")) == ["Two.swift"])
        #expect(try Data(contentsOf: folder.appendingPathComponent("b/Two.swift")) == Data(two))
    }

    @Test func everyBadFileIsReportedAndNothingIsWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try make([
            "Good.swift": Array("import UIKit\nclass Good {}\n".utf8),
            "Objc.swift": Array("class A {\n    @objc(tapped: func tapped() {}\n}\n".utf8),
            "Bytes.swift": Array("let s = \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8),
            "out/Old.swift": Array("// from an earlier run\n".utf8),
        ], in: folder)
        let run = try easel(["port", "Good.swift", "Objc.swift", "Bytes.swift", "-o", "out"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors == """
        easel port: Objc.swift:2:5: @objc( has no closing parenthesis after the Objective-C name
        easel port: Bytes.swift:1:10: the file is not UTF-8 text here

        """)
        #expect(contents(folder.appendingPathComponent("out")) == ["Old.swift"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new").path))
        #expect(try easel(["port", "Good.swift", "Objc.swift", "-o", "new"], in: folder).status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new").path))
    }

    @Test func aFolderInTheWayOfOneOutputWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try make(["One.swift": Array("class One {}\n".utf8), "Two.swift": Array("class Two {}\n".utf8)], in: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out/Two.swift"), withIntermediateDirectories: true)
        let run = try easel(["port", "One.swift", "Two.swift", "-o", "out"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("easel port: ") && run.errors.contains("out/Two.swift: is a folder"))
        #expect(contents(folder.appendingPathComponent("out")) == ["Two.swift"])
    }

    @Test func everyMessageIsOneLineNamingTheCommand() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try make([
            "Getter.swift": Array("class A {\n    let s = #selector(getter: A.title)\n}\n".utf8),
            "Loose.swift": Array("let s = #selector(tapped)\n".utf8),
            "Open.swift": Array("let s = \"never closed\nlet t = 1\n".utf8),
            "a/Same.swift": Array("\n".utf8),
            "b/Same.swift": Array("\n".utf8),
            "Folder.swift/keep": [],
        ], in: folder)
        let runs: [(arguments: [String], message: String)] = [
            (["Getter.swift"], "easel port: Getter.swift:2:13: #selector(getter:A.title) names a property accessor; Easel's Selector reaches methods only\n"),
            (["Loose.swift"], "easel port: Loose.swift:1:9: #selector(tapped) is outside any type: write #selector(Type.tapped)\n"),
            (["Open.swift"], "easel port: Open.swift:1:9: a string literal is not closed on its line\n"),
            (["Missing.swift"], "easel port: Missing.swift: cannot be read: no such file\n"),
            (["Folder.swift"], "easel port: Folder.swift: is a folder, not a Swift file\n"),
            (["a/Same.swift", "b/Same.swift"], "easel port: two files are named Same.swift; they would overwrite each other in out\n"),
        ]
        for (arguments, message) in runs {
            let run = try easel(["port"] + arguments + ["-o", "out"], in: folder)
            #expect(run.status == 2)
            #expect(run.errors == message)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func aHugeSelectorGivesAShortMessage() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = String(repeating: "é", count: 100_000)
        try make(["Huge.swift": Array("class A {\n    let s = #selector(getter: A.\(name))\n}\n".utf8)], in: folder)
        let run = try easel(["port", "Huge.swift", "-o", "out"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("easel port: Huge.swift:2:13: #selector(getter:A.éé"))
        #expect(run.errors.utf8.count < 200, "\(run.errors.utf8.count) bytes")
    }

    @Test func deepAndLongInputsArePorted() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let deep = Array(("let s = " + String(repeating: "\"\\(", count: 10_000) + "1" + String(repeating: ")\"", count: 10_000) + "\n").utf8)
        let hashes = Array(String(repeating: "#", count: 500_000).utf8)
        try make(["Deep.swift": deep, "Hashes.swift": hashes], in: folder)
        let run = try easel(["port", "Deep.swift", "Hashes.swift", "-o", "out"], in: folder)
        #expect(run.status == 0, "\(run.errors)")
        for (name, bytes) in [("Deep.swift", deep), ("Hashes.swift", hashes)] {
            let ported = try Data(contentsOf: folder.appendingPathComponent("out/\(name)"))
            #expect(ported == Data(directive(folder.appendingPathComponent(name)).utf8 + bytes))
        }
    }

    @Test func aPortedFileIsItsOriginalBehindASourceLocation() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let body = "import Foundation \t\r\n\r\nstruct Card {  \r\n    let title = \"@objc\"\r\n}  "
        try make(["Card.swift": [0xEF, 0xBB, 0xBF] + Array(body.utf8)], in: folder)
        let run = try easel(["port", "Card.swift", "-o", "out"], in: folder)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == folder.appendingPathComponent("out/Card.swift").path + "\n")
        let ported = try Data(contentsOf: folder.appendingPathComponent("out/Card.swift"))
        #expect(ported == Data([0xEF, 0xBB, 0xBF] + Array((directive(folder.appendingPathComponent("Card.swift"), "\r\n") + body).utf8)))
        // Nothing but the ported file is left in the folder: no temporary file.
        #expect(contents(folder.appendingPathComponent("out")) == ["Card.swift"])
    }

    @Test func thePortedCorpusKeepsEveryLineOnItsNumber() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let corpus = PortCommandTests.corpus
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".swift") }.sorted()
        let run = try easel(["port"] + files.map { corpus.appendingPathComponent($0).path } + ["-o", folder.path])
        #expect(run.status == 0, "\(run.errors)")
        for file in files {
            let source = try String(contentsOf: corpus.appendingPathComponent(file), encoding: .utf8)
            let ported = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
            let portedLines = ported.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(portedLines.first.map(String.init) == "#sourceLocation(file: \"\(corpus.appendingPathComponent(file).path)\", line: 1)")
            #expect(portedLines.count == sourceLines.count + 1)
            // A line that has nothing to port is the same line.
            for (number, line) in sourceLines.enumerated() where !line.contains("@") && !line.contains("#selector") && !line.contains("import") && !line.contains("dynamic") && !line.contains("super.init") && !line.contains("convenience") && !line.contains("override init()") {
                #expect(portedLines[number + 1] == line, "\(file):\(number + 1)")
            }
        }
    }
}
