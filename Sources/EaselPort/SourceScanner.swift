/// Walks Swift source once, copying it to `output` and rewriting what `SourcePort` describes.
/// It knows enough Swift to skip comments (nested), string literals (raw, multi-line, with
/// interpolations) and to follow which type body it is in.
struct SourceScanner {
    let source: [Unicode.Scalar]
    let fileName: String
    private(set) var output = ""
    private(set) var selectors: [String] = []

    private var index = 0
    /// Type bodies open around the current point: the type's name and the brace depth inside it.
    private var typeScopes: [(name: String, depth: Int)] = []
    private var depth = 0
    /// A type declaration seen whose `{` has not come yet.
    private var pendingType: String?

    private static let removedAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "GKInspectable"]
    private static let valueTypesInEasel: Set<String> = ["UIColor", "UIFont", "UIImage"]
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
    private static let declarationWords: Set<String> = ["func", "var", "let", "init", "subscript", "override", "final", "static", "class", "private", "fileprivate", "internal", "public", "open", "required", "convenience", "lazy", "weak", "unowned", "mutating", "nonmutating", "indirect", "@"]

    init(source: [Unicode.Scalar], fileName: String) {
        self.source = source
        self.fileName = fileName
    }

    mutating func run() throws(SourcePortError) {
        while index < source.count {
            let c = source[index]
            switch c {
            case "/" where peek(1) == "/":
                copyLineComment()
            case "/" where peek(1) == "*":
                copyBlockComment()
            case "\"":
                try copyString()
            case "#" where isRawStringStart():
                try copyString()
            case "@":
                try attribute()
            case "#" where matches("#selector"):
                try selector()
            case "{":
                depth += 1
                if let name = pendingType {
                    typeScopes.append((name, depth))
                    pendingType = nil
                }
                emit(c)
                index += 1
            case "}":
                if let last = typeScopes.last, last.depth == depth { typeScopes.removeLast() }
                depth -= 1
                emit(c)
                index += 1
            case _ where c.isIdentifierStart:
                try word()
            default:
                emit(c)
                index += 1
            }
        }
    }

    // MARK: Words

    private mutating func word() throws(SourcePortError) {
        let start = index
        while index < source.count, source[index].isIdentifierPart { index += 1 }
        let word = String(String.UnicodeScalarView(source[start ..< index]))
        let afterDot = start > 0 && source[start - 1] == "."

        if word == "import", let module = nextWord(), module == "UIKit" || module == "SnapKit" {
            output += "import EaselUIKit"
            skipWhitespaceOnLine()
            index += module.unicodeScalars.count
            return
        }
        if word == "dynamic", !afterDot, isModifierPosition(after: index) {
            skipTrailingSpaces()
            return
        }
        if word == "convenience", !afterDot, let type = typeScopes.last?.name, Self.valueTypesInEasel.contains(type) {
            skipTrailingSpaces()
            return
        }
        if word == "super", matchesIgnoringSpaces(".init(nibName: nil, bundle: nil)") {
            output += "super.init()"
            skipIgnoringSpaces(".init(nibName: nil, bundle: nil)")
            return
        }
        if Self.typeKeywords.contains(word), !afterDot, let name = nextTypeName(), !Self.declarationWords.contains(name) {
            pendingType = name
        }
        output += word
    }

    /// Whether the word before `position` is a declaration modifier: what follows is another
    /// modifier or `var`/`func`.
    private func isModifierPosition(after position: Int) -> Bool {
        var i = position
        while i < source.count, source[i] == " " || source[i] == "\t" || source[i] == "\n" { i += 1 }
        guard i < source.count else { return false }
        if source[i] == "@" { return true }
        var j = i
        while j < source.count, source[j].isIdentifierPart { j += 1 }
        let next = String(String.UnicodeScalarView(source[i ..< j]))
        return Self.declarationWords.contains(next)
    }

    /// The next word after spaces, without moving.
    private func nextWord() -> String? {
        var i = index
        while i < source.count, source[i] == " " || source[i] == "\t" { i += 1 }
        let start = i
        while i < source.count, source[i].isIdentifierPart { i += 1 }
        return i > start ? String(String.UnicodeScalarView(source[start ..< i])) : nil
    }

    /// The type name after `class`/`extension` (the last part of a dotted name), without moving.
    private func nextTypeName() -> String? {
        var i = index
        while i < source.count, source[i] == " " || source[i] == "\t" { i += 1 }
        var name = ""
        while i < source.count, source[i].isIdentifierPart || source[i] == "." {
            name.unicodeScalars.append(source[i])
            i += 1
        }
        return name.isEmpty ? nil : String(name.split(separator: ".").last ?? "")
    }

    // MARK: Attributes

    private mutating func attribute() throws(SourcePortError) {
        var i = index + 1
        while i < source.count, source[i].isIdentifierPart { i += 1 }
        let name = String(String.UnicodeScalarView(source[(index + 1) ..< i]))
        guard Self.removedAttributes.contains(name) else {
            emit(source[index])
            index += 1
            return
        }
        index = i
        // `@objc(customName)` carries an argument.
        if index < source.count, source[index] == "(" {
            while index < source.count, source[index] != ")" { index += 1 }
            index += 1
        }
        skipTrailingSpaces()
    }

    // MARK: Selectors

    private mutating func selector() throws(SourcePortError) {
        let start = index
        index += "#selector".count
        skipWhitespace()
        guard index < source.count, source[index] == "(" else { throw error(at: start, "#selector must be followed by a parenthesised method name") }
        var level = 0, end = index
        repeat {
            if source[end] == "(" { level += 1 }
            if source[end] == ")" { level -= 1 }
            end += 1
        } while end < source.count && level > 0
        guard level == 0 else { throw error(at: start, "#selector( has no closing parenthesis") }
        var reference = String(String.UnicodeScalarView(source[(index + 1) ..< (end - 1)])).filter { !$0.isWhitespace }
        if reference.hasPrefix("getter:") || reference.hasPrefix("setter:") {
            throw error(at: start, "#selector(\(reference)) names a property accessor; Easel's Selector reaches methods only")
        }
        if reference.hasPrefix("self.") { reference.removeFirst("self.".count) }
        if reference.hasPrefix("Self.") { reference.removeFirst("Self.".count) }
        guard !reference.isEmpty, reference.first!.unicodeScalars.first!.isIdentifierStart else {
            throw error(at: start, "#selector(\(reference)) is not a method name")
        }
        let qualified: String
        if reference.contains(".") && reference.firstIndex(of: ".")! < (reference.firstIndex(of: "(") ?? reference.endIndex) {
            qualified = reference
        } else if let type = typeScopes.last?.name {
            qualified = type + "." + reference
        } else {
            throw error(at: start, "#selector(\(reference)) is outside any type: write #selector(Type.\(reference))")
        }
        selectors.append(qualified)
        output += "EaselSelector(\"\(reference)\", \(qualified))"
        index = end
    }

    // MARK: Comments and strings

    private mutating func copyLineComment() {
        while index < source.count, source[index] != "\n" {
            emit(source[index])
            index += 1
        }
    }

    private mutating func copyBlockComment() {
        var level = 0
        repeat {
            if source[index] == "/", peek(1) == "*" {
                level += 1
                output += "/*"
                index += 2
            } else if source[index] == "*", peek(1) == "/" {
                level -= 1
                output += "*/"
                index += 2
            } else {
                emit(source[index])
                index += 1
            }
        } while index < source.count && level > 0
    }

    private func isRawStringStart() -> Bool {
        var i = index
        while i < source.count, source[i] == "#" { i += 1 }
        return i > index && i < source.count && source[i] == "\""
    }

    private mutating func copyString() throws(SourcePortError) {
        var hashes = 0
        while source[index] == "#" {
            hashes += 1
            emit(source[index])
            index += 1
        }
        let multiLine = matches("\"\"\"")
        let quotes = multiLine ? 3 : 1
        for _ in 0 ..< quotes { emit(source[index]); index += 1 }
        try copyStringBody(hashes: hashes, multiLine: multiLine)
    }

    /// Copies up to and including the string's closing delimiter; interpolations are scanned
    /// as code.
    private mutating func copyStringBody(hashes: Int, multiLine: Bool) throws(SourcePortError) {
        let start = index
        let quotes = multiLine ? 3 : 1
        while index < source.count {
            let c = source[index]
            if c == "\\" {
                var i = index + 1, seen = 0
                while seen < hashes, i < source.count, source[i] == "#" { seen += 1; i += 1 }
                if seen == hashes, i < source.count, source[i] == "(" {
                    // An interpolation: copy `\(`, scan the expression as code until its `)`.
                    while index <= i { emit(source[index]); index += 1 }
                    try copyInterpolation()
                    continue
                }
                emit(c)
                index += 1
                if index < source.count, hashes == 0 { emit(source[index]); index += 1 }
                continue
            }
            if c == "\"", (0 ..< quotes).allSatisfy({ peek($0) == "\"" }), (0 ..< hashes).allSatisfy({ peek(quotes + $0) == "#" }) {
                for _ in 0 ..< (quotes + hashes) { emit(source[index]); index += 1 }
                return
            }
            if c == "\n", !multiLine { throw error(at: start, "a string literal is not closed on its line") }
            emit(c)
            index += 1
        }
        throw error(at: start, "a string literal is not closed before the end of the file")
    }

    /// Scans an interpolation's expression as code up to its closing parenthesis.
    private mutating func copyInterpolation() throws(SourcePortError) {
        var level = 1
        while index < source.count {
            let c = source[index]
            if c == "\"" || (c == "#" && isRawStringStart()) {
                try copyString()
                continue
            }
            if c == "(" { level += 1 }
            if c == ")" {
                level -= 1
                if level == 0 {
                    emit(c)
                    index += 1
                    return
                }
            }
            if c == "#", matches("#selector") {
                try selector()
                continue
            }
            emit(c)
            index += 1
        }
        throw error(at: index, "a string interpolation is not closed before the end of the file")
    }

    // MARK: Scanning

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < source.count ? source[index + offset] : nil
    }

    private func matches(_ text: String) -> Bool {
        var i = index
        for scalar in text.unicodeScalars {
            guard i < source.count, source[i] == scalar else { return false }
            i += 1
        }
        return true
    }

    private func matchesIgnoringSpaces(_ text: String) -> Bool {
        var i = index
        for scalar in text.unicodeScalars where scalar != " " {
            while i < source.count, source[i] == " " { i += 1 }
            guard i < source.count, source[i] == scalar else { return false }
            i += 1
        }
        return true
    }

    private mutating func skipIgnoringSpaces(_ text: String) {
        for scalar in text.unicodeScalars where scalar != " " {
            while index < source.count, source[index] == " " { index += 1 }
            index += 1
        }
    }

    private mutating func emit(_ c: Unicode.Scalar) {
        output.unicodeScalars.append(c)
    }

    private mutating func skipWhitespace() {
        while index < source.count, source[index] == " " || source[index] == "\t" || source[index] == "\n" { index += 1 }
    }

    private mutating func skipWhitespaceOnLine() {
        while index < source.count, source[index] == " " || source[index] == "\t" { index += 1 }
    }

    /// Drops the spaces after a removed word, so `@objc func` becomes `func`, not ` func`.
    private mutating func skipTrailingSpaces() {
        while index < source.count, source[index] == " " || source[index] == "\t" { index += 1 }
        // A removed attribute alone on its line takes its line break with it.
        if index < source.count, source[index] == "\n", lineIsBlankBefore() {
            index += 1
            while let last = output.unicodeScalars.last, last == " " || last == "\t" { output.unicodeScalars.removeLast() }
        }
    }

    private func lineIsBlankBefore() -> Bool {
        for scalar in output.unicodeScalars.reversed() {
            if scalar == "\n" { return true }
            if scalar != " " && scalar != "\t" { return false }
        }
        return true
    }

    private func error(at position: Int, _ message: String) -> SourcePortError {
        var line = 1, column = 1
        for scalar in source[0 ..< min(position, source.count)] {
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return SourcePortError(fileName: fileName, line: line, column: column, message: message)
    }
}

extension Unicode.Scalar {
    var isIdentifierStart: Bool { properties.isXIDStart || self == "_" }
    var isIdentifierPart: Bool { properties.isXIDContinue }
}
