import Easel
import Testing

/// What the running parameterized test case was called with, in words for a snapshot's name:
/// `"signup (small)"`, `iPhone SE`, `"large 3"` for two arguments.
///
/// Swift Testing keeps a case's arguments behind SPI that a package built from the toolchain's
/// public interface cannot import, so they are read by reflection (`Mirror`), the way a
/// debugger shows them. When the layout it expects is not there (a future Swift Testing), the
/// answer is nil and an unnamed snapshot asks for `named:` instead of guessing.
enum TestCaseArguments {
    /// The arguments' words, space separated, when every argument is a `Device`, a `String`,
    /// `CustomTestStringConvertible` or `CustomStringConvertible`; nil outside a parameterized
    /// case or when one argument has no such words.
    static var current: String? {
        guard let testCase = Test.Case.current, testCase.isParameterized, let values = values(of: testCase), !values.isEmpty else { return nil }
        var words: [String] = []
        for value in values {
            guard let text = describe(value), !text.isEmpty else { return nil }
            words.append(text)
        }
        return words.joined(separator: " ")
    }

    static func describe(_ value: Any) -> String? {
        switch value {
        case let device as Device: device.name
        case let text as String: text
        case let value as CustomTestStringConvertible: value.testDescription
        case let value as CustomStringConvertible: value.description
        default: nil
        }
    }

    /// `Test.Case._kind.parameterized.arguments[i].value`, found by label at any depth up to four.
    private static func values(of testCase: Test.Case) -> [Any]? {
        guard let arguments = child(labelled: "arguments", in: testCase, depth: 4) else { return nil }
        let values = Mirror(reflecting: arguments).children.map { argument in
            Mirror(reflecting: argument.value).children.first { $0.label == "value" }?.value
        }
        return values.contains { $0 == nil } ? nil : values.compactMap { $0 }
    }

    private static func child(labelled label: String, in value: Any, depth: Int) -> Any? {
        guard depth > 0 else { return nil }
        for child in Mirror(reflecting: value).children {
            if child.label == label { return child.value }
            if let found = Self.child(labelled: label, in: child.value, depth: depth - 1) { return found }
        }
        return nil
    }
}
