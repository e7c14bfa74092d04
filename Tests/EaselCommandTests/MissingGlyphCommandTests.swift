import Easel
import Foundation
import Testing

/// `easel render` warns on standard error, naming the screen, the text and the code point, when
/// a screen draws a character no font has; the PNG is still written and the exit status is 0.
@Suite struct MissingGlyphCommandTests {
    @Test func aPrivateUseCharacterIsAWarning() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = #"{"size": "200x100", "elements": [{"label": "Logo \uf8ff here"}, {"label": "Fine 😀"}]}"#
        try Data(screen.utf8).write(to: folder.appendingPathComponent("logo.json"))
        let run = try easel("render", "logo.json", "-o", "logo.png", in: folder)
        #expect(run.status == 0)
        #expect(run.output == "logo.png\n")
        #expect(run.errors == "easel render: warning: logo.json: No font has a glyph for U+F8FF in \"Logo \u{F8FF} here\": it is drawn as a box. Register a font that has it with Font.register(fileURL:).\n")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("logo.png").path))

        // The quick path (no subcommand) warns the same way; a screen with every glyph is quiet.
        let quick = try easel("logo.json", "-o", "quick.png", in: folder)
        #expect(quick.errors == run.errors)
        try Data(#"{"size": "200x100", "elements": [{"label": "Fine 😀 नमस्ते"}]}"#.utf8).write(to: folder.appendingPathComponent("fine.json"))
        #expect(try easel("render", "fine.json", "-o", "fine.png", in: folder).errors == "")
    }
}
