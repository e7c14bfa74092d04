import Foundation

/// A screen file's contents before they mean anything: JSON's (and YAML's) values.
enum ScreenValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ScreenValue])
    case object([String: ScreenValue])

    /// Parses strict JSON, or YAML when `isYAML`; errors name `file`, the line and the column.
    static func parse(_ data: Data, isYAML: Bool, file: String) throws -> ScreenValue {
        guard data.count <= ScreenLimits.maximumFileSize else {
            throw ScreenFileError(file: file, path: "", message: "the file is \(data.count) bytes; a screen file may be at most \(ScreenLimits.maximumFileSize)")
        }
        return isYAML ? try ScreenYAMLParser.parse(data, file: file) : try ScreenJSONParser.parse(data, file: file)
    }

    /// How the value is described in an error: `"lable"`, `a number`, `an object`.
    var summary: String {
        switch self {
        case .null: "null"
        case let .bool(value): "\(value)"
        case let .number(value): Int(exactly: value).map { "\($0)" } ?? "\(value)"
        case let .string(text): "\"\(ScreenReader.shortened(text))\""
        case .array: "a list"
        case .object: "an object"
        }
    }
}

/// A screen file that cannot be used, with the place it went wrong:
/// `login.json: elements[3].stack.elements[0]: unknown element "lable"; expected one of ...`,
/// or for a syntax error `login.json:3:13: expected a value ...`.
public struct ScreenFileError: Error, Equatable, CustomStringConvertible {
    /// The file's name.
    public let file: String
    /// Where in the file, as a JSON path (`elements[3].stack.elements[0]`); empty for the whole file.
    public let path: String
    /// What is wrong, in plain words.
    public let message: String
    /// The line (from 1) where a syntax error is, when known.
    public var line: Int? = nil
    /// The column (from 1, in characters) where a syntax error is, when known.
    public var column: Int? = nil
    /// A limit on the whole file was passed (too many elements): the elements after it are not
    /// looked at, so the limit is said once instead of for each of them.
    var endsTheFile = false

    public var description: String {
        let place = [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
        return path.isEmpty ? "\(place): \(message)" : "\(place): \(path): \(message)"
    }

    /// The line and column (from 1, columns in characters) of a byte offset in UTF-8 text.
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
