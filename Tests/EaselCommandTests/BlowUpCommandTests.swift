import Foundation
import Testing

/// Small screen files that once crashed, trapped, hung or filled the memory in `easel render` and
/// `easel frames`: each now renders, or stops at once with status 2 and a message that names the
/// element, and writes nothing after an error. The same inputs are in the fuzz corpus
/// (Tests/EaselTests/Fixtures/fuzz/screens/blowup-*), written by `BlowUpInputs`.
@Suite struct BlowUpCommandTests {
    /// Each input, its file name, and the message it ends with (nil: it renders).
    static let cases: [(name: String, text: String, message: String?)] = [
        ("thin-shadow.json", BlowUpInputs.thinScreenWithAShadow, nil),
        ("huge-shadow.json", BlowUpInputs.shadowTenTimesTheView, nil),
        ("radial-default.json", BlowUpInputs.radialGradientAtDefaultPoints, nil),
        ("nested-shadows.json", BlowUpInputs.nestedShadows(30),
         "shadows nested inside shadows draw this element's views 24574 times (each shadow draws everything inside it again, shadows included); at most 16384 are allowed"),
        ("label-alias.yaml", BlowUpInputs.aliasedLongLabel,
         "the screen's texts add up to more than 200000 characters (counting each use of a YAML alias); at most 200000 are allowed"),
        ("rows-alias.yaml", BlowUpInputs.aliasedRows,
         "more than 2000 elements, counting list rows and segments; a screen may have at most 2000"),
        // 500 segments are past the 64 a segmented control may have, before they count as elements.
        ("segmented-alias.yaml", BlowUpInputs.aliasedSegmentTitles, "500 segments; at most 64 are allowed"),
        ("symbols.json", BlowUpInputs.largeSymbols,
         "the screen's symbols add up to more than 24 million pixels; make them smaller or fewer"),
    ]

    @Test(arguments: cases.indices)
    func rendersOrStopsAtOnce(index: Int) throws {
        let (name, text, message) = Self.cases[index]
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        for command in ["render", "frames"] {
            let start = Date()
            let run = command == "render" ? try easel(command, name, "-o", "out", in: folder) : try easel(command, name, in: folder)
            // A debug build on a shared machine: well above the second a release build takes.
            #expect(Date().timeIntervalSince(start) < 20, "\(name) took \(Date().timeIntervalSince(start)) s")
            #expect(!run.crashed)
            let png = folder.appendingPathComponent("out/" + (name as NSString).deletingPathExtension + ".png")
            if let message {
                #expect(run.status == 2)
                #expect(run.errors.hasPrefix("easel \(command): \(name): elements["), "\(run.errors)")
                #expect(run.errors.hasSuffix(": \(message)\n"), "\(run.errors)")
                #expect(!FileManager.default.fileExists(atPath: png.path))
            } else {
                #expect(run.status == 0, "\(run.errors)")
                if command == "render" { #expect(FileManager.default.fileExists(atPath: png.path)) }
            }
        }
    }

    /// A screen file beside 1,600 other files, naming an image found nowhere: the asset-catalog
    /// search reads the folder's every entry, and says plainly that the image is missing.
    @Test func aCrowdedFolderIsReadSafely() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0 ..< 1_600 {
            FileManager.default.createFile(atPath: folder.appendingPathComponent("a-file-with-a-rather-long-name-\(index).txt").path, contents: nil)
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Shapes.xcassets/logo.imageset"), withIntermediateDirectories: true)
        try Data(#"{"size": "320x480", "elements": [{"image": "nowhere-to-be-found"}]}"#.utf8).write(to: folder.appendingPathComponent("screen.json"))
        for command in ["render", "frames"] {
            let run = try easel(command, "screen.json", in: folder)
            #expect(!run.crashed)
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix("easel \(command): screen.json: elements[0].image: no image named \"nowhere-to-be-found\""), "\(run.errors)")
        }
    }

    /// The inputs are the fuzz corpus's `blowup-*` files, byte for byte.
    @Test func theFuzzCorpusHoldsTheInputs() throws {
        let corpus = fixtures.appendingPathComponent("../fuzz/screens").standardized
        for (name, text, _) in Self.cases {
            let stored = try Data(contentsOf: corpus.appendingPathComponent("blowup-" + name))
            #expect(stored == Data(text.utf8), "blowup-\(name) differs; write it again from BlowUpInputs")
        }
    }
}

/// The screen files behind `BlowUpCommandTests`, made here so that each says what it is.
enum BlowUpInputs {
    /// A screen one point wide holding a view with a 30-point shadow.
    static let thinScreenWithAShadow = #"{"size": "1x100", "elements": [{"view": {"background": "systemBlue", "height": 50, "shadow": {"radius": 30}}}]}"#

    /// A 100-point view with a 1,000-point shadow.
    static let shadowTenTimesTheView = #"{"size": "320x480", "elements": [{"view": {"background": "systemRed", "width": 100, "height": 100, "shadow": {"radius": 1000}}}]}"#

    /// A radial gradient at CAGradientLayer's default points.
    static let radialGradientAtDefaultPoints = #"{"size": "320x480", "elements": [{"gradient": {"type": "radial", "colors": ["systemRed", "systemBlue"], "height": 100}}]}"#

    /// `levels` stacks, each inside the next and each with a shadow, around one label.
    static func nestedShadows(_ levels: Int) -> String {
        var element = #"{"label": "x"}"#
        for _ in 0 ..< levels { element = #"{"stack": {"shadow": {"radius": 4}, "elements": ["# + element + "]}}" }
        return #"{"size": "320x480", "elements": ["# + element + "]}"
    }

    /// A 50,000-character label and 159 aliases of it.
    static let aliasedLongLabel = "size: \"320x480\"\nelements:\n  - label: &t \"" + String(repeating: "a", count: 50_000) + "\"\n"
        + String(repeating: "  - label: *t\n", count: 159)

    /// A list section of 100 rows, and 29 aliases of it.
    static let aliasedRows = "size: \"320x480\"\nelements:\n  - list:\n      sections:\n        - &s {rows: ["
        + (0 ..< 100).map { "\"Row \($0)\"" }.joined(separator: ", ") + "]}\n" + String(repeating: "        - *s\n", count: 29)

    /// 500 segment titles, and 9 more controls through one alias of them.
    static let aliasedSegmentTitles = "size: \"320x480\"\nelements:\n  - segmented: &s ["
        + (0 ..< 500).map { "\"Segment \($0)\"" }.joined(separator: ", ") + "]\n" + String(repeating: "  - segmented: *s\n", count: 9)

    /// 80 symbols at the largest size.
    static let largeSymbols = #"{"size": "320x480", "elements": ["# + Array(repeating: #"{"symbol": {"name": "heart.fill", "size": 1000}}"#, count: 80).joined(separator: ", ") + "]}"
}
