/// A value from the source as an error message quotes it: at most `maximumBytes` bytes of UTF-8,
/// cut between scalars and ended with "…" when cut, so that a 200 KB selector makes a message of
/// a line, whatever characters it holds (a name full of combining marks is cut by bytes, not by
/// the few characters it looks like).
enum Excerpt {
    static let maximumBytes = 80

    static func of(_ text: String) -> String {
        guard text.utf8.count > maximumBytes else { return text }
        let ellipsis = "…"
        var kept = String.UnicodeScalarView()
        var bytes = ellipsis.utf8.count
        for scalar in text.unicodeScalars {
            bytes += UTF8.width(scalar)
            if bytes > maximumBytes { break }
            kept.append(scalar)
        }
        return String(kept) + ellipsis
    }
}
