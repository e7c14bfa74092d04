/// Walks Swift source once, copying it to `output` and rewriting what `SourcePort` describes.
/// It knows enough Swift to skip comments (nested), string literals (raw, multi-line, with
/// interpolations) and to follow which type body it is in.
///
/// Whatever the input, the walk is one loop over an explicit stack of the string literals and
/// interpolations open around the current point, never a recursion as deep as the input nests,
/// and it looks at each scalar a bounded number of times: `reads` counts the looks, which tests
/// hold to a small multiple of the source's length. A rewrite keeps every line break where it
/// was, so that line N of the output is line N of the input.
struct SourceScanner {
    private let source: [Unicode.Scalar]
    let fileName: String
    private(set) var output = ""
    private(set) var selectors: [String] = []
    /// How many times a scalar of the source (or of the output, looking back) was looked at.
    private(set) var reads = 0

    private var index = 0
    /// Type bodies open around the current point: the type's name and the brace depth inside it.
    private var typeScopes: [(name: String, superclass: String?, depth: Int, isExtension: Bool)] = []
    private var depth = 0
    /// A type declaration seen whose `{` has not come yet.
    private var pendingType: String?
    /// Whether `pendingType` is an extension.
    private var pendingIsExtension = false
    /// Where each class declared at the top level closes: the source index of its `}`.
    private(set) var classEnds: [String: Int] = [:]
    /// `override` members written in a top-level extension: the class extended and the source
    /// indices of the `override` word and of the member's closing `}` (SourcePort moves them).
    private(set) var extensionOverrides: [(type: String, start: Int, end: Int)] = []
    /// An `override` member of an extension whose body has not closed yet.
    private var openOverride: (type: String, start: Int, sawBody: Bool)?
    /// The superclass named after `pendingType`'s `:`, if it is a class.
    private var pendingSuperclass: String?
    /// The string literals and interpolations open around the current point, innermost last;
    /// empty in plain code.
    private var frames: [Frame] = []

    private enum Frame {
        /// The body of a string literal opened at `start` with `hashes` `#`s.
        case string(hashes: Int, multiLine: Bool, start: Int)
        /// The code of an interpolation `\(` opened at `start`, `parentheses` deep so far.
        case interpolation(parentheses: Int, start: Int)
    }

    private static let removedAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "GKInspectable"]
    private static let valueTypesInEasel: Set<String> = ["UIImage"]
    /// UIKit classes whose `init()` is a convenience initializer in Easel (Swift's rules: a
    /// subclass's `init()` there is new, not an override), while Objective-C lets iOS code write
    /// `override init()` in their subclasses.
    private static let classesWithConvenienceInit: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIControl", "UIImageView", "UIStackView", "UIScrollView", "UITableView",
        "UICollectionView", "UITextField", "UITextView", "UISwitch", "UISlider", "UIStepper", "UIPageControl",
        "UIProgressView", "UISegmentedControl", "UIActivityIndicatorView", "UIWindow", "UICollectionReusableView",
        "UIViewController", "UINavigationController", "UITabBarController",
    ]
    private static let controllerClasses: Set<String> = ["UIViewController", "UINavigationController", "UITabBarController"]
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
    private static let declarationWords: Set<String> = ["func", "var", "let", "init", "subscript", "override", "final", "static", "class", "private", "fileprivate", "internal", "public", "open", "required", "convenience", "lazy", "weak", "unowned", "mutating", "nonmutating", "indirect", "@"]

    init(source: [Unicode.Scalar], fileName: String) {
        self.source = source
        self.fileName = fileName
    }

    mutating func run() throws(SourcePortError) {
        while let c = scalar(at: index) {
            if case let .string(hashes, multiLine, start)? = frames.last {
                try stringStep(c, hashes: hashes, multiLine: multiLine, start: start)
            } else {
                try codeStep(c)
            }
        }
        switch frames.last {
        case let .string(_, _, start)?:
            throw error(at: start, "a string literal is not closed before the end of the file")
        case let .interpolation(_, start)?:
            throw error(at: start, "a string interpolation is not closed before the end of the file")
        case nil:
            break
        }
    }

    // MARK: Code

    /// One step in code, at top level or inside an interpolation.
    private mutating func codeStep(_ c: Unicode.Scalar) throws(SourcePortError) {
        switch c {
        case "/" where scalar(at: index + 1) == "/":
            copyLineComment()
        case "/" where scalar(at: index + 1) == "*":
            copyBlockComment()
        case "\"":
            openString(hashes: 0)
        case "#":
            try hashes()
        case "@":
            try attribute()
        case "(":
            if case let .interpolation(parentheses, start)? = frames.last {
                frames[frames.count - 1] = .interpolation(parentheses: parentheses + 1, start: start)
            }
            copy()
        case ")":
            if case let .interpolation(parentheses, start)? = frames.last {
                // The parenthesis that closes the interpolation returns to its string.
                if parentheses == 1 { frames.removeLast() } else { frames[frames.count - 1] = .interpolation(parentheses: parentheses - 1, start: start) }
            }
            copy()
        case "{":
            depth += 1
            if let name = pendingType {
                typeScopes.append((name, pendingSuperclass, depth, pendingIsExtension))
                pendingType = nil
                pendingSuperclass = nil
            }
            if let member = openOverride { openOverride = (member.type, member.start, true) }
            copy()
        case "}":
            if let last = typeScopes.last, last.depth == depth {
                if typeScopes.count == 1, !last.isExtension { classEnds[last.name] = index }
                typeScopes.removeLast()
                openOverride = nil
            }
            depth -= 1
            if let member = openOverride, member.sawBody, let scope = typeScopes.last, scope.isExtension, scope.depth == depth {
                extensionOverrides.append((member.type, member.start, index))
                openOverride = nil
            }
            copy()
        case _ where c.isIdentifierStart:
            try word()
        default:
            copy()
        }
    }

    /// A run of `#`: a raw string's opening, or `#selector` after the run, or plain `#`s. The
    /// run is measured once, so that a long run costs its length, not its length squared.
    private mutating func hashes() throws(SourcePortError) {
        var end = index
        while scalar(at: end) == "#" { end += 1 }
        if scalar(at: end) == "\"" {
            openString(hashes: end - index)
            return
        }
        while index < end - 1 { copy() }
        if matches("#selector") { try selector() } else { copy() }
    }

    // MARK: Words

    private mutating func word() throws(SourcePortError) {
        let start = index
        while let c = scalar(at: index), c.isIdentifierPart { index += 1 }
        let word = String(String.UnicodeScalarView(source[start ..< index]))
        let afterDot = start > 0 && scalar(at: start - 1) == "."

        if word == "import", let module = nextWord(), module == "UIKit" || module == "SnapKit" {
            output += "import"
            while let c = scalar(at: index), c == " " || c == "\t" { copy() }
            output += "EaselUIKit"
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
        if word == "override", !afterDot, typeScopes.count == 1, let scope = typeScopes.last, scope.isExtension, scope.depth == depth {
            openOverride = (scope.name, start, false)
        }
        if word == "override", !afterDot, let superclass = typeScopes.last?.superclass,
           Self.classesWithConvenienceInit.contains(superclass), overridesPlainInit(after: index) {
            skipTrailingSpaces()
            return
        }
        if word == "super", let superclass = typeScopes.last?.superclass, Self.classesWithConvenienceInit.contains(superclass),
           matchesIgnoringSpaces(".init()") {
            // NSObject's init() is designated on iOS; here it is a convenience initializer, which
            // a designated initializer cannot call: call the one it calls.
            output += Self.controllerClasses.contains(superclass) ? "super.init(nibName: nil, bundle: nil)" : "super.init(frame: .zero)"
            skipIgnoringSpaces(".init()")
            return
        }
        if Self.typeKeywords.contains(word), !afterDot, let name = nextTypeName(), !Self.declarationWords.contains(name) {
            pendingType = name
            pendingIsExtension = word == "extension"
            pendingSuperclass = word == "class" ? superclassName(after: index) : nil
        }
        output += word
    }

    /// Whether the word before `position` is a declaration modifier: what follows is another
    /// modifier or `var`/`func`.
    private mutating func isModifierPosition(after position: Int) -> Bool {
        var i = position
        while let c = scalar(at: i), c.isSpace || c.isLineBreak { i += 1 }
        guard let first = scalar(at: i) else { return false }
        if first == "@" { return true }
        var j = i
        while let c = scalar(at: j), c.isIdentifierPart { j += 1 }
        let next = String(String.UnicodeScalarView(source[i ..< j]))
        return Self.declarationWords.contains(next)
    }

    /// The next word after spaces, without moving.
    private mutating func nextWord() -> String? {
        var i = index
        while let c = scalar(at: i), c.isSpace { i += 1 }
        let start = i
        while let c = scalar(at: i), c.isIdentifierPart { i += 1 }
        return i > start ? String(String.UnicodeScalarView(source[start ..< i])) : nil
    }

    /// Whether what follows `override` at `position` is `init()` (after other modifiers such as
    /// `public` or `convenience`), without moving.
    private mutating func overridesPlainInit(after position: Int) -> Bool {
        var i = position
        for _ in 0 ..< 4 {
            while let c = scalar(at: i), c.isSpace { i += 1 }
            let start = i
            while let c = scalar(at: i), c.isIdentifierPart { i += 1 }
            let word = String(String.UnicodeScalarView(source[start ..< i]))
            if word == "init" {
                while let c = scalar(at: i), c.isSpace { i += 1 }
                guard scalar(at: i) == "(" else { return false }
                i += 1
                while let c = scalar(at: i), c.isSpace { i += 1 }
                return scalar(at: i) == ")"
            }
            guard ["public", "open", "internal", "convenience"].contains(word) else { return false }
        }
        return false
    }

    /// The first name after the `:` that follows a class's name (and its generic parameters),
    /// looking at most a line's length ahead, without moving.
    private mutating func superclassName(after position: Int) -> String? {
        var i = position
        let limit = position + 300
        var angles = 0
        while i < limit, let c = scalar(at: i), angles > 0 || (c != ":" && c != "{"), !c.isLineBreak {
            if c == "<" { angles += 1 } else if c == ">" { angles -= 1 }
            i += 1
        }
        guard i < limit, scalar(at: i) == ":" else { return nil }
        return lastPartOfDottedName(from: i + 1)
    }

    /// The type name after `class`/`extension` (the last part of a dotted name), without moving.
    private mutating func nextTypeName() -> String? {
        lastPartOfDottedName(from: index)
    }

    /// The last part of the dotted name that starts at `position` after spaces (`UIKit.UIView`
    /// gives `UIView`), nil when no name is there.
    private mutating func lastPartOfDottedName(from position: Int) -> String? {
        var i = position
        while let c = scalar(at: i), c.isSpace { i += 1 }
        let start = i
        var lastPart = i
        while let c = scalar(at: i), c.isIdentifierPart || c == "." {
            if c == "." { lastPart = i + 1 }
            i += 1
        }
        return i > start ? String(String.UnicodeScalarView(source[lastPart ..< i])) : nil
    }

    // MARK: Attributes

    private mutating func attribute() throws(SourcePortError) {
        let start = index
        var i = index + 1
        while let c = scalar(at: i), c.isIdentifierPart { i += 1 }
        let name = String(String.UnicodeScalarView(source[(index + 1) ..< i]))
        guard Self.removedAttributes.contains(name) else {
            copy()
            return
        }
        // `@objc(customName:)` carries an Objective-C name: letters, digits, colons and spaces up
        // to `)` on the same line. Anything else means the `)` is missing, and removing up to
        // the next `)` somewhere below would delete code, so that is an error.
        if scalar(at: i) == "(" {
            var end = i + 1
            while let c = scalar(at: end), c.isIdentifierPart || c == ":" || c.isSpace { end += 1 }
            guard scalar(at: end) == ")" else {
                throw error(at: start, "@\(name)( has no closing parenthesis after the Objective-C name")
            }
            i = end + 1
        }
        index = i
        skipTrailingSpaces()
    }

    // MARK: Selectors

    private mutating func selector() throws(SourcePortError) {
        let start = index
        index += "#selector".unicodeScalars.count
        var lineBreaks = String.UnicodeScalarView()
        while let c = scalar(at: index), c.isSpace || c.isLineBreak {
            if c.isLineBreak { lineBreaks.append(c) }
            index += 1
        }
        guard scalar(at: index) == "(" else { throw error(at: start, "#selector must be followed by a parenthesised method name") }
        var level = 0, end = index
        repeat {
            guard let c = scalar(at: end) else { break }
            if c == "(" { level += 1 }
            if c == ")" { level -= 1 }
            if c.isLineBreak { lineBreaks.append(c) }
            end += 1
        } while level > 0
        guard level == 0 else { throw error(at: start, "#selector( has no closing parenthesis") }
        var reference = String(String.UnicodeScalarView(source[(index + 1) ..< (end - 1)])).filter { !$0.isWhitespace }
        if reference.hasPrefix("getter:") || reference.hasPrefix("setter:") {
            throw error(at: start, "#selector(\(Excerpt.of(reference))) names a property accessor; Easel's Selector reaches methods only")
        }
        if reference.hasPrefix("self.") { reference.removeFirst("self.".count) }
        if reference.hasPrefix("Self.") { reference.removeFirst("Self.".count) }
        guard let first = reference.unicodeScalars.first, first.isIdentifierStart else {
            throw error(at: start, "#selector(\(Excerpt.of(reference))) is not a method name")
        }
        let qualified: String
        if let dot = reference.firstIndex(of: "."), dot < (reference.firstIndex(of: "(") ?? reference.endIndex) {
            qualified = reference
        } else if let type = typeScopes.last?.name {
            qualified = type + "." + reference
        } else {
            let shown = Excerpt.of(reference)
            throw error(at: start, "#selector(\(shown)) is outside any type: write #selector(Type.\(shown))")
        }
        selectors.append(qualified)
        // The line breaks the reference spanned stay inside the call, so the lines after it keep
        // their numbers.
        output += "EaselSelector(\"\(reference)\", \(qualified)\(String(lineBreaks)))"
        index = end
    }

    // MARK: Comments and strings

    private mutating func copyLineComment() {
        while let c = scalar(at: index), c != "\n" { copy() }
    }

    private mutating func copyBlockComment() {
        var level = 0
        repeat {
            if scalar(at: index) == "/", scalar(at: index + 1) == "*" {
                level += 1
                copy(2)
            } else if scalar(at: index) == "*", scalar(at: index + 1) == "/" {
                level -= 1
                copy(2)
            } else {
                copy()
            }
        } while index < source.count && level > 0
    }

    /// Copies a string literal's opening delimiter (`hashes` `#`s, then `"` or `"""`) and enters
    /// its body.
    private mutating func openString(hashes: Int) {
        let start = index
        copy(hashes)
        let multiLine = matches("\"\"\"")
        copy(multiLine ? 3 : 1)
        frames.append(.string(hashes: hashes, multiLine: multiLine, start: start))
    }

    /// One step in a string literal's body: an escape, an interpolation's opening (its code is
    /// scanned as code until its `)`), the closing delimiter, or a character.
    private mutating func stringStep(_ c: Unicode.Scalar, hashes: Int, multiLine: Bool, start: Int) throws(SourcePortError) {
        if c == "\\" {
            var i = index + 1, seen = 0
            while seen < hashes, scalar(at: i) == "#" { seen += 1; i += 1 }
            if seen == hashes, scalar(at: i) == "(" {
                let opening = index
                copy(i + 1 - index)
                frames.append(.interpolation(parentheses: 1, start: opening))
                return
            }
            copy()
            // In a plain string the escaped character is part of the escape (`\"` does not close).
            if hashes == 0, index < source.count { copy() }
            return
        }
        let quotes = multiLine ? 3 : 1
        if c == "\"", (1 ..< quotes).allSatisfy({ scalar(at: index + $0) == "\"" }),
           (0 ..< hashes).allSatisfy({ scalar(at: index + quotes + $0) == "#" }) {
            copy(quotes + hashes)
            frames.removeLast()
            return
        }
        if c == "\n", !multiLine { throw error(at: start, "a string literal is not closed on its line") }
        copy()
    }

    // MARK: Scanning

    /// The scalar at `position`, or nil past the end; every look at the source goes through here.
    private mutating func scalar(at position: Int) -> Unicode.Scalar? {
        reads += 1
        return position < source.count ? source[position] : nil
    }

    /// Copies `count` scalars from the source to the output.
    private mutating func copy(_ count: Int = 1) {
        // One scalar at a time: `append(contentsOf:)` on a string's scalars costs far more per
        // call than appending a scalar does.
        let end = min(index + count, source.count)
        while index < end {
            output.unicodeScalars.append(source[index])
            index += 1
        }
    }

    private mutating func matches(_ text: String) -> Bool {
        var i = index
        for wanted in text.unicodeScalars {
            guard scalar(at: i) == wanted else { return false }
            i += 1
        }
        return true
    }

    private mutating func matchesIgnoringSpaces(_ text: String) -> Bool {
        var i = index
        for wanted in text.unicodeScalars where wanted != " " {
            while scalar(at: i) == " " { i += 1 }
            guard scalar(at: i) == wanted else { return false }
            i += 1
        }
        return true
    }

    private mutating func skipIgnoringSpaces(_ text: String) {
        for wanted in text.unicodeScalars where wanted != " " {
            while scalar(at: index) == " " { index += 1 }
            index += 1
        }
    }

    /// Drops the spaces after a removed word, so `@objc func` becomes `func`, not ` func`. A
    /// removed word alone on its line takes the line's indentation with it but leaves the line
    /// break, so that the lines below keep their numbers.
    private mutating func skipTrailingSpaces() {
        while let c = scalar(at: index), c.isSpace { index += 1 }
        let atLineEnd = scalar(at: index).map { $0.isLineBreak } ?? true
        if atLineEnd, lineIsBlankBefore() {
            while let last = output.unicodeScalars.last, last.isSpace { output.unicodeScalars.removeLast() }
        }
    }

    private mutating func lineIsBlankBefore() -> Bool {
        for scalar in output.unicodeScalars.reversed() {
            reads += 1
            if scalar.isLineBreak { return true }
            if !scalar.isSpace { return false }
        }
        return true
    }

    private func error(at position: Int, _ message: String) -> SourcePortError {
        let place = Self.place(of: position, in: source)
        return SourcePortError(fileName: fileName, line: place.line, column: place.column, message: message)
    }

    /// The line and column (from 1, in scalars) of `position` in `source`.
    static func place(of position: Int, in source: [Unicode.Scalar]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for scalar in source[0 ..< min(position, source.count)] {
            if scalar == "\n" {
                line += 1
                column = 1
            } else if scalar != "\u{FEFF}" {
                // A byte-order mark is not a column an editor shows.
                column += 1
            }
        }
        return (line, column)
    }
}

extension Unicode.Scalar {
    var isIdentifierStart: Bool { properties.isXIDStart || self == "_" }
    var isIdentifierPart: Bool { properties.isXIDContinue }
    /// A space or tab: what separates words on a line.
    var isSpace: Bool { self == " " || self == "\t" }
    /// A line feed, or the carriage return of a CRLF line break.
    var isLineBreak: Bool { self == "\n" || self == "\r" }
}
