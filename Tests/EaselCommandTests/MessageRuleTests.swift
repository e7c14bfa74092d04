import Foundation
import Testing

/// One rule for every message a command prints when it stops on bad input:
///
///     easel COMMAND: FILE[:LINE:COL]: [PATH: ]what was wrong
///
/// status 2, every line starting with the command, then the file (or the option) at fault;
/// a quoted value cut to a bounded number of bytes (a line stays short whatever the input
/// holds); no text from inside a library (Swift type names, Foundation's error domains,
/// cairo's or libyaml's own words) and nothing written. Each case is one error path of one
/// command, reached with the input that takes it.
@Suite struct MessageRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// Files to make in a fresh folder, by relative path.
        let files: [String: [UInt8]]
        let arguments: [String]
        /// What follows "easel COMMAND: " on the first line: the file or option at fault.
        let blames: String
        var testDescription: String { name }

        var command: String { arguments[0] }
    }

    private static func json(_ text: String) -> [UInt8] { Array(text.utf8) }

    static let screenErrors: [(String, String, [UInt8], String)] = [
        ("an empty file", "empty.json", [], "empty.json"),
        ("bad JSON", "bad.json", json("{\"elements\": [1,]}"), "bad.json:1:"),
        ("bad YAML", "bad.yaml", json("elements: [\n  - {label: a\n"), "bad.yaml:"),
        ("a NUL byte in YAML", "nul.yaml", json("elements:\n  - label: \"a") + [0] + json("b\"\n"), "nul.yaml:2:14"),
        ("a tag on a YAML mapping", "tag.yaml", json("elements:\n  - !!str {label: a}\n"), "tag.yaml:2:5"),
        ("a custom tag on a YAML list", "custom.yaml", json("elements: !custom [{label: a}]\n"), "custom.yaml:1:11"),
        ("an unknown key", "key.json", json(#"{"elements": [{"label": {"text": "a", "colour": "red"}}]}"#), "key.json: elements[0].label.colour"),
        ("a 50 KB content size", "size.json", json(#"{"contentSize": "\#(String(repeating: "x", count: 50_000))", "elements": []}"#), "size.json: contentSize"),
        ("a key of combining marks", "marks.json", json(#"{"elements": [{"label": {"text": "a", "a\#(String(repeating: "\u{301}", count: 10_000))": 1}}]}"#), "marks.json: elements[0].label."),
        ("a duplicate 20 KB key", "twice.json", json(#"{"\#(String(repeating: "k", count: 20_000))": 1, "\#(String(repeating: "k", count: 20_000))": 2}"#), "twice.json:1:"),
        ("orientation without a device", "turn.json", json(#"{"orientation": "landscape", "elements": []}"#), "turn.json: orientation"),
        ("a font with size and style", "font.json", json(#"{"elements": [{"label": {"text": "a", "font": {"style": "body", "size": 12}}}]}"#), "font.json: elements[0].label.font.size"),
        ("italic yes with a style", "italic.json", json(#"{"elements": [{"label": {"text": "a", "font": {"style": "body", "italic": "yes"}}}]}"#), "italic.json: elements[0].label.font.italic"),
        ("a serif design with a style", "design.json", json(#"{"elements": [{"label": {"text": "a", "font": {"style": "body", "design": "serif"}}}]}"#), "design.json: elements[0].label.font.design"),
        ("a segment index past the items", "segment.json", json(#"{"elements": [{"segmented": {"items": ["a", "b"], "selected": 2}}]}"#), "segment.json: elements[0].segmented.selected"),
        ("locations for three colours of two", "gradient.json", json(#"{"elements": [{"gradient": {"colors": ["red", "blue"], "locations": [0, 0.5, 1]}}]}"#), "gradient.json: elements[0].gradient.locations"),
        ("a weight 20 KB long", "weight.json", json(#"{"elements": [{"label": {"text": "a", "font": {"weight": "\#(String(repeating: "w", count: 20_000))"}}}]}"#), "weight.json: elements[0].label.font.weight"),
        ("text past 50,000 characters", "long.json", json(#"{"elements": [{"label": "\#(String(repeating: "a", count: 50_001))"}]}"#), "long.json: elements[0].label"),
        ("a missing image", "image.json", json(#"{"elements": [{"image": "\#(String(repeating: "n", count: 5_000))"}]}"#), "image.json: elements[0].image"),
        ("thirty nested shadows", "shadows.json", json(nestedShadows(30)), "shadows.json: elements[0]"),
        ("two problems, one a line", "two.json", json(#"{"elements": [{"scroll": {"height": 0.5, "elements": []}}, {"list": {"height": 0.5, "sections": []}}]}"#), "two.json: elements[0].scroll.height"),
        ("25 problems, the last line counting those past 20", "many.json", json(#"{"elements": [\#(Array(repeating: #"{"spacer": "x"}"#, count: 25).joined(separator: ", "))]}"#), "many.json: elements[0].spacer"),
    ]

    static func nestedShadows(_ levels: Int) -> String {
        var element = #"{"label": "deep"}"#
        for _ in 0 ..< levels { element = #"{"stack": {"shadow": {"radius": 2}, "elements": [\#(element)]}}"# }
        return #"{"elements": [\#(element)]}"#
    }

    static let cases: [Case] = screenErrors.flatMap { name, file, bytes, blames in
        [Case(name: "render: \(name)", files: [file: bytes], arguments: ["render", file, "-o", "out"], blames: blames),
         Case(name: "frames: \(name)", files: [file: bytes], arguments: ["frames", file], blames: blames)]
    } + [
        Case(name: "render: a missing file", files: [:], arguments: ["render", "missing.json", "-o", "out"], blames: "missing.json"),
        Case(name: "frames: a missing file", files: [:], arguments: ["frames", "missing.json"], blames: "missing.json"),
        Case(name: "render: a screen too large to draw", files: ["huge.json": json(#"{"size": "10000x10000", "elements": [{"label": "a"}]}"#)],
             arguments: ["render", "huge.json", "-o", "out"], blames: "huge.json"),
        Case(name: "check: a screen too large to draw", files: ["huge.json": json(#"{"size": "10000x10000", "elements": [{"label": "a"}]}"#), "refs/keep": []],
             arguments: ["check", "huge.json", "--references", "refs", "--artifacts", "out"], blames: "huge.json"),
        Case(name: "check: a bad screen", files: ["bad.json": json("{"), "refs/keep": []],
             arguments: ["check", "bad.json", "--references", "refs", "--artifacts", "out"], blames: "bad.json:1:2"),
        Case(name: "check: a reference too large to read", files: ["small.json": json(#"{"size": "20x20", "elements": []}"#), "refs/small.png": hugePNGHeader],
             arguments: ["check", "small.json", "--references", "refs", "--artifacts", "out"], blames: "refs/small.png"),
        Case(name: "check: a reference that is not a PNG", files: ["small.json": json(#"{"size": "20x20", "elements": []}"#), "refs/small.png": json("not a png")],
             arguments: ["check", "small.json", "--references", "refs", "--artifacts", "out"], blames: "refs/small.png"),
        Case(name: "diff: a missing file", files: ["a.png": pngBytes], arguments: ["diff", "missing.png", "a.png", "-o", "out/diff.png"], blames: "missing.png"),
        Case(name: "diff: not a PNG", files: ["a.png": pngBytes, "text.png": json("hello")], arguments: ["diff", "text.png", "a.png", "-o", "out/diff.png"], blames: "text.png"),
        Case(name: "diff: a header too large", files: ["a.png": pngBytes, "huge.png": hugePNGHeader], arguments: ["diff", "a.png", "huge.png", "-o", "out/diff.png"], blames: "huge.png"),
        Case(name: "port: a missing file", files: [:], arguments: ["port", "Missing.swift", "-o", "out"], blames: "Missing.swift"),
        Case(name: "port: an unclosed @objc(", files: ["Objc.swift": json("class A {\n    @objc(tapped: func tapped() {}\n}\n")],
             arguments: ["port", "Objc.swift", "-o", "out"], blames: "Objc.swift:2:"),
        Case(name: "port: a 200 KB selector", files: ["Selector.swift": json("let s = #selector(\(String(repeating: "a", count: 200_000))\n")],
             arguments: ["port", "Selector.swift", "-o", "out"], blames: "Selector.swift:1:"),
        Case(name: "port: bytes that are not UTF-8", files: ["Bytes.swift": json("let a = \"") + [0xFF, 0xFE] + json("\"\n")],
             arguments: ["port", "Bytes.swift", "-o", "out"], blames: "Bytes.swift:1:"),
        Case(name: "report: a missing folder", files: [:], arguments: ["report", "missing", "-o", "out/report.html"], blames: "missing"),
        Case(name: "gallery: a missing folder", files: [:], arguments: ["gallery", "missing", "-o", "out/gallery.html"], blames: "missing"),
        Case(name: "approve: no run record", files: ["arts/keep": []], arguments: ["approve", "--all", "./arts"], blames: "./arts"),
        Case(name: "approve: a line that is not a record", files: ["arts/run/a.jsonl": json("{" + String(repeating: "x", count: 20_000) + "\n")],
             arguments: ["approve", "--all", "./arts"], blames: "arts/run/a.jsonl:1"),
        Case(name: "approve: a 20 KB name no failure has", files: ["arts/run/a.jsonl": failedRun],
             arguments: ["approve", String(repeating: "n", count: 20_000), "./arts"], blames: "nnnnnnnn"),
        Case(name: "approve: an actual image that is not a PNG", files: ["arts/run/a.jsonl": failedRun, "arts/a.actual.png": json("not a png")],
             arguments: ["approve", "a", "./arts"], blames: "arts/a.actual.png"),
        Case(name: "approve: a missing package", files: ["arts/run/a.jsonl": failedRun],
             arguments: ["approve", "--all", "./arts", "--package-path", "nowhere"], blames: "nowhere"),
        Case(name: "approve: neither names nor --all", files: [:], arguments: ["approve"], blames: "usage error: name the failures"),
        Case(name: "clean: a missing tests folder", files: ["arts/run/a.jsonl": failedRun], arguments: ["clean", "--artifacts", "./arts", "Tests"], blames: "Tests"),
        Case(name: "clean: no run record", files: ["arts/keep": [], "Tests/keep": []], arguments: ["clean", "--artifacts", "./arts", "Tests"], blames: "./arts"),
        Case(name: "clean: a run that did not finish", files: ["arts/run/a.jsonl": failedRun, "Tests/keep": []],
             arguments: ["clean", "--artifacts", "./arts", "Tests"], blames: "./arts: the last run was partial"),
        Case(name: "preview: a missing folder", files: [:], arguments: ["preview", "missing", "--port", "0"], blames: "missing"),
        Case(name: "preview: an unknown device", files: [:], arguments: ["preview", ".", "--device", String(repeating: "d", count: 5_000)], blames: "usage error: unknown device"),
        Case(name: "preview: a port out of range", files: [:], arguments: ["preview", ".", "--port", "70000"], blames: "usage error: --port must be"),
        Case(name: "symbols: two filters", files: [:], arguments: ["symbols", "star", "heart"], blames: "usage error: Unexpected argument"),
        Case(name: "devices: an argument", files: [:], arguments: ["devices", "iPhone15"], blames: "usage error: Unexpected argument"),
        Case(name: "render: an unknown option", files: [:], arguments: ["render", "--bogus", "-o", "out"], blames: "usage error: Unknown option '--bogus'"),
        Case(name: "frames: a bad --size", files: [:], arguments: ["frames", "--size", "0x0", "a.json"], blames: "usage error: --size must be WIDTHxHEIGHT"),
        Case(name: "diff: one image", files: ["a.png": pngBytes], arguments: ["diff", "a.png"], blames: "usage error: Missing expected argument"),
        Case(name: "port: no output folder", files: ["A.swift": json("let a = 1\n")], arguments: ["port", "A.swift"], blames: "usage error: Missing expected argument '--output"),
    ]

    /// A run record of one failed assertion, `a`, whose process never ended.
    static let failedRun = json(#"{"kind": "start", "run": "r", "arguments": ["xctest"]}"# + "\n"
        + #"{"kind": "assertion", "reference": "Tests/ATests/__Snapshots__/ATests/a.png", "outcome": "failed", "actual": "a.actual.png"}"# + "\n")

    /// A PNG signature and a header claiming 16384 × 16384 pixels, and nothing else.
    static let hugePNGHeader: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        + [0, 0, 0x40, 0, 0, 0, 0x40, 0, 8, 6, 0, 0, 0] + [UInt8](repeating: 0, count: 4 + 12 + 29)

    static let pngBytes: [UInt8] = Array((try? Data(contentsOf: URL(fileURLWithPath: fixture("colour-a")))) ?? Data())

    /// Words that come from inside a library or the language rather than from Easel.
    static let internalWords = ["Error Domain", "NSCocoaErrorDomain", "NSPOSIXErrorDomain", "UserInfo", "Swift.", "Foundation.", "Yams", "YamlError",
                                "Optional(", "CGSize(", "CGRect(", "ScreenFileError(", "DecodingError", "Fatal error", "cairo_", "CAIRO_",
                                "in Mark", "libyaml", "The operation could not be completed", "(Function)", "\\u{"]

    /// The most bytes one line of a message takes: a place, a quoted value of at most 80 bytes
    /// and a list of the names allowed.
    static let maximumLineBytes = 600

    @Test(arguments: cases)
    func followsTheRule(_ item: Case) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, bytes) in item.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if path.hasSuffix("/keep") { continue }
            try Data(bytes).write(to: url)
        }
        let start = Date()
        let run = try easel(item.arguments, in: folder)
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(run.status == 2 && !run.crashed, "\(run.status): \(run.errors.prefix(300))")
        let lines = run.errors.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        try #require(!lines.isEmpty)
        let prefix = "easel \(item.command): "
        // The file as it was given, or as its full path (a reference inside a folder given).
        let blamed = lines[0].hasPrefix(prefix + item.blames) || lines[0].hasPrefix(prefix + folder.path + "/" + item.blames)
        #expect(blamed, "\(lines[0].prefix(300))")
        for line in lines {
            #expect(line.hasPrefix(prefix), "\(line.prefix(300))")
            #expect(line.utf8.count <= Self.maximumLineBytes, "\(line.utf8.count) bytes: \(line.prefix(300))")
            for word in Self.internalWords {
                #expect(!line.contains(word), "\(word) in \(line.prefix(300))")
            }
        }
        // Nothing is written after an error (check makes its artifacts folder, empty, up front).
        let out = folder.appendingPathComponent("out")
        let written = FileManager.default.enumerator(atPath: out.path)?.allObjects.compactMap { $0 as? String } ?? []
        #expect(written.isEmpty, "wrote \(written)")
    }
}
