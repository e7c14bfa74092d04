import Foundation

/// Reads a screen file's JSON exactly as RFC 8259 and the schema define it, and no more:
/// no trailing commas, no comments, no duplicate keys, no numbers too large for a Double,
/// nesting and size bounded by `ScreenLimits`. Every error gives the line and column.
///
/// Foundation's JSONDecoder is more lenient (it takes a trailing comma, and the first of two
/// equal keys), and says where only as a character offset; so the file is read here instead.
struct ScreenJSONParser {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var depth = 0
    private var valueCount = 0

    /// The value `data` holds, or an error naming `file`, line and column.
    static func parse(_ data: Data, file: String) throws -> ScreenValue {
        var parser = ScreenJSONParser(bytes: [UInt8](data), file: file)
        return try parser.document()
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private mutating func document() throws -> ScreenValue {
        // An editor's byte-order mark is not part of the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard index < bytes.count else { throw error("the file is empty; expected a screen object") }
        let value = try self.value()
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected \(describe(at: index)) after the end of the screen object") }
        return value
    }

    private mutating func value() throws -> ScreenValue {
        valueCount += 1
        guard valueCount <= ScreenLimits.maximumValueCount else {
            throw error("more than \(ScreenLimits.maximumValueCount) values; a screen file must be smaller")
        }
        guard index < bytes.count else { throw error("the file ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try nested { try $0.object() }
        case UInt8(ascii: "["): return try nested { try $0.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"): return .number(try number())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: throw error("expected a value (an object, list, text in double quotes, number, true, false or null), found \(describe(at: index))")
        }
    }

    private mutating func nested(_ read: (inout ScreenJSONParser) throws -> ScreenValue) throws -> ScreenValue {
        depth += 1
        guard depth <= ScreenLimits.maximumNesting else {
            throw error("objects and lists nested more than \(ScreenLimits.maximumNesting) deep")
        }
        defer { depth -= 1 }
        return try read(&self)
    }

    private mutating func object() throws -> ScreenValue {
        index += 1  // {
        var pairs: [String: ScreenValue] = [:]
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; return .object(pairs) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                throw error(peek(UInt8(ascii: "}")) ? "a comma before } is not allowed in JSON" : "expected a key in double quotes, found \(describe(at: index))")
            }
            let keyStart = index
            let key = try string()
            guard pairs[key] == nil else { throw error("the key \"\(ScreenReader.shortened(key))\" appears twice in the same object", at: keyStart) }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected : after the key \"\(ScreenReader.shortened(key))\", found \(describe(at: index))") }
            index += 1
            skipWhitespace()
            pairs[key] = try value()
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "}")) { index += 1; return .object(pairs) }
            throw error("expected , or } in an object, found \(describe(at: index))")
        }
    }

    private mutating func array() throws -> ScreenValue {
        index += 1  // [
        var items: [ScreenValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { index += 1; return .array(items) }
        while true {
            skipWhitespace()
            if peek(UInt8(ascii: "]")) { throw error("a comma before ] is not allowed in JSON") }
            items.append(try value())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "]")) { index += 1; return .array(items) }
            throw error("expected , or ] in a list, found \(describe(at: index))")
        }
    }

    private mutating func string() throws -> String {
        let start = index
        index += 1  // "
        var utf8: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("text in double quotes is not closed", at: start) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw error("text that is not valid UTF-8", at: start)
                }
                return text
            case UInt8(ascii: "\\"):
                try escape(into: &utf8)
            case 0 ..< 0x20:
                throw error("a control character (such as a line break or tab) inside text in double quotes; write it as \\n or \\t")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func escape(into utf8: inout [UInt8]) throws {
        let start = index
        index += 1  // backslash
        guard index < bytes.count else { throw error("text in double quotes is not closed") }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let byte = simple[bytes[index]] {
            utf8.append(byte)
            index += 1
            return
        }
        guard bytes[index] == UInt8(ascii: "u") else { throw error("unknown escape \\\(describe(at: index, quoted: false)) in text", at: start) }
        index += 1
        var scalar = try hexQuad(escapeStart: start)
        if (0xD800 ..< 0xDC00).contains(scalar) {
            // A UTF-16 surrogate pair, as JSON writes characters beyond U+FFFF.
            guard bytes.count >= index + 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("\\u escape of half a character (a lone surrogate)", at: start)
            }
            index += 2
            let low = try hexQuad(escapeStart: start)
            guard (0xDC00 ..< 0xE000).contains(low) else { throw error("\\u escape of half a character (a lone surrogate)", at: start) }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00 ..< 0xE000).contains(scalar) {
            throw error("\\u escape of half a character (a lone surrogate)", at: start)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw error("\\u escape that is not a character", at: start) }
        utf8.append(contentsOf: Array(String(Character(unicode)).utf8))
    }

    private mutating func hexQuad(escapeStart: Int) throws -> UInt32 {
        guard index + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[index ..< index + 4], as: UTF8.self), radix: 16),
              bytes[index ..< index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else { throw error("\\u must be followed by four hexadecimal digits", at: escapeStart) }
        index += 4
        return value
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, and finite as a Double.
    private mutating func number() throws -> Double {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
        if peek(UInt8(ascii: "-")) { index += 1 }
        let leadingZero = peek(UInt8(ascii: "0"))
        let whole = digits()
        guard whole > 0 else { throw error("a number needs digits after -", at: start) }
        guard !(leadingZero && whole > 1) else { throw error("a number must not start with 0 (write 7, not 07)", at: start) }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digits() > 0 else { throw error("a number needs digits after its decimal point (write 3.0 or 3, not 3.)", at: start) }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits() > 0 else { throw error("a number needs digits after its exponent", at: start) }
        }
        let text = String(decoding: bytes[start ..< index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else { throw error("the number \(ScreenReader.shortened(text)) is too large", at: start) }
        return number
    }

    private mutating func literal(_ word: String) throws {
        let expected = Array(word.utf8)
        guard bytes.count >= index + expected.count, Array(bytes[index ..< index + expected.count]) == expected else {
            throw error("expected a value, found \(describe(at: index)); text must be in double quotes")
        }
        index += expected.count
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    /// The character at `offset` for an error: `"x"`, `a line break`, `the end of the file`.
    private func describe(at offset: Int, quoted: Bool = true) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        switch bytes[offset] {
        case 0x0A, 0x0D: return "a line break"
        case 0x20 ..< 0x7F:
            let character = String(UnicodeScalar(bytes[offset]))
            return quoted ? "\"\(character)\"" : character
        default: return String(format: "the byte 0x%02X", bytes[offset])
        }
    }

    private func error(_ message: String, at offset: Int? = nil) -> ScreenFileError {
        let offset = min(offset ?? index, bytes.count)
        let (line, column) = ScreenFileError.lineAndColumn(of: offset, in: bytes)
        return ScreenFileError(file: file, path: "", message: message, line: line, column: column)
    }
}
