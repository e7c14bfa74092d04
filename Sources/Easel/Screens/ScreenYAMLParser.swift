import Foundation
import Yams

/// Reads a screen file's YAML into the same values JSON gives, and no more than the schema
/// allows: keys are plain text (no `? [a, b]` complex keys), each key once, scalars typed by
/// YAML 1.2's core schema (`no` and `on` are text, only `true` and `false` are booleans),
/// and aliases counted as the nodes they expand to, so that a few lines of anchors (an
/// "alias bomb") stop at `ScreenLimits.maximumValueCount` instead of filling the memory.
/// Every error gives the line and column, never the text around it.
struct ScreenYAMLParser {
    private let file: String
    private var valueCount = 0

    /// The value `data` holds, or an error naming `file`, line and column.
    static func parse(_ data: Data, file: String) throws -> ScreenValue {
        guard let text = String(validating: data, as: UTF8.self) else {
            throw ScreenFileError(file: file, path: "", message: "not valid YAML: the file is not UTF-8 text")
        }
        let root: Yams.Node?
        do {
            if text.contains("*") { try checkKeys(inert: text.replacingOccurrences(of: "*", with: aliasMark), file: file) }
            root = try Yams.compose(yaml: text, .basic, .default)
        } catch let error as YamlError {
            throw Self.error(error, file: file)
        }
        guard let root else { throw ScreenFileError(file: file, path: "", message: "the file is empty; expected a screen") }
        var parser = ScreenYAMLParser(file: file)
        return try parser.value(root, depth: 0)
    }

    /// What every `*` becomes for `checkKeys`: a character that may start a plain scalar.
    private static let aliasMark = "\u{E000}"

    /// Refuses complex keys and alias keys before the real composition, on a copy of the text
    /// in which no alias refers to anything (every `*` replaced by `aliasMark`), because Yams
    /// hashes every key while composing: a key that is an alias of an alias bomb would take
    /// minutes to hash before any limit here could count it. Without aliases the copy composes
    /// in time linear in its length, with the same structure and the same lines and columns.
    private static func checkKeys(inert text: String, file: String) throws {
        guard let root = try Yams.compose(yaml: text, .basic, .default) else { return }
        var pending = [root]
        while let node = pending.popLast() {
            switch node {
            case let .mapping(mapping):
                for (key, value) in mapping {
                    guard case let .scalar(scalar) = key, !(scalar.style == .plain && scalar.string.hasPrefix(aliasMark)) else {
                        throw ScreenFileError(file: file, path: "", message: complexKey, line: key.mark?.line, column: key.mark?.column)
                    }
                    pending.append(value)
                }
            case let .sequence(sequence):
                pending.append(contentsOf: sequence)
            case .scalar, .alias:
                break
            }
        }
    }

    private static let complexKey = "a key must be plain text, not a list, mapping or alias (complex keys such as ? [a, b] are not allowed)"

    private init(file: String) {
        self.file = file
    }

    private mutating func value(_ node: Yams.Node, depth: Int) throws -> ScreenValue {
        valueCount += 1
        guard valueCount <= ScreenLimits.maximumValueCount else {
            throw error("more than \(ScreenLimits.maximumValueCount) values once aliases are expanded; a screen file must be smaller", at: node)
        }
        guard depth < ScreenLimits.maximumNesting else {
            throw error("mappings and lists nested more than \(ScreenLimits.maximumNesting) deep", at: node)
        }
        switch node {
        case let .scalar(scalar):
            return try self.scalar(scalar, node: node)
        case let .sequence(sequence):
            try collectionTag(sequence.tag, kind: "seq", what: "a list", node: node)
            var items: [ScreenValue] = []
            items.reserveCapacity(sequence.count)
            for item in sequence { items.append(try value(item, depth: depth + 1)) }
            return .array(items)
        case let .mapping(mapping):
            try collectionTag(mapping.tag, kind: "map", what: "a mapping", node: node)
            var pairs: [String: ScreenValue] = [:]
            for (key, item) in mapping {
                guard case let .scalar(keyScalar) = key else {
                    throw error(Self.complexKey, at: key)
                }
                guard pairs[keyScalar.string] == nil else {
                    throw error("the key \"\(ScreenReader.shortened(keyScalar.string))\" appears twice in the same mapping", at: key)
                }
                pairs[keyScalar.string] = try value(item, depth: depth + 1)
            }
            return .object(pairs)
        case .alias:
            // The composer replaces aliases by their anchor's node; one left over has none.
            throw error("an alias with no anchor", at: node)
        }
    }

    /// A scalar's type: quoted and block text is always text; plain scalars follow the core schema,
    /// and an explicit `!!str`, `!!int`, `!!float`, `!!bool` or `!!null` tag is obeyed.
    private func scalar(_ scalar: Yams.Node.Scalar, node: Yams.Node) throws -> ScreenValue {
        let text = scalar.string
        let tag = scalar.tag.description
        let yamlTag = "tag:yaml.org,2002:"
        if tag.hasPrefix(yamlTag) {
            switch tag.dropFirst(yamlTag.count) {
            case "str": return .string(text)
            case "null": if Self.isNull(text) { return .null }
            case "bool": if let bool = Self.bool(text) { return .bool(bool) }
            case "int", "float": if let number = Self.number(text) { return try finite(number, text, node) }
            default: break
            }
            throw error("the tag !!\(tag.dropFirst(yamlTag.count)) does not fit \"\(ScreenReader.shortened(text))\"", at: node)
        }
        guard tag.isEmpty || tag == "?" else { throw error("unknown tag \(ScreenReader.shortened(tag)); screen files use plain values", at: node) }
        guard scalar.style == .plain, tag != "!" else { return .string(text) }
        if Self.isNull(text) { return .null }
        if let bool = Self.bool(text) { return .bool(bool) }
        if let number = Self.number(text) { return try finite(number, text, node) }
        return .string(text)
    }

    /// A list's or mapping's tag: none, or the one YAML gives it anyway (`!!seq`, `!!map`); any
    /// other is refused, as on a scalar, rather than ignored (`!!str {a: 1}` is not text).
    private func collectionTag(_ tag: Yams.Tag, kind: String, what: String, node: Yams.Node) throws {
        let name = tag.description
        let yamlTag = "tag:yaml.org,2002:"
        if name.isEmpty || name == "?" || name == "!" || name == yamlTag + kind { return }
        if name.hasPrefix(yamlTag) {
            throw error("the tag !!\(ScreenReader.shortened(String(name.dropFirst(yamlTag.count)))) does not fit \(what)", at: node)
        }
        throw error("unknown tag \(ScreenReader.shortened(name)) on \(what); screen files use plain values", at: node)
    }

    private func finite(_ number: Double, _ text: String, _ node: Yams.Node) throws -> ScreenValue {
        guard number.isFinite else { throw error("the number \(ScreenReader.shortened(text)) is not finite", at: node) }
        return .number(number)
    }

    private static func isNull(_ text: String) -> Bool {
        ["", "~", "null", "Null", "NULL"].contains(text)
    }

    private static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// YAML 1.2 core schema numbers: decimal, `0o17`, `0x1F`, `1.5e3`, `.inf`, `.nan`.
    private static func number(_ text: String) -> Double? {
        if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8), !text.dropFirst(2).hasPrefix("+") { return Double(value) }
        if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16), !text.dropFirst(2).hasPrefix("+") { return Double(value) }
        let body = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        if [".inf", ".Inf", ".INF"].contains(body) { return text.hasPrefix("-") ? -.infinity : .infinity }
        if [".nan", ".NaN", ".NAN"].contains(text) { return .nan }
        // [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
        var rest = body[...]
        let isDigit: (Character) -> Bool = { $0.isASCII && $0.isNumber }
        let whole = rest.prefix(while: isDigit)
        rest = rest.dropFirst(whole.count)
        var fraction = Substring("")
        if rest.first == "." {
            rest = rest.dropFirst()
            fraction = rest.prefix(while: isDigit)
            rest = rest.dropFirst(fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
            let exponent = rest.prefix(while: isDigit)
            guard !exponent.isEmpty else { return nil }
            rest = rest.dropFirst(exponent.count)
        }
        guard rest.isEmpty else { return nil }
        return Double(text.hasPrefix("+") ? String(text.dropFirst()) : text.hasSuffix(".") ? text + "0" : text)
    }

    /// The line and column, from 1, of the character `offset` characters into `text`; columns
    /// counted in Unicode scalars, as libyaml's marks count them.
    private static func place(at offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for character in text.prefix(max(0, offset)) {
            if character.isNewline { (line, column) = (line + 1, 1) } else { column += character.unicodeScalars.count }
        }
        return (line, column)
    }

    private func error(_ message: String, at node: Yams.Node) -> ScreenFileError {
        ScreenFileError(file: file, path: "", message: message, line: node.mark?.line, column: node.mark?.column)
    }

    /// libyaml's problem and position, without the text around it that Yams adds (which
    /// repeats the offending line, however long).
    private static func error(_ error: YamlError, file: String) -> ScreenFileError {
        func make(_ problem: String, _ mark: Mark?, context: YamlError.Context? = nil) -> ScreenFileError {
            if problem.hasPrefix("Maximum nesting level") {
                return ScreenFileError(file: file, path: "", message: "not valid YAML: mappings and lists nested more than 1000 deep", line: mark?.line, column: mark?.column)
            }
            var words = problem
            if let context, !context.text.isEmpty, context.text.count < 80 {
                words += " (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
            }
            return ScreenFileError(file: file, path: "", message: "not valid YAML: \(words)", line: mark?.line, column: mark?.column)
        }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            return make(problem, mark, context: context)
        case let .reader(problem, offset, _, yaml):
            // libyaml's reader (a NUL or another control character, bad UTF-8) gives an offset in
            // characters, not a mark: its line and column are counted here.
            let place = offset.map { Self.place(at: $0, in: yaml) }
            return ScreenFileError(file: file, path: "", message: "not valid YAML: \(problem)", line: place?.line, column: place?.column)
        case let .duplicatedKeysInMapping(duplicates, context):
            return make("the key \(duplicates.prefix(3).map { "\"\(ScreenReader.shortened($0))\"" }.joined(separator: ", ")) appears twice in the same mapping", context.mark)
        case .memory:
            return make("out of memory", nil)
        default:
            return make("\(error)".split(separator: "\n").first.map(String.init) ?? "unreadable", nil)
        }
    }
}
