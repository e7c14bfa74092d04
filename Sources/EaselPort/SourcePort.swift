/// The source-to-source step that lets UIKit screen code compile on Linux, where the compiler
/// rejects `@objc` and `#selector`: `import UIKit` and `import SnapKit` become
/// `import EaselUIKit`; `@objc`, `@objcMembers`, `@nonobjc`, `@IBAction`, `@IBOutlet`,
/// `@IBInspectable`, `@IBDesignable` and the `dynamic` modifier go; `#selector(name)` becomes
/// `EaselSelector("name", EnclosingType.name)`, which carries the method so that
/// `addTarget(_:action:for:)` reaches it; `convenience init` in extensions of `UIImage` (a
/// value type in Easel) loses `convenience`; and `override init()` in a direct subclass of a
/// UIKit view or view controller class loses `override`, and `super.init()` there becomes
/// `super.init(frame: .zero)` or `super.init(nibName: nil, bundle: nil)` (their `init()` is a
/// convenience initializer in Easel; only Objective-C lets iOS code override or call it as a
/// designated one). Everything else, comments,
/// strings, a byte-order mark, CRLF line breaks and trailing spaces included, is copied byte
/// for byte, and every line keeps its number (a removed attribute alone on its line leaves the
/// line empty). Used by `easel port` and the build-tool plugin.
///
///     let ported = try SourcePort.port(source, fileName: "LoginViewController.swift")
///     try ported.text.write(to: output, atomically: true, encoding: .utf8)
public enum SourcePort {
    /// Rewrites `source`; `fileName` names the file in errors. With `sourceLocation`, the text
    /// begins with `#sourceLocation(file: sourceLocation, line: 1)` (after a byte-order mark), so
    /// that the compiler reports errors in the ported text at the original file and line.
    public static func port(_ source: String, fileName: String, sourceLocation: String? = nil) throws(SourcePortError) -> PortedSource {
        try rewrite(Array(source.unicodeScalars), fileName: fileName, sourceLocation: sourceLocation)
    }

    /// The same for a file's bytes, which must be UTF-8 (a byte that is not is an error at its
    /// line and column). Unlike Foundation's string reading, a byte-order mark is kept.
    public static func port(utf8 bytes: some Collection<UInt8>, fileName: String, sourceLocation: String? = nil) throws(SourcePortError) -> PortedSource {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &input) {
            case let .valid(encoded):
                scalars.append(Unicode.UTF8.decode(encoded))
            case .emptyInput:
                return try rewrite(scalars, fileName: fileName, sourceLocation: sourceLocation)
            case .error:
                let place = SourceScanner.place(of: scalars.count, in: scalars)
                throw SourcePortError(fileName: fileName, line: place.line, column: place.column, message: "the file is not UTF-8 text here")
            }
        }
    }

    /// How many looks at a scalar porting `source` takes: tests hold it to a small multiple of
    /// the source's length, so that no input makes the rewrite slower than linear.
    package static func work(porting source: String) -> Int {
        var scanner = SourceScanner(source: Array(source.unicodeScalars), fileName: "")
        try? scanner.run()
        return scanner.reads
    }

    private static func rewrite(_ scalars: [Unicode.Scalar], fileName: String, sourceLocation: String?) throws(SourcePortError) -> PortedSource {
        var scanner = SourceScanner(source: scalars, fileName: fileName)
        try scanner.run()
        var text = movingExtensionOverrides(in: scanner.output, scanner: scanner, source: scalars, file: sourceLocation ?? fileName)
        if let sourceLocation {
            text = directive(sourceLocation, before: text)
        }
        return PortedSource(text: text, selectors: scanner.selectors)
    }

    /// `override` members written in an extension of a class the same file declares, moved
    /// into the class's body: Swift on Linux lets an extension override only what Objective-C
    /// lets it (`@objc dynamic` members), and UIKit's lifecycle methods are that on iOS. Each
    /// moved member is framed by `#sourceLocation` lines, so errors in it and in the lines after
    /// it keep their original lines; the lines it leaves are blank. A member is moved only when
    /// it and the class's closing brace stand on lines of their own.
    private static func movingExtensionOverrides(in text: String, scanner: SourceScanner, source: [Unicode.Scalar], file: String) -> String {
        let moves = scanner.extensionOverrides.filter { scanner.classEnds[$0.type] != nil }
        guard !moves.isEmpty else { return text }
        // Line numbers (from 0) of the places the scanner noted, in one pass over the source.
        let places = Set(moves.flatMap { [$0.start, $0.end, scanner.classEnds[$0.type]!] }).sorted()
        var lineOf: [Int: Int] = [:]
        var line = 0, next = 0
        for (position, scalar) in source.enumerated() where next < places.count {
            while next < places.count, places[next] == position {
                lineOf[position] = line
                next += 1
            }
            if scalar == "\n" { line += 1 }
        }
        // Split at line feeds as scalars: a CRLF is one Character, which no "\n" would match.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        let modifiers: Set<Substring> = ["public", "open", "internal", "private", "fileprivate", "final", "override"]
        func trimmed(_ line: Int) -> Substring { lines[line].drop { $0 == " " || $0 == "\t" } }
        var inserted: [Int: [String]] = [:]
        var moved = Set<Int>()
        for move in moves {
            guard let first = lineOf[move.start], let last = lineOf[move.end], let close = lineOf[scanner.classEnds[move.type]!],
                  close < first, last < lines.count, moved.isDisjoint(with: first ... last) else { continue }
            let opening = trimmed(first).split(separator: " ")
            guard let overrideAt = opening.firstIndex(of: "override"), opening[..<overrideAt].allSatisfy(modifiers.contains),
                  lines[last].unicodeScalars.last(where: { !$0.isSpace && !$0.isLineBreak }) == "}",
                  trimmed(close).hasPrefix("}") else { continue }
            let end = lines[first].hasSuffix("\r") ? "\r" : ""
            inserted[close, default: []] += ["#sourceLocation(file: \"\(literal(file))\", line: \(first + 1))" + end] + Array(lines[first ... last])
            for index in first ... last {
                lines[index] = lines[index].hasSuffix("\r") ? "\r" : ""
                moved.insert(index)
            }
        }
        for (close, members) in inserted.sorted(by: { $0.key > $1.key }) {
            let end = lines[close].hasSuffix("\r") ? "\r" : ""
            lines.insert(contentsOf: members + ["#sourceLocation(file: \"\(literal(file))\", line: \(close + 1))" + end], at: close)
        }
        return lines.joined(separator: "\n")
    }

    /// `path` as the text of a string literal.
    private static func literal(_ path: String) -> String {
        var literal = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal
    }

    /// `text` with a `#sourceLocation` line in front (after its byte-order mark), ended as the
    /// text's own lines are (CRLF or LF).
    private static func directive(_ path: String, before text: String) -> String {
        let literal = literal(path)
        let lineFeed = text.unicodeScalars.firstIndex(of: "\n")
        let crlf = lineFeed.map { $0 > text.unicodeScalars.startIndex && text.unicodeScalars[text.unicodeScalars.index(before: $0)] == "\r" } ?? false
        let line = "#sourceLocation(file: \"\(literal)\", line: 1)" + (crlf ? "\r\n" : "\n")
        var body = Substring(text)
        var bom = ""
        if body.unicodeScalars.first == "\u{FEFF}" {
            bom = "\u{FEFF}"
            body = Substring(body.unicodeScalars.dropFirst())
        }
        return bom + line + body
    }
}

/// A ported file: its text, and the selectors it names (as `Type.method(_:)`), in order.
public struct PortedSource: Equatable, Sendable {
    public let text: String
    public let selectors: [String]
}

/// Why a file could not be ported, with the place in it. Values quoted from the file are cut to
/// a few dozen bytes.
public struct SourcePortError: Error, Equatable, CustomStringConvertible, Sendable {
    public let fileName: String
    public let line: Int
    public let column: Int
    public let message: String

    /// `FILE:LINE:COLUMN: what was wrong`.
    public var description: String { "\(fileName):\(line):\(column): \(message)" }
}
