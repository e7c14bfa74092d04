import Foundation

/// The scripts the system font's tracking is not applied to: those whose vowel signs and
/// conjuncts are reordered and stacked around their consonant (Indic, Thai, Lao, Tibetan,
/// Myanmar, Khmer and their South-East Asian kin). Pango 1.50 shapes letter-spaced text of these
/// wrongly (a Khmer pre-base vowel comes out after its consonant on a dotted circle), and the
/// tracking is SF's, for Latin text, which these are not drawn in.
enum UntrackedScripts {
    /// The UTF-8 byte ranges of `string` (offset by `base`) that are tracked: all of it but the
    /// stretches in the scripts above. Text with no byte 0xE0 or 0xE1 has none of them (they
    /// lie between U+0900 and U+1FFF, or in two blocks from U+A980 whose lead byte is 0xEA).
    static func trackedRanges(in string: Substring, base: Int) -> [Range<Int>] {
        let whole = [base ..< base + string.utf8.count]
        guard string.utf8.contains(where: { $0 == 0xE0 || $0 == 0xE1 || $0 == 0xEA }) else { return whole }
        var ranges: [Range<Int>] = []
        var offset = base, start = base
        for scalar in string.unicodeScalars {
            let length = UTF8.width(scalar)
            if isUntracked(scalar) {
                if start < offset { ranges.append(start ..< offset) }
                start = offset + length
            }
            offset += length
        }
        if start < offset { ranges.append(start ..< offset) }
        return ranges
    }

    static func isUntracked(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0900 ... 0x0FFF,  // Devanagari to Sinhala, Thai, Lao, Tibetan
             0x1000 ... 0x109F,  // Myanmar
             0x1780 ... 0x17FF, 0x19E0 ... 0x19FF,  // Khmer
             0x1A20 ... 0x1AAF,  // Tai Tham
             0x1B00 ... 0x1BFF,  // Balinese, Sundanese, Batak
             0xA980 ... 0xA9DF, 0xAA60 ... 0xAA7F:  // Javanese, Myanmar Extended-A
            true
        default:
            false
        }
    }
}
