@testable import EaselPort
import Foundation
import Testing

/// The rewrite behind `easel port` on hostile and unusual input: it walks any nesting without
/// recursion, in time linear in the file, loses no byte it does not mean to rewrite, keeps every
/// line on its number, and says what went wrong in a short message at the file, line and column.
@Suite struct PortRewriteReliabilityTests {
    // MARK: Depth

    @Test func deeplyNestedInterpolationsAreScannedWithoutRecursion() throws {
        for levels in [10_000, 100_000] {
            let source = "let s = " + String(repeating: "\"\\(", count: levels) + "1" + String(repeating: ")\"", count: levels) + "\n"
            #expect(try SourcePort.port(source, fileName: "Deep.swift").text == source)
        }
    }

    @Test func aSelectorDeepInsideInterpolationsIsStillRewritten() throws {
        let levels = 20_000
        let open = String(repeating: "\"\\((", count: levels), close = String(repeating: "))\"", count: levels)
        let source = "class A {\n    let s = \(open)#selector(f)\(close)\n    @objc func f() {}\n}\n"
        let ported = try SourcePort.port(source, fileName: "Deep.swift")
        #expect(ported.text == "class A {\n    let s = \(open)EaselSelector(\"f\", A.f)\(close)\n    func f() {}\n}\n")
        #expect(ported.selectors == ["A.f"])
    }

    @Test func deeplyNestedCommentsAndRawStringsAreCopied() throws {
        let comments = String(repeating: "/*", count: 50_000) + " @objc " + String(repeating: "*/", count: 50_000) + "\n"
        #expect(try SourcePort.port(comments, fileName: "C.swift").text == comments)
        let raw = "let s = " + String(repeating: "#\"\\#(", count: 20_000) + "x" + String(repeating: ")\"#", count: 20_000)
        #expect(try SourcePort.port(raw, fileName: "R.swift").text == raw)
    }

    @Test func anUnclosedInterpolationNamesWhereItOpened() {
        #expect(throws: SourcePortError(fileName: "U.swift", line: 2, column: 12, message: "a string interpolation is not closed before the end of the file")) {
            try SourcePort.port("let a = 1\nlet s = \"x \\(a + (1\n", fileName: "U.swift")
        }
    }

    // MARK: Work

    /// Inputs that made (or could make) a scanner look at the same characters again and again,
    /// by the piece repeated to make them long, with what comes before and after.
    static let repetitive: [(name: String, head: String, piece: String, tail: String)] = [
        ("a run of #", "", "#", ""),
        ("a run of # before a quote", "", "#", "\""),
        ("a run of # in an interpolation", "let s = \"\\(", "#", ")\""),
        ("quotes and # in a raw string", "let s = ####\"", "\"###", "\"####"),
        ("escapes in a raw string", "let s = ###\"", "\\##", "\"###"),
        ("escapes in a string", "let s = \"", "\\\\", "\""),
        ("@", "", "@", ""),
        ("@objc alone on lines", "", "    @objc\n", ""),
        ("@objc on one long line", "", "@objc ", "\n"),
        ("an unclosed @objc(", "@objc(", "a", ""),
        ("dynamic before line breaks", "dynamic", "\n", "var x = 1"),
        ("dynamic modifiers", "", "dynamic ", "var x = 1"),
        ("a long dotted extension name", "extension ", "a.", "B {}"),
        ("super and spaces", "super", " ", ".init(nibName: nil, bundle: nil)"),
        ("import and spaces", "import", " ", "UIKit"),
        ("selectors", "class A { ", "#selector(f) ", "}"),
        ("unclosed selectors", "class A { ", "#selector(", "}"),
        ("nested parentheses in a selector", "class A { let s = #selector", "(", "f"),
        ("block comment openings", "", "/*", ""),
        ("interpolation openings", "let s = ", "\"\\(", ""),
        ("CRLF lines", "", "@objc func f() {}\r\n", ""),
    ]

    @Test(arguments: repetitive.map(\.name))
    func workIsLinearInTheLengthOfTheFile(_ name: String) {
        let input = Self.repetitive.first { $0.name == name }!
        for length in [100_000, 400_000] {
            let source = input.head + String(repeating: input.piece, count: length / input.piece.unicodeScalars.count) + input.tail
            let work = SourcePort.work(porting: source)
            #expect(work <= 8 * source.unicodeScalars.count + 100, "\(name): \(work) looks for \(source.unicodeScalars.count) scalars")
        }
    }

    @Test func halfAMegabyteOfHashesIsPorted() throws {
        let source = String(repeating: "#", count: 500_000)
        #expect(try SourcePort.port(source, fileName: "H.swift").text == source)
    }

    // MARK: Nothing lost

    @Test func aFileWithNothingToPortComesOutByteIdentical() throws {
        let text = "\u{FEFF}// Résumé view \t \r\nimport Foundation  \r\n\r\nstruct Card {\t\r\n    let title = \"@objc #selector(x) \\(1 + (2))\"   \r\n"
            + "    let raw = ##\"\\#(dynamic) \"# \"##\r\n    /* @IBAction /* nested */ */\r\n    let corner = Style.dynamic\r\n}   "
        let bytes = Array(text.utf8)
        #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]) && bytes.last == UInt8(ascii: " "))
        #expect(Array(try SourcePort.port(utf8: bytes, fileName: "Card.swift").text.utf8) == bytes)
        #expect(Array(try SourcePort.port(text, fileName: "Card.swift").text.utf8) == bytes)
    }

    @Test func aByteOrderMarkIsKeptInFrontOfTheRewrite() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("import UIKit\nclass A {\n    @objc func f() {}\n}\n".utf8)
        let ported = try SourcePort.port(utf8: bytes, fileName: "A.swift")
        #expect(Array(ported.text.utf8) == [0xEF, 0xBB, 0xBF] + Array("import EaselUIKit\nclass A {\n    func f() {}\n}\n".utf8))
        let located = try SourcePort.port(utf8: bytes, fileName: "A.swift", sourceLocation: "/app/A.swift")
        #expect(located.text == "\u{FEFF}#sourceLocation(file: \"/app/A.swift\", line: 1)\nimport EaselUIKit\nclass A {\n    func f() {}\n}\n")
    }

    @Test func bytesThatAreNotUTF8AreAnErrorAtTheirPlace() {
        let bytes = Array("let a = 1\nlet b = \"".utf8) + [0xFF] + Array("\"\n".utf8)
        #expect(throws: SourcePortError(fileName: "B.swift", line: 2, column: 10, message: "the file is not UTF-8 text here")) {
            try SourcePort.port(utf8: bytes, fileName: "B.swift")
        }
    }

    @Test func anUnclosedObjcNameIsAnErrorNotALostFunction() throws {
        let source = "class A {\n    @objc(tapped: func tapped(_ sender: Any) {}\n    func kept() {}\n}\n"
        #expect(throws: SourcePortError(fileName: "A.swift", line: 2, column: 5, message: "@objc( has no closing parenthesis after the Objective-C name")) {
            try SourcePort.port(source, fileName: "A.swift")
        }
        #expect(throws: SourcePortError.self) { try SourcePort.port("@objc(f\n) func f() {}\n", fileName: "A.swift") }
        #expect(throws: SourcePortError.self) { try SourcePort.port("@objc(", fileName: "A.swift") }
        #expect(try SourcePort.port("class A {\n    @objc(tapped:with:) func tapped(_ a: Int, with b: Int) {}\n}\n", fileName: "A.swift").text
            == "class A {\n    func tapped(_ a: Int, with b: Int) {}\n}\n")
    }

    // MARK: Lines

    @Test func everyLineKeepsItsNumber() throws {
        let source = "import UIKit\r\nclass A {\r\n    @objc\r\n    @IBAction\r\n    func f() {\r\n        b.addTarget(self, action: #selector(\r\n            f\r\n        ), for: .touchUpInside)\r\n    }\r\n}\r\n"
        let ported = try SourcePort.port(source, fileName: "A.swift")
        #expect(ported.text == "import EaselUIKit\r\nclass A {\r\n\r\n\r\n    func f() {\r\n        b.addTarget(self, action: EaselSelector(\"f\", A.f\r\n\r\n), for: .touchUpInside)\r\n    }\r\n}\r\n")
        #expect(ported.text.unicodeScalars.filter { $0 == "\n" }.count == source.unicodeScalars.filter { $0 == "\n" }.count)
    }

    @Test func aSourceLocationLineNamesTheOriginal() throws {
        let ported = try SourcePort.port("class A {\r\n}\r\n", fileName: "A.swift", sourceLocation: "/app/My \"Screens\"\\A.swift")
        #expect(ported.text == "#sourceLocation(file: \"/app/My \\\"Screens\\\"\\\\A.swift\", line: 1)\r\nclass A {\r\n}\r\n")
    }

    /// The compiler itself reports an error in the ported text at the original file and line.
    @Test func compilerErrorsInThePortedTextPointAtTheOriginal() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = "/app/Screens/Card.swift"
        let source = "class Card {\n    @objc\n    @IBAction\n    func tapped() {}\n    let count: Int = \"three\"\n}\n"
        let ported = folder.appendingPathComponent("Ported_Card.swift")
        try Data(try SourcePort.port(source, fileName: "Card.swift", sourceLocation: original).text.utf8).write(to: ported)
        let run = try spawn(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-typecheck", ported.path])
        #expect(run.status != 0)
        #expect(run.errors.contains("\(original):5:22: error: cannot convert value of type 'String'"), "\(run.errors)")
    }

    // MARK: Messages

    @Test func aHugeSelectorIsQuotedInAFewBytes() throws {
        let name = String(repeating: "x", count: 200_000)
        let error = #expect(throws: SourcePortError.self) {
            try SourcePort.port("let s = #selector(getter: A.\(name))\n", fileName: "S.swift")
        }
        let message = error?.message ?? ""
        #expect(message.hasPrefix("#selector(getter:A.xxx"))
        #expect(message.contains("…) names a property accessor"))
        #expect(message.utf8.count <= Excerpt.maximumBytes + 100)
    }

    @Test func quotesAreCutByBytesBetweenScalars() {
        let marks = "a" + String(repeating: "\u{301}", count: 10_000)
        let quoted = Excerpt.of(marks)
        #expect(quoted.utf8.count <= Excerpt.maximumBytes && quoted.hasSuffix("…"))
        #expect(quoted.unicodeScalars.dropLast().allSatisfy { $0 == "a" || $0 == "\u{301}" })
        let emoji = String(repeating: "🙂", count: 100)
        #expect(Excerpt.of(emoji) == String(repeating: "🙂", count: 19) + "…")
        #expect(Excerpt.of("short") == "short")
    }
}
