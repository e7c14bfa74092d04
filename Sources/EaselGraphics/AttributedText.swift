import Foundation

/// Text made of runs, each with its own attributes, as `NSAttributedString`. Attributes left
/// nil take the label's font and colour.
///
///     var text = AttributedText("Price: ")
///     text.append("$9.99", attributes: TextAttributes(font: .boldSystemFont(ofSize: 17), strikethrough: true))
///     label.attributedText = text
public struct AttributedText: Hashable, Sendable, ExpressibleByStringLiteral {
    /// A stretch of text with one set of attributes.
    public struct Run: Hashable, Sendable {
        public var text: String
        public var attributes: TextAttributes

        public init(_ text: String, attributes: TextAttributes = TextAttributes()) {
            self.text = text
            self.attributes = attributes
        }
    }

    public private(set) var runs: [Run] = []

    public init(_ text: String = "", attributes: TextAttributes = TextAttributes()) {
        if !text.isEmpty { runs = [Run(text, attributes: attributes)] }
    }

    public init(runs: [Run]) {
        self.runs = runs.filter { !$0.text.isEmpty }
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// The plain text of every run, in order.
    public var string: String { runs.map(\.text).joined() }

    public var isEmpty: Bool { runs.isEmpty }

    public mutating func append(_ text: String, attributes: TextAttributes = TextAttributes()) {
        guard !text.isEmpty else { return }
        runs.append(Run(text, attributes: attributes))
    }

    public mutating func append(_ other: AttributedText) {
        runs += other.runs
    }

    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        var result = lhs
        result.append(rhs)
        return result
    }
}

/// How a run of text looks. Nil font and colour fall back to the label's.
public struct TextAttributes: Hashable, Sendable {
    public var font: Font?
    public var color: Color?
    public var underline: Bool
    public var strikethrough: Bool
    /// Extra space after every character, the last one included, in points, as
    /// NSAttributedString's `.kern`; added to the system font's own tracking.
    public var kerning: CGFloat

    public init(font: Font? = nil, color: Color? = nil, underline: Bool = false, strikethrough: Bool = false, kerning: CGFloat = 0) {
        self.font = font
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.kerning = kerning
    }
}
