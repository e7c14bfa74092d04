import Easel
import Testing

/// Text that could overflow Pango's 32-bit units or break lines in quadratic time lays out
/// to exact sizes, and a picture too large to draw is an error, never a trap.
@Suite struct TextLayoutLimitTests {
    @Test func twentyFiveLinesAtFontSize100000MeasureExactly() throws {
        let text = (1 ... 25).map(String.init).joined(separator: "\n")
        let layout = TextLayout(text, font: .systemFont(ofSize: 100_000))
        #expect(layout.lineCount == 25)
        // SF's line height is size × 2444/2048: 119,335.9375 pt a line, over 3 × 10⁹ Pango units in all.
        #expect(layout.size.height == 25 * 119_335.9375)
        let label = Label(text)
        label.font = .systemFont(ofSize: 100_000)
        label.numberOfLines = 0
        let size = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        // A label's height is rounded up to its scale's pixel grid (2 here).
        #expect(size.height == 2_983_398.5)
        let error = #expect(throws: ImageError.self) { try label.render(size: size, scale: 1) }
        #expect(error.map { "\($0)" }?.hasSuffix("is too large: at most 16384 pixels a side and 268435456 pixels (256 megapixels) in all") == true)
    }

    @Test func a120000LineLabelMeasuresEveryLine() {
        let layout = TextLayout(String(repeating: "\n", count: 120_000))
        #expect(layout.lineCount == 120_001)
        #expect(layout.size.height == 120_001 * 20.287109375)
    }

    @Test func oneLongWordBreaksBetweenCharactersIntoFullLines() {
        // 100,000 characters with no break opportunity: UIKit breaks the word between characters.
        let word = String(repeating: "abcdefghij", count: 10_000)
        let layout = TextLayout(word, width: 320)
        // Lines are full: as many as the word's width over 320 points, give or take a letter a line.
        let lines = 10_000 * TextLayout("abcdefghij").size.width / 320
        #expect(CGFloat(layout.lineCount) >= lines.rounded(.down))
        #expect(CGFloat(layout.lineCount) <= lines * 1.05)
        #expect(layout.size.width <= 320)
    }

    @Test func aWordPastAThousandCharactersBreaksWhereAShorterOneDoes() {
        // 1,000 characters take Pango's word wrapping; 1,001 the linear character wrapping: the
        // lines are as full in both (the last one aside).
        let short = TextLayout(String(repeating: "abcdefghij", count: 100), width: 320)
        let long = TextLayout(String(repeating: "abcdefghij", count: 100) + "a", width: 320)
        #expect(long.size.width == short.size.width)
        #expect(long.lineCount - short.lineCount <= 1)
        let first = TextLayout(String(repeating: "abcdefghij", count: 100) + "a", width: 320, numberOfLines: 1)
        let firstShort = TextLayout(String(repeating: "abcdefghij", count: 100), width: 320, numberOfLines: 1)
        #expect(first.size == firstShort.size)
    }

    /// Pango counts an item's width in 32-bit 1/1024 points; a paragraph wider than about two
    /// million points came out as one line. Ten times the text gives ten times the lines.
    @Test func aParagraphWiderThanPangosIntegersWrapsIntoEveryLine() {
        let tenth = TextLayout(String(repeating: "hello world ", count: 3_000), width: 320)
        let whole = TextLayout(String(repeating: "hello world ", count: 30_000), width: 320)
        #expect(tenth.lineCount > 100)
        #expect(abs(whole.lineCount - 10 * tenth.lineCount) <= 10)
        #expect(whole.size.width <= 320)
    }

    /// A million characters with no break opportunity, character-wrapped in linear time into as
    /// many full lines as a tenth of it gives ten times over.
    @Test func aMillionCharacterWordWrapsIntoEveryLine() {
        let tenth = TextLayout(String(repeating: "abcdefghij", count: 10_000), width: 320)
        let whole = TextLayout(String(repeating: "abcdefghij", count: 100_000), width: 320)
        #expect(abs(whole.lineCount - 10 * tenth.lineCount) <= 10)
        #expect(whole.size.height == CGFloat(whole.lineCount) * 20.287109375)
    }

    @Test func absurdFontSizesDoNotTrap() {
        for size in [1e9, 1e300, .infinity, .nan, -5] as [CGFloat] {
            let layout = TextLayout("a\nb", font: .systemFont(ofSize: size))
            #expect(layout.size.height.isFinite, "size \(size)")
        }
    }
}
