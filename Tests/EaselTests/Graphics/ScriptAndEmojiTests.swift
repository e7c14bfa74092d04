import Easel
import EaselTesting
import Foundation
import Testing

/// One greeting per script iOS has a system font for, with the script's name.
struct ScriptSample: CustomTestStringConvertible, Sendable {
    let script: String
    let text: String
    var testDescription: String { script }

    static let all: [ScriptSample] = [
        ScriptSample(script: "Latin", text: "Hello, Ça va? Łódź"),
        ScriptSample(script: "Greek", text: "Γειά σου κόσμε"),
        ScriptSample(script: "Cyrillic", text: "Привет, мир"),
        ScriptSample(script: "Armenian", text: "Բարեւ աշխարհ"),
        ScriptSample(script: "Georgian", text: "გამარჯობა"),
        ScriptSample(script: "Hebrew", text: "שלום עולם"),
        ScriptSample(script: "Arabic", text: "مرحبا بالعالم"),
        ScriptSample(script: "Devanagari", text: "नमस्ते दुनिया"),
        ScriptSample(script: "Bengali", text: "নমস্কার বিশ্ব"),
        ScriptSample(script: "Gurmukhi", text: "ਸਤ ਸ੍ਰੀ ਅਕਾਲ"),
        ScriptSample(script: "Gujarati", text: "નમસ્તે દુનિયા"),
        ScriptSample(script: "Oriya", text: "ନମସ୍କାର"),
        ScriptSample(script: "Tamil", text: "வணக்கம் உலகம்"),
        ScriptSample(script: "Telugu", text: "నమస్కారం"),
        ScriptSample(script: "Kannada", text: "ನಮಸ್ಕಾರ"),
        ScriptSample(script: "Malayalam", text: "നമസ്കാരം"),
        ScriptSample(script: "Sinhala", text: "ආයුබෝවන්"),
        ScriptSample(script: "Thai", text: "สวัสดีชาวโลก"),
        ScriptSample(script: "Lao", text: "ສະບາຍດີ"),
        ScriptSample(script: "Khmer", text: "សួស្តី​ពិភពលោក"),
        ScriptSample(script: "Myanmar", text: "မင်္ဂလာပါ"),
        ScriptSample(script: "Tibetan", text: "བཀྲ་ཤིས་བདེ་ལེགས།"),
        ScriptSample(script: "Ethiopic", text: "ሰላም ለዓለም"),
        ScriptSample(script: "Chinese", text: "你好，世界"),
        ScriptSample(script: "Japanese", text: "こんにちは、カタカナ"),
        ScriptSample(script: "Korean", text: "안녕하세요"),
        ScriptSample(script: "Cherokee", text: "ᎣᏏᏲ"),
        ScriptSample(script: "Thaana", text: "ހެލޯ"),
        ScriptSample(script: "Syriac", text: "ܫܠܡܐ"),
        ScriptSample(script: "Mongolian", text: "ᠰᠠᠶᠢᠨ ᠪᠠᠶᠢᠨ᠎ᠠ"),
        ScriptSample(script: "Canadian syllabics", text: "ᐊᐃᓐᖓᐃ"),
        ScriptSample(script: "Tifinagh", text: "ⴰⵣⵓⵍ"),
        ScriptSample(script: "N'Ko", text: "ߊߟߎ߫"),
        ScriptSample(script: "Ol Chiki", text: "ᱡᱚᱦᱟᱨ"),
        ScriptSample(script: "Javanese", text: "ꦲꦭꦺꦴ"),
    ]
}

/// Emoji as apps write them: single characters, skin tones, flags, keycaps, ZWJ sequences and a
/// tag sequence, each one glyph in Noto Color Emoji.
let emojiSamples: [String] = [
    "😀", "😔", "😂", "🥰", "😎", "🤔", "🫠", "👍", "👍🏽", "👋🏿", "🙏🏻", "🇫🇷", "🇯🇵", "🇧🇷", "✅", "❤️", "🔥", "🎉",
    "🚀", "🌍", "🍕", "🐶", "⚽", "⭐", "☀️", "1️⃣", "#️⃣", "👨‍👩‍👧", "👩🏽‍💻", "🧑‍🚀", "🏳️‍🌈", "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
]

@Suite struct ScriptAndEmojiTests {
    @Test(arguments: ScriptSample.all)
    func everyScriptHasAGlyphAtEveryWeight(sample: ScriptSample) {
        for weight in [Font.Weight.regular, .semibold, .bold] {
            let layout = TextLayout(sample.text, font: .systemFont(ofSize: 17, weight: weight))
            #expect(layout.unknownGlyphCount == 0, "\(weight)")
            #expect(layout.missingGlyphs == nil)
        }
    }

    /// Noto Color Emoji gives every emoji the same advance (2550 of 2048 units), so a sequence
    /// shaped as one glyph is exactly as wide as one emoji, and two are twice that: a ZWJ family
    /// drawn as three people, a flag as two letters or a keycap as a digit and a frame would not.
    @Test(arguments: emojiSamples)
    func everyEmojiSequenceIsOneGlyph(emoji: String) {
        let font = Font.systemFont(ofSize: 17)
        let one = TextLayout("😀", font: font).size.width
        let layout = TextLayout(emoji, font: font)
        #expect(layout.unknownGlyphCount == 0)
        #expect(abs(layout.size.width - one) < 0.001, "\(layout.size.width) against \(one)")
        #expect(abs(TextLayout(emoji + emoji, font: font).size.width - 2 * one) < 0.001)
    }

    /// The advance is the emoji font's at the size asked for, with SF's tracking after it, as
    /// every other character of the system font: 17 × 2550 / 2048 − 17 × 0.026 (SF Pro Text's
    /// tracking at 17 points, −26/1000 em). Line breaking sees the same width it draws.
    @Test func anEmojiAdvancesByItsFontsWidthAtTheSizeAskedFor() {
        for size: CGFloat in [12, 17, 34] {
            let font = Font.systemFont(ofSize: size)
            let expected = size * 2550 / 2048 + font.trackingForTests
            #expect(abs(TextLayout("😀", font: font).size.width - expected) < 0.001, "\(size) pt")
        }
        // Text presentation stays text: "❤" alone and "©" are the system font's, not the emoji's.
        #expect(TextLayout("©").size.width < TextLayout("😀").size.width * 0.8)
    }

    /// UTS #51's presentation: a character that defaults to text (❤, ©, a digit) stays in the
    /// text font, and so does one that asks for text with U+FE0E; U+FE0F or a keycap makes it an
    /// emoji. The emoji font's advance (2550/2048 em, wider than these in Inter) tells which.
    @Test func textPresentationStaysText() {
        let emoji = TextLayout("😀").size.width
        for text in ["❤", "❤\u{FE0E}", "©", "1", "#"] {
            #expect(TextLayout(text).size.width < emoji * 0.9, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        for text in ["❤\u{FE0F}", "©\u{FE0F}", "1\u{FE0F}\u{20E3}", "#\u{FE0F}\u{20E3}"] {
            #expect(abs(TextLayout(text).size.width - emoji) < 0.001, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// Drawn in colour, at the size asked for, at every scale: the pensive face is a yellow disc
    /// (Noto's face colour) a little over an em across, however many pixels an em is (the
    /// 109-pixel bitmap strike scaled; unscaled it would be 109 pixels at every size).
    @Test(arguments: [1, 2, 3] as [CGFloat])
    func emojiAreDrawnInColourAtEveryScale(scale: CGFloat) throws {
        let label = Label("😔", font: .systemFont(ofSize: 17))
        let (image, _) = try renderOnWhite(label, scale: scale)
        let box = try #require(inkBox(image))
        let pixelsPerEm = 17 * scale
        let (width, height) = (CGFloat(box.maxX - box.minX + 1), CGFloat(box.maxY - box.minY + 1))
        #expect(width >= pixelsPerEm && width <= pixelsPerEm * 1.15, "\(box)")
        #expect(height >= pixelsPerEm * 0.98 && height <= pixelsPerEm * 1.12, "\(box)")
        var yellow = 0
        for y in box.minY ... box.maxY {
            for x in box.minX ... box.maxX {
                let pixel = image[x, y]
                if pixel.red > 220, pixel.green > 150, pixel.blue < 90 { yellow += 1 }
            }
        }
        // Most of the disc: at least a third of the box.
        #expect(yellow * 3 > (box.maxX - box.minX + 1) * (box.maxY - box.minY + 1), "\(yellow) yellow pixels")
    }

    /// The reference screen: every script above and every emoji, which an iPhone draws with no
    /// box; a box here would be a missing glyph, which strict assertions also fail on.
    @Test func everyScriptAndEmojiOnOneScreen() {
        let panel = View(frame: CGRect(x: 0, y: 0, width: 390, height: 40 + CGFloat(ScriptSample.all.count + 1) / 2 * 26 + 120))
        panel.backgroundColor = .systemBackground
        for (index, sample) in ScriptSample.all.enumerated() {
            let label = Label(sample.text, font: .systemFont(ofSize: 17))
            label.frame = CGRect(x: index % 2 == 0 ? 12 : 200, y: 12 + CGFloat(index / 2) * 26, width: 180, height: 24)
            panel.addSubview(label)
        }
        let top = 12 + CGFloat((ScriptSample.all.count + 1) / 2) * 26 + 8
        for (row, range) in [0 ..< 11, 11 ..< 22, 22 ..< emojiSamples.count].enumerated() {
            let label = Label(emojiSamples[range].joined(separator: " "), font: .systemFont(ofSize: row == 2 ? 22 : 17))
            label.frame = CGRect(x: 12, y: top + CGFloat(row) * 34, width: 366, height: 30)
            panel.addSubview(label)
        }
        assertSnapshot(of: panel)
    }
}

extension Font {
    /// SF Pro's tracking for the system font, as Easel lays it out (`SystemFontMetrics`): the
    /// published table at 12 (0), 17 (−26) and 34 (11) thousandths of an em.
    var trackingForTests: CGFloat {
        switch size {
        case 12: 0
        case 17: 17 * -26 / 1000
        case 34: 34 * (11 - 9) / 1000
        default: .nan
        }
    }
}
