import Easel
import Foundation
import Testing

/// A character no configured font has is drawn as a box, and never silently: the layout names
/// it, and drawing it reports it to `LayoutDiagnostics`. Here U+F8FF, a private-use code point
/// that Apple's fonts draw as the Apple logo (" Pay") and no font Easel ships has.
@Suite struct MissingGlyphTests {
    static let privateUse = "Pay with \u{F8FF} Pay"

    @Test func theLayoutNamesTheTextAndTheCodePoint() {
        let layout = TextLayout(Self.privateUse)
        #expect(layout.unknownGlyphCount == 1)
        #expect(layout.missingGlyphs == MissingGlyphs(text: Self.privateUse, characters: ["\u{F8FF}"]))
        #expect(layout.missingGlyphs?.description == "No font has a glyph for U+F8FF in \"Pay with \u{F8FF} Pay\": it is drawn as a box. Register a font that has it with Font.register(fileURL:).")
        // Each character once, in the order met; text that has every glyph has none missing.
        let two = TextLayout("\u{F0000}a\u{F8FF}b\u{F0000}")
        #expect(two.missingGlyphs?.codePoints == ["U+F0000", "U+F8FF"])
        #expect(two.missingGlyphs?.description.contains("glyphs for U+F0000, U+F8FF in") == true)
        #expect(TextLayout("Price 12 €, 😀, नमस्ते").missingGlyphs == nil)
    }

    @Test func drawingItIsADiagnostic() throws {
        let label = Label(Self.privateUse)
        let (_, issues) = try LayoutDiagnostics.capture { try renderOnWhite(label) }
        #expect(issues.map(\.kind) == [.missingGlyph])
        #expect(issues.first?.message == TextLayout(Self.privateUse).missingGlyphs?.description)
        #expect(issues.first?.location == nil)
        // Measuring alone draws no box, and text with every glyph reports nothing.
        let (_, measured) = LayoutDiagnostics.capture { Label(Self.privateUse).intrinsicContentSize }
        #expect(measured.isEmpty)
        let (_, clean) = try LayoutDiagnostics.capture { try renderOnWhite(Label("Price 12 €")) }
        #expect(clean.isEmpty)
    }
}
