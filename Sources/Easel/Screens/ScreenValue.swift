import Foundation
import Yams

/// A screen file's contents before they mean anything: JSON's (and YAML's) values.
enum ScreenValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ScreenValue])
    case object([String: ScreenValue])

    init(from decoder: Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            var pairs: [String: ScreenValue] = [:]
            for key in object.allKeys { pairs[key.stringValue] = try object.decode(ScreenValue.self, forKey: key) }
            self = .object(pairs)
        } else if var array = try? decoder.unkeyedContainer() {
            var items: [ScreenValue] = []
            while !array.isAtEnd { items.append(try array.decode(ScreenValue.self)) }
            self = .array(items)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let bool = try? single.decode(Bool.self) {
                self = .bool(bool)
            } else if let number = try? single.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    /// Parses JSON, or YAML when `isYAML`; errors name `file` and say where the syntax broke.
    static func parse(_ data: Data, isYAML: Bool, file: String) throws -> ScreenValue {
        do {
            if isYAML {
                return try YAMLDecoder().decode(ScreenValue.self, from: data)
            }
            return try JSONDecoder().decode(ScreenValue.self, from: data)
        } catch let error as DecodingError where !isYAML {
            throw ScreenFileError(file: file, path: "", message: "not valid JSON: \(jsonSyntaxProblem(in: data) ?? "\(error)")")
        } catch {
            throw ScreenFileError(file: file, path: "", message: "not valid \(isYAML ? "YAML" : "JSON"): \(error)")
        }
    }

    /// Where JSON's syntax breaks, as `Invalid value at line 3, column 13`: JSONDecoder does not
    /// say, JSONSerialization gives a character offset, which becomes a line and column here.
    private static func jsonSyntaxProblem(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            guard let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else { return nil }
            guard let range = text.range(of: #"around character (\d+)"#, options: .regularExpression),
                  let offset = Int(text[range].split(separator: " ").last!) else { return text }
            let before = data.prefix(offset)
            let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
            return text.replacingCharacters(in: range, with: "at line \(line), column \(column)")
        }
    }

    /// How the value is described in an error: `"lable"`, `a number`, `an object`.
    var summary: String {
        switch self {
        case .null: "null"
        case let .bool(value): "\(value)"
        case let .number(value): value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
        case let .string(text): "\"\(text)\""
        case .array: "a list"
        case .object: "an object"
        }
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// A screen file that cannot be used, with the place it went wrong:
/// `login.json: elements[3].stack.elements[0]: unknown element "lable"; expected one of ...`.
public struct ScreenFileError: Error, Equatable, CustomStringConvertible {
    /// The file's name.
    public let file: String
    /// Where in the file, as a JSON path (`elements[3].stack.elements[0]`); empty for the whole file.
    public let path: String
    public let message: String

    public var description: String {
        path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
    }
}
