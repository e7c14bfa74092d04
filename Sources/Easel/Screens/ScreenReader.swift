import Foundation

/// Reads one value of a screen file, knowing where it is, so that every error says the place:
/// `elements[3].stack.elements[0]`.
struct ScreenReader {
    let value: ScreenValue
    let file: String
    let path: String

    /// A value inside this one, at `.key`.
    func child(_ key: String, _ value: ScreenValue) -> ScreenReader {
        ScreenReader(value: value, file: file, path: path.isEmpty ? key : "\(path).\(key)")
    }

    func error(_ message: String) -> ScreenFileError {
        ScreenFileError(file: file, path: path, message: message)
    }

    /// The object's values by key; any key not in `allowed` is an error, so typos never pass silently.
    func object(allowed: [String], what: String) throws -> [String: ScreenReader] {
        guard case let .object(pairs) = value else { throw error("expected \(what) (an object), found \(value.summary)") }
        for key in pairs.keys.sorted() where !allowed.contains(key) {
            throw child(key, pairs[key]!).error("unknown key \"\(key)\" in \(what); expected one of \(allowed.joined(separator: ", "))")
        }
        return pairs.reduce(into: [:]) { $0[$1.key] = child($1.key, $1.value) }
    }

    func list() throws -> [ScreenReader] {
        guard case let .array(items) = value else { throw error("expected a list, found \(value.summary)") }
        return items.enumerated().map { ScreenReader(value: $1, file: file, path: "\(path)[\($0)]") }
    }

    /// Text; a YAML number where text belongs is taken as its digits.
    func string() throws -> String {
        switch value {
        case let .string(text): return text
        case .number: return value.summary
        default: throw error("expected text, found \(value.summary)")
        }
    }

    /// `true` or `false`.
    func bool() throws -> Bool {
        guard case let .bool(flag) = value else { throw error("expected true or false, found \(value.summary)") }
        return flag
    }

    func number() throws -> CGFloat {
        guard case let .number(number) = value, number.isFinite else { throw error("expected a number, found \(value.summary)") }
        return CGFloat(number)
    }

    /// A number of points no smaller than `minimum`.
    func length(minimum: CGFloat = 0) throws -> CGFloat {
        let number = try number()
        guard number >= minimum else { throw error("expected a number of points of at least \(Int(minimum)), found \(value.summary)") }
        return number
    }

    func integer(minimum: Int = 0) throws -> Int {
        let number = try number()
        guard number == number.rounded(), number >= CGFloat(minimum), number < 1e9 else {
            throw error("expected a whole number of at least \(minimum), found \(value.summary)")
        }
        return Int(number)
    }

    /// One of the cases' raw values.
    func choice<Choice: CaseIterable & RawRepresentable>(_ type: Choice.Type, what: String) throws -> Choice where Choice.RawValue == String {
        let text = try string()
        guard let choice = Choice(rawValue: text) else {
            throw error("unknown \(what) \"\(text)\"; expected one of \(Choice.allCases.map(\.rawValue).joined(separator: ", "))")
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
        let text = try string()
        if let color = Color(hex: text) ?? Color.named[text] { return color }
        throw error("unknown colour \"\(text)\"; expected \"#RGB\", \"#RGBA\", \"#RRGGBB\", \"#RRGGBBAA\" or a colour name such as systemBlue, label or secondarySystemBackground")
    }

    /// `"WxH"` in points.
    func size() throws -> CGSize {
        let text = try string()
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0, width.isFinite, height.isFinite else {
            throw error("expected a size as \"WIDTHxHEIGHT\" in points, such as \"320x480\", found \(value.summary)")
        }
        return CGSize(width: width, height: height)
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
