import Easel
import Foundation
import Testing

/// Reads `text` as a screen file named `name` and returns the error it gives, or nil.
private func problem(_ text: String, name: String = "s.json") -> String? {
    do {
        _ = try ScreenFile(data: Data(text.utf8), name: name, isYAML: name.hasSuffix(".yaml"))
        return nil
    } catch {
        return "\(error)"
    }
}

/// How long `body` takes, in seconds.
private func seconds(_ body: () -> Void) -> Double {
    let start = Date()
    body()
    return Date().timeIntervalSince(start)
}

/// The screen-file reader takes exactly what Resources/screen.schema.json allows, within
/// `ScreenLimits`, and says where it stopped.
@Suite struct ScreenFileStrictnessTests {
    @Test(arguments: [
        (#"{"elements": [{"label": "a"},]}"#, #"s.json:1:30: a comma before ] is not allowed in JSON"#),
        (#"{"elements": [], }"#, #"s.json:1:18: a comma before } is not allowed in JSON"#),
        (#"{"elements": [], "elements": [{"label": "a"}]}"#, #"s.json:1:18: the key "elements" appears twice in the same object"#),
        (#"{"elements": [] // mine"#, #"s.json:1:17: expected , or } in an object, found "/""#),
        (#"{'elements': []}"#, #"s.json:1:2: expected a key in double quotes, found "'""#),
        (#"{"elements": [{"view": {"width": 07}}]}"#, #"s.json:1:34: a number must not start with 0 (write 7, not 07)"#),
        (#"{"elements": [{"view": {"width": 3.}}]}"#, #"s.json:1:34: a number needs digits after its decimal point (write 3.0 or 3, not 3.)"#),
        (#"{"elements": [{"view": {"width": 1e999}}]}"#, #"s.json:1:34: the number 1e999 is too large"#),
        (#"{"elements": [{"view": {"width": NaN}}]}"#, #"s.json:1:34: expected a value (an object, list, text in double quotes, number, true, false or null), found "N""#),
        ("{\"elements\": [{\"label\": \"a\nb\"}]}", #"s.json:1:27: a control character (such as a line break or tab) inside text in double quotes; write it as \n or \t"#),
        (#"{"elements": [{"label": "\ud800"}]}"#, #"s.json:1:26: \u escape of half a character (a lone surrogate)"#),
        (#"{"elements": []} []"#, #"s.json:1:18: unexpected "[" after the end of the screen object"#),
        ("", "s.json:1:1: the file is empty; expected a screen object"),
        ("\n\n  {\"elements\": [", "s.json:3:17: the file ends where a value was expected"),
    ])
    func jsonIsStrictAndSaysLineAndColumn(_ text: String, _ message: String) {
        #expect(problem(text) == message)
    }

    @Test func jsonEscapesAndByteOrderMarkAreRead() throws {
        let file = try ScreenFile(data: Data([0xEF, 0xBB, 0xBF] + Array(#"{"elements": [{"label": {"text": "caf\u00e9 \ud83d\ude00 \"q\"", "id": "t"}}]}"#.utf8)), name: "t.json")
        #expect((try file.makeView().view(withIdentifier: "t") as? Label)?.text == "café 😀 \"q\"")
    }

    @Test(arguments: [
        ("elements:\n  - label: a\n? [a, b]\n: 1\n", "s.yaml:3:3: a key must be plain text, not a list, mapping or alias (complex keys such as ? [a, b] are not allowed)"),
        ("elements: []\nelements: []\n", #"s.yaml:1:1: not valid YAML: the key "elements" appears twice in the same mapping"#),
        ("elements:\n  - label: {text: 42}\n", "s.yaml: elements[0].label.text: expected text, found 42"),
        ("elements:\n  - label: {text: a, font: {italic: yes}}\n", #"s.yaml: elements[0].label.font.italic: expected true or false, found "yes""#),
        ("elements:\n  - view: {width: .inf}\n", "s.yaml:2:19: the number .inf is not finite"),
        // A value found where another belongs is quoted to at most 80 bytes, cut between scalars.
        ("elements:\n  - switch: \"a\(String(repeating: "\u{301}", count: 5_000))\"\n", #"s.yaml: elements[0].switch: expected true or false, found "a"# + String(repeating: "\u{301}", count: 38) + #"...""#),
        ("elements:\n  - view: {width: !!float wide}\n", #"s.yaml:2:19: the tag !!float does not fit "wide""#),
        // Tags on mappings and lists are refused as on scalars; the ones YAML gives them anyway are kept.
        ("elements:\n  - !!str {label: a}\n", "s.yaml:2:5: the tag !!str does not fit a mapping"),
        ("elements: !custom [{label: a}]\n", "s.yaml:1:11: unknown tag !custom on a list; screen files use plain values"),
        ("elements: !!seq [!!map {label: !!str a}, {view: !!map {height: 1}}, !!str b]\n", #"s.yaml: elements[2]: expected an element (an object such as {"label": "Hello"}), found "b""#),
        // libyaml's reader refuses a NUL byte: its line and column are counted from its offset.
        ("elements:\n  - label: \"ab\u{0}c\"\n", "s.yaml:2:15: not valid YAML: control characters are not allowed"),
        ("background: 100000\nelements: []\n", ##"s.yaml: background: expected "#RGB", "#RGBA", "#RRGGBB", "#RRGGBBAA" or a colour name such as systemBlue, label or secondarySystemBackground; found 100000"##),
    ])
    func yamlTakesOnlyWhatTheSchemaAllows(_ text: String, _ message: String) {
        #expect(problem(text, name: "s.yaml") == message)
    }

    @Test func yamlScalarsAreTypedByTheCoreSchema() throws {
        let text = "elements:\n  - label: {text: no, id: a}\n  - label: {text: \"42\", id: b}\n  - label: {text: !!str 7, id: c}\n  - view: {width: 0x10, height: 1.5e1, id: d}\n"
        let view = try ScreenFile(data: Data(text.utf8), name: "t.yaml", isYAML: true).makeView()
        #expect((view.view(withIdentifier: "a") as? Label)?.text == "no")
        #expect((view.view(withIdentifier: "b") as? Label)?.text == "42")
        #expect((view.view(withIdentifier: "c") as? Label)?.text == "7")
        #expect(view.view(withIdentifier: "d")?.fixedWidth == 16 && view.view(withIdentifier: "d")?.fixedHeight == 15)
    }

    @Test func aYAMLSyntaxErrorIsOneShortLine() throws {
        let text = "elements:\n  - label: \"" + String(repeating: "a", count: 300_000) + "\n"
        let message = try #require(problem(text, name: "s.yaml"))
        #expect(message == "s.yaml:3:1: not valid YAML: found unexpected end of stream (while scanning a quoted scalar at line 2, column 12)")
    }

    /// Nine anchors of nine aliases each expand to 387 million nodes; the count stops at the limit.
    @Test func anAliasBombStopsAtTheNodeLimit() throws {
        var lines = [#"a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]"#]
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]")
        }
        let bomb = lines.joined(separator: "\n")
        var message: String?
        let valueTime = seconds { message = problem(bomb + "\nelements: *i\n", name: "bomb.yaml") }
        #expect(message == "bomb.yaml:1:14: more than 100000 values once aliases are expanded; a screen file must be smaller")
        // As a key, the bomb would be hashed by the YAML library before any count could stop it.
        let keyTime = seconds { message = problem(bomb + "\n? *i\n: 1\nelements: []\n", name: "bomb.yaml") }
        #expect(message == "bomb.yaml:10:3: a key must be plain text, not a list, mapping or alias (complex keys such as ? [a, b] are not allowed)")
        #expect(valueTime < 5 && keyTime < 5)
    }

    @Test func aFewAliasesAreFine() throws {
        let text = "elements:\n  - label: &title {text: Hello, font: {size: 20}}\n  - label: *title\n"
        let view = try ScreenFile(data: Data(text.utf8), name: "t.yaml", isYAML: true).makeView()
        #expect((view.subviews.first?.subviews ?? []).compactMap { ($0 as? Label)?.text } == ["Hello", "Hello"])
    }

    @Test(arguments: [
        (#"{"spacing": 1e308, "elements": [{"label": "a"}, {"label": "b"}]}"#, "s.json: spacing: expected a number of points from -10000 to 10000, found 1e+308"),
        (#"{"elements": [{"view": {"height": 1e19}}]}"#, "s.json: elements[0].view.height: expected a number of points from 0 to 10000, found 1e+19"),
        (#"{"elements": [{"view": {"cornerRadius": 20000}}]}"#, "s.json: elements[0].view.cornerRadius: expected a number of points from 0 to 10000, found 20000"),
        (#"{"elements": [{"spacer": 10001}]}"#, "s.json: elements[0].spacer: expected a number of points from 0 to 10000, found 10001"),
        (#"{"margins": {"top": 1e6}, "elements": []}"#, "s.json: margins.top: expected a number of points from 0 to 10000, found 1000000"),
        (#"{"elements": [{"label": {"text": "a", "font": {"size": 100000}}}]}"#, "s.json: elements[0].label.font.size: expected a number of points from 1 to 1000, found 100000"),
        (#"{"elements": [{"label": {"text": "a", "lines": 1000000000}}]}"#, "s.json: elements[0].label.lines: expected a whole number from 0 to 1000, found 1000000000"),
        (#"{"elements": [{"label": {"text": "a", "lines": 2.5}}]}"#, "s.json: elements[0].label.lines: expected a whole number from 0 to 1000, found 2.5"),
        (#"{"elements": [{"label": {"text": "a", "font": {"italic": "no way"}}}]}"#, #"s.json: elements[0].label.font.italic: expected true or false, found "no way""#),
        (#"{"elements": [{"label": {"text": 42}}]}"#, "s.json: elements[0].label.text: expected text, found 42"),
        (#"{"elements": [{"button": 7}]}"#, "s.json: elements[0].button: expected text, found 7"),
        (#"{"background": 100000, "elements": []}"#, ##"s.json: background: expected "#RGB", "#RGBA", "#RRGGBB", "#RRGGBBAA" or a colour name such as systemBlue, label or secondarySystemBackground; found 100000"##),
    ])
    func numbersAreFiniteAndInRangeAndTypesAreNotCoerced(_ text: String, _ message: String) {
        #expect(problem(text) == message)
    }

    @Test(arguments: ["3.x4.", "1e-300x1e-300", "320x480x", "0x480", "0.5x480", "10001x10", "+320x480", "0320x480", "320x 480", "x480", "1e3x1e3", "Infinityx1"])
    func sizesOutsideThePatternOrTheRangeAreRefused(_ size: String) {
        #expect(CGSize(screenSize: size) == nil)
        #expect(problem(#"{"size": "\#(size)", "elements": []}"#)?.hasPrefix("s.json: size: expected a size as \"WIDTHxHEIGHT\" in points, each from 1 to 10000") == true)
    }

    @Test func sizesInThePatternAndTheRangeAreRead() {
        #expect(CGSize(screenSize: "320x480") == CGSize(width: 320, height: 480))
        #expect(CGSize(screenSize: "393.5X852") == CGSize(width: 393.5, height: 852))
        #expect(CGSize(screenSize: "1x10000") == CGSize(width: 1, height: 10000))
    }

    @Test func textsAreLimited() throws {
        let long = String(repeating: "a", count: ScreenLimits.maximumTextLength + 1)
        #expect(problem(#"{"elements": [{"label": "\#(long)"}]}"#) == "s.json: elements[0].label: text of 50001 characters; at most 50000 are allowed")
        #expect(problem(#"{"elements": [{"label": "\#(long.dropFirst())"}]}"#) == nil)
    }

    @Test func elementsPerScreenAreLimited() throws {
        let many = Array(repeating: #"{"spacer": 1}"#, count: ScreenLimits.maximumElementCount + 1).joined(separator: ",")
        #expect(problem(#"{"elements": [\#(many)]}"#) == "s.json: elements[2000]: more than 2000 elements; a screen may have at most 2000")
        let enough = Array(repeating: #"{"spacer": 1}"#, count: ScreenLimits.maximumElementCount).joined(separator: ",")
        #expect(problem(#"{"elements": [\#(enough)]}"#) == nil)
        // 20,000 image elements: the limit is said once, not for every element past it,
        // and inside a stack too; a mistake before it is still reported.
        let images = Array(repeating: #"{"image": "objc-logo"}"#, count: 20_000).joined(separator: ",")
        #expect(problem(#"{"elements": [\#(images)]}"#) == "s.json: elements[2000]: more than 2000 elements; a screen may have at most 2000")
        #expect(problem(#"{"elements": [{"stack": {"elements": [\#(images)]}}]}"#) == "s.json: elements[0].stack.elements[1999]: more than 2000 elements; a screen may have at most 2000")
        #expect(problem(#"{"elements": [{"spacer": "x"}, \#(images)]}"#) == """
            s.json: elements[0].spacer: expected a number, found "x"
            s.json: elements[2000]: more than 2000 elements; a screen may have at most 2000
            """)
    }

    @Test func nestingIsLimited() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: #"{"stack": {"elements": ["#, count: depth) + #"{"spacer": 1}"# + String(repeating: "]}}", count: depth)
        }
        #expect(problem(#"{"elements": [\#(nested(ScreenLimits.maximumElementDepth - 1))]}"#) == nil)
        let deep = try #require(problem(#"{"elements": [\#(nested(ScreenLimits.maximumElementDepth))]}"#))
        #expect(deep.hasSuffix("]: elements nested more than 32 deep"))
        let brackets = String(repeating: "[", count: 100_000)
        #expect(problem(#"{"elements": \#(brackets)"#) == "s.json:1:141: objects and lists nested more than 128 deep")
        #expect(problem("elements: " + brackets, name: "s.yaml") == "s.yaml:1:12: not valid YAML: mappings and lists nested more than 1000 deep")
    }

    @Test func aFolderOrAHugeFileIsRefusedBeforeReading() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-strict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("screen.json"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let asFolder = #expect(throws: ScreenFileError.self) { try ScreenFile(contentsOf: folder.appendingPathComponent("screen.json")) }
        #expect(asFolder?.description == "screen.json: is a folder, not a screen file")
        let huge = folder.appendingPathComponent("huge.json")
        try Data(count: ScreenLimits.maximumFileSize + 1).write(to: huge)
        let tooBig = #expect(throws: ScreenFileError.self) { try ScreenFile(contentsOf: huge) }
        #expect(tooBig?.description == "huge.json: is 4194305 bytes; a screen file may be at most 4194304")
    }
}
