import Foundation

/// Reads one value of a screen file, knowing where it is, so that every error says the place:
/// `elements[3].stack.elements[0]`.
struct ScreenReader {
    let value: ScreenValue
    let file: String
    let path: String

    /// A value inside this one, at `.key`.
    func child(_ key: String, _ value: ScreenValue) -> ScreenReader {
        let shown = Self.shortened(key)
        return ScreenReader(value: value, file: file, path: path.isEmpty ? shown : "\(path).\(shown)")
    }

    /// A key or value as errors quote it (see `MessageText.shortened`).
    static func shortened(_ key: String) -> String { MessageText.shortened(key) }

    func error(_ message: String) -> ScreenFileError {
        ScreenFileError(file: file, path: path, message: message)
    }

    /// The object's values by key; any key not in `allowed` is an error, so typos never pass silently.
    func object(allowed: [String], what: String) throws -> [String: ScreenReader] {
        guard case let .object(pairs) = value else { throw error("expected \(what) (an object), found \(value.summary)") }
        for key in pairs.keys.sorted() where !allowed.contains(key) {
            throw child(key, pairs[key]!).error("unknown key \"\(Self.shortened(key))\" in \(what); expected one of \(allowed.joined(separator: ", "))")
        }
        return pairs.reduce(into: [:]) { $0[$1.key] = child($1.key, $1.value) }
    }

    func list() throws -> [ScreenReader] {
        guard case let .array(items) = value else { throw error("expected a list, found \(value.summary)") }
        return items.enumerated().map { ScreenReader(value: $1, file: file, path: "\(path)[\($0)]") }
    }

    /// Text, and only text: a number or `true` where text belongs is an error, as the schema says;
    /// at most `ScreenLimits.maximumTextLength` characters.
    func string() throws -> String {
        guard case let .string(text) = value else { throw error("expected text, found \(value.summary)") }
        // Counted in Unicode scalars, as JSON Schema's maxLength counts.
        let length = text.unicodeScalars.count
        guard length <= ScreenLimits.maximumTextLength else {
            throw error("text of \(length) characters; at most \(ScreenLimits.maximumTextLength) are allowed")
        }
        return text
    }

    /// `true` or `false`, and nothing else.
    func bool() throws -> Bool {
        guard case let .bool(bool) = value else { throw error("expected true or false, found \(value.summary)") }
        return bool
    }

    /// A finite number within `range` (by default `ScreenLimits.numbers`): every number a screen
    /// file gives is checked here, where it enters, so no later arithmetic meets an infinity or
    /// a value that overflows when it becomes pixels.
    func number(in range: ClosedRange<CGFloat> = ScreenLimits.numbers) throws -> CGFloat {
        guard case let .number(number) = value else { throw error("expected a number, found \(value.summary)") }
        guard number.isFinite, range.contains(CGFloat(number)) else {
            throw error("expected a number from \(Self.words(range.lowerBound)) to \(Self.words(range.upperBound)), found \(value.summary)")
        }
        return CGFloat(number)
    }

    /// A number of points from `minimum` to `maximum` (by default 0 to `ScreenLimits.maximumLength`).
    func length(minimum: CGFloat = 0, maximum: CGFloat = ScreenLimits.maximumLength) throws -> CGFloat {
        guard case let .number(number) = value else { throw error("expected a number, found \(value.summary)") }
        guard number.isFinite, number >= minimum, number <= maximum else {
            throw error("expected a number of points from \(Self.words(minimum)) to \(Self.words(maximum)), found \(value.summary)")
        }
        return CGFloat(number)
    }

    /// A whole number within `range`.
    func integer(in range: ClosedRange<Int>) throws -> Int {
        guard case let .number(number) = value else { throw error("expected a whole number, found \(value.summary)") }
        guard let whole = Int(exactly: number), range.contains(whole) else {
            throw error("expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(value.summary)")
        }
        return whole
    }

    /// A whole number from `minimum` up to a million.
    func integer(minimum: Int = 0) throws -> Int {
        try integer(in: minimum ... 1_000_000)
    }

    /// A bound as written in an error: `10000`, `-0.5`.
    private static func words(_ bound: CGFloat) -> String {
        Int(exactly: bound).map(String.init) ?? "\(bound)"
    }

    /// One of the cases' raw values.
    func choice<Choice: CaseIterable & RawRepresentable>(_ type: Choice.Type, what: String) throws -> Choice where Choice.RawValue == String {
        let text = try string()
        guard let choice = Choice(rawValue: text) else {
            throw error("unknown \(what) \"\(Self.shortened(text))\"; expected one of \(Choice.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return choice
    }

    /// `"#RGB"`, `"#RGBA"`, `"#RRGGBB"`, `"#RRGGBBAA"` or a system colour name; or `{"light": ..., "dark": ...}`,
    /// a colour for each appearance.
    func color() throws -> Color {
        if case .object = value {
            let sides = try object(allowed: ["light", "dark"], what: "a dynamic colour")
            guard let light = sides["light"], let dark = sides["dark"] else {
                throw error("a dynamic colour needs both \"light\" and \"dark\"")
            }
            return Color(light: try light.color(), dark: try dark.color())
        }
        let expected = "expected \"#RGB\", \"#RGBA\", \"#RRGGBB\", \"#RRGGBBAA\" or a colour name such as systemBlue, label or secondarySystemBackground"
        guard case let .string(text) = value else { throw error("\(expected); found \(value.summary)") }
        if let color = Color(hex: text) ?? Color.named[text] { return color }
        throw error("unknown colour \"\(Self.shortened(text))\"; \(expected)")
    }

    /// `"WxH"` in points, each side within `ScreenLimits.screenSides`.
    func size() throws -> CGSize {
        if case let .string(text) = value, let size = CGSize(screenSize: text) { return size }
        throw error("expected a size as \"WIDTHxHEIGHT\" in points, each from 1 to \(Self.words(ScreenLimits.screenSides.upperBound)), such as \"320x480\", found \(value.summary)")
    }

    /// A number for all four edges, or an object with any of top, left, bottom, right.
    func insets() throws -> EdgeInsets {
        if case .number = value { return EdgeInsets(all: try length()) }
        let edges = try object(allowed: ["top", "left", "bottom", "right"], what: "margins")
        return EdgeInsets(
            top: try edges["top"]?.length() ?? 0, left: try edges["left"]?.length() ?? 0,
            bottom: try edges["bottom"]?.length() ?? 0, right: try edges["right"]?.length() ?? 0
        )
    }
}
