/// How every message Easel prints quotes a value the user gave: short enough that a message
/// stays one readable line whatever the input held.
package enum MessageText {
    /// The most bytes of UTF-8 a message quotes of one value.
    package static let maximumQuotedBytes = 80

    /// `text` as a message quotes it: at most `maximumQuotedBytes` bytes of UTF-8, cut between
    /// scalars and ended with "..." when cut. Bytes, not characters, so that a name of one letter
    /// under thousands of combining marks makes a message of one line too.
    package static func shortened(_ text: String) -> String {
        guard text.utf8.count > maximumQuotedBytes else { return text }
        var kept = String.UnicodeScalarView()
        var bytes = 3
        for scalar in text.unicodeScalars {
            bytes += UTF8.width(scalar)
            if bytes > maximumQuotedBytes { break }
            kept.append(scalar)
        }
        return String(kept) + "..."
    }

    /// A list of names as a message gives it: the first `limit`, each shortened, then how many
    /// more there are.
    package static func list(_ names: [String], limit: Int = 5) -> String {
        let shown = names.prefix(limit).map(shortened).joined(separator: ", ")
        return names.count > limit ? "\(shown) and \(names.count - limit) more" : shown
    }
}
