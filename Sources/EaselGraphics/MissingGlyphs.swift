import Foundation

/// Characters of a text that no configured font has a glyph for, so that Pango drew each as a
/// box: what `TextLayout` tells `TextDiagnostics` when it draws them, never silently.
///
///     TextLayout("Logo \u{F8FF}").missingGlyphs?.description
///     // No font has a glyph for U+F8FF in "Logo ": it is drawn as a box. …
public struct MissingGlyphs: Sendable, Hashable, CustomStringConvertible {
    /// The whole text of the layout.
    public let text: String
    /// Each character without a glyph, once, in the order met.
    public let characters: [Unicode.Scalar]

    public init(text: String, characters: [Unicode.Scalar]) {
        self.text = text
        self.characters = characters
    }

    /// The code points as Unicode writes them ("U+F8FF").
    public var codePoints: [String] { characters.map { String(format: "U+%04X", $0.value) } }

    public var description: String {
        let shown = text.count > 60 ? String(text.prefix(57)) + "…" : text
        let glyphs = characters.count == 1 ? "a glyph for" : "glyphs for"
        let them = characters.count == 1 ? "it is drawn as a box" : "they are drawn as boxes"
        return "No font has \(glyphs) \(codePoints.joined(separator: ", ")) in \"\(shown)\": \(them). "
            + "Register a font that has \(characters.count == 1 ? "it" : "them") with Font.register(fileURL:)."
    }
}

/// Where text tells of glyphs it drew as boxes. `Easel`'s `LayoutDiagnostics` listens here, so
/// missing glyphs reach strict snapshot assertions and the command line with constraint problems.
public enum TextDiagnostics {
    /// Runs `operation` with `handler` hearing, on the calling task and the tasks it starts, each
    /// text drawn with missing glyphs (every time it is drawn).
    public static func withHandler<Result>(_ handler: (@Sendable (MissingGlyphs) -> Void)?, operation: () throws -> Result) rethrows -> Result {
        try $current.withValue(Listener(handler: handler), operation: operation)
    }

    static func report(_ missing: MissingGlyphs) {
        current.handler?(missing)
    }

    /// A struct around the closure: a task-local whose value is a closure crashed in optimized
    /// builds (Swift 6.3.1 on Linux), as `LayoutDiagnostics` found.
    @TaskLocal private static var current = Listener(handler: nil)

    private struct Listener: Sendable {
        var handler: (@Sendable (MissingGlyphs) -> Void)?
    }
}
