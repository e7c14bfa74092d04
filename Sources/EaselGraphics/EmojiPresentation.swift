import Foundation

/// Where text is drawn as emoji: the grapheme clusters that Unicode's emoji rules (UTS #51,
/// "Emoji Presentation") show as pictures, which Easel draws in Noto Color Emoji as iOS draws
/// them in Apple Color Emoji. A cluster is an emoji when it is a character whose default
/// presentation is emoji (😔, ✅, a flag's regional indicators), or when it asks for emoji
/// presentation (U+FE0F: ❤️), is a keycap (1️⃣), carries a skin-tone modifier (👍🏽) or joins
/// pictographs with U+200D (👨‍👩‍👧); U+FE0E asks for text. Characters that default to text (©, ↔,
/// ❤ alone, digits) stay with the text font, as on iOS.
///
/// Without this, Pango takes a character from any face that has it: DejaVu's black outline of
/// 😔, or a keycap's "1" from the text font and its frame from the emoji font.
enum EmojiPresentation {
    /// The family emoji are drawn in.
    static let family = "Noto Color Emoji"

    /// The UTF-8 byte ranges of `string` drawn as emoji, adjacent clusters merged, in order.
    /// Text with no byte from 0xE2 on cannot hold one (every emoji, U+FE0F and U+20E3 are
    /// U+2000 or above) and is answered without looking at its characters.
    static func byteRanges(in string: String) -> [Range<Int>] {
        guard string.utf8.contains(where: { $0 >= 0xE2 }) else { return [] }
        guard string.unicodeScalars.contains(where: mayStartOrMarkEmoji) else { return [] }
        var ranges: [Range<Int>] = []
        var offset = 0
        for character in string {
            let length = character.utf8.count
            if isEmoji(character) {
                if let last = ranges.last, last.upperBound == offset {
                    ranges[ranges.count - 1] = last.lowerBound ..< offset + length
                } else {
                    ranges.append(offset ..< offset + length)
                }
            }
            offset += length
        }
        return ranges
    }

    /// Whether the cluster is shown as an emoji.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if scalars.contains(textSelector) { return false }
        if first.properties.isEmojiPresentation { return true }
        guard first.properties.isEmoji else { return false }
        return scalars.dropFirst().contains { scalar in
            scalar == emojiSelector || scalar == keycap || scalar.properties.isEmojiModifier
                || (scalar == joiner && first.value >= 0x2000)
        }
    }

    private static let textSelector: Unicode.Scalar = "\u{FE0E}"
    private static let emojiSelector: Unicode.Scalar = "\u{FE0F}"
    private static let keycap: Unicode.Scalar = "\u{20E3}"
    private static let joiner: Unicode.Scalar = "\u{200D}"

    /// A scalar that begins an emoji or makes the cluster before it one.
    private static func mayStartOrMarkEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar == emojiSelector || scalar == keycap || (scalar.value >= 0x2000 && scalar.properties.isEmoji)
    }
}
