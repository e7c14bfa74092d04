import Easel

extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the text (not drawn by Easel).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Points between characters (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSUnderlineStyle` or its raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An `NSUnderlineStyle` or its raw value.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// How text is underlined or struck through, as UIKit's `NSUnderlineStyle`.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// Paragraph settings for an attributed string, as `NSParagraphStyle`.
open class NSParagraphStyle: @unchecked Sendable {
    public var alignment: TextAlignment = .natural
    public var lineSpacing: CGFloat = 0
    public var lineHeightMultiple: CGFloat = 0
    public var lineBreakMode: LineBreakMode = .byWordWrapping
    public init() {}
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }
}

/// Settable paragraph settings, as `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {}

extension NSAttributedString {
    /// Easel's runs as a Foundation attributed string with UIKit's keys.
    public convenience init(easelText: AttributedText) {
        let result = NSMutableAttributedString(string: "")
        for run in easelText.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = run.attributes.font { attributes[.font] = font }
            if let color = run.attributes.color { attributes[.foregroundColor] = color }
            if run.attributes.kerning != 0 { attributes[.kern] = Double(run.attributes.kerning) }
            if run.attributes.underline { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
            if run.attributes.strikethrough { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
            result.append(NSAttributedString(string: run.text, attributes: attributes))
        }
        self.init(attributedString: result)
    }

    /// The string as Easel's runs: fonts, colours, kerning, underline and strikethrough.
    public var easelText: AttributedText {
        var runs: [AttributedText.Run] = []
        enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, _ in
            let text = (string as NSString).substring(with: range)
            if attributes[.shadow] != nil {
                Layer.report(UnsupportedDrawing(source: "NSAttributedString", problem: "a text shadow (NSShadow) is not drawn"))
            }
            var style = TextAttributes()
            style.font = attributes[.font] as? Font
            style.color = attributes[.foregroundColor] as? Color
            style.kerning = NSAttributedString.number(attributes[.kern]).map { CGFloat($0) } ?? 0
            style.underline = NSAttributedString.lineStyle(attributes[.underlineStyle]) != 0
            style.strikethrough = NSAttributedString.lineStyle(attributes[.strikethroughStyle]) != 0
            runs.append(AttributedText.Run(text, attributes: style))
        }
        return AttributedText(runs: runs)
    }

    /// The paragraph style of the first character, if any.
    var firstParagraphStyle: NSParagraphStyle? {
        guard length > 0 else { return nil }
        return attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    private static func lineStyle(_ value: Any?) -> Int {
        if let style = value as? NSUnderlineStyle { return style.rawValue }
        return number(value).map { Int($0) } ?? 0
    }
}
