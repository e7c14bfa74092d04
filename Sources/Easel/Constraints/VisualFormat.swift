import Foundation

/// Auto Layout's visual format language, as `NSLayoutConstraint.constraints(withVisualFormat:
/// options:metrics:views:)` reads it: `"H:|-16-[icon(24)]-[title(>=80@750)]-|"`. The constraints
/// it makes are the ones UIKit makes, and are returned inactive: `|` is the superview (`|-` and
/// `-|` its layout margins), `-` between views is the standard 8 points, `-N-` or `-(>=N@P)-` a
/// spacing, `[name(…)]` a view with size predicates (numbers, metrics or other views' names), and
/// the `alignAll…` options align every view of the string.
public enum VisualFormat {
    /// Options for `constraints(withVisualFormat:options:metrics:views:)`, as
    /// `NSLayoutConstraint.FormatOptions`.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = Options(rawValue: 1 << 1)
        public static let alignAllRight = Options(rawValue: 1 << 2)
        public static let alignAllTop = Options(rawValue: 1 << 3)
        public static let alignAllBottom = Options(rawValue: 1 << 4)
        public static let alignAllLeading = Options(rawValue: 1 << 5)
        public static let alignAllTrailing = Options(rawValue: 1 << 6)
        public static let alignAllCenterX = Options(rawValue: 1 << 9)
        public static let alignAllCenterY = Options(rawValue: 1 << 10)
        public static let alignAllLastBaseline = Options(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = Options(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = Options([])
        public static let directionLeftToRight = Options(rawValue: 1 << 16)
        public static let directionRightToLeft = Options(rawValue: 2 << 16)
        public static let spacingEdgeToEdge = Options([])
        public static let spacingBaselineToBaseline = Options(rawValue: 1 << 19)
    }

    /// Why a format string was refused: the string, where, and what was expected.
    public struct ParseError: Error, CustomStringConvertible {
        public let format: String
        public let offset: Int
        public let message: String

        public var description: String {
            "Unable to parse constraint format: \(message)\n\(format)\n\(String(repeating: " ", count: offset))^"
        }
    }

    /// UIKit's standard spacing between sibling views.
    public static let standardSpacing: CGFloat = 8

    private struct Predicate {
        var relation: LayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: AnyObject?
        var priority: LayoutPriority = .required
    }

    private enum Connection {
        case none
        case standard
        case predicates([Predicate])
    }

    /// The constraints `format` describes, inactive; throws `ParseError` when it does not parse
    /// or names a view or metric missing from `views` or `metrics`.
    public static func constraints(_ format: String, options: Options = [], metrics: [String: Any]? = nil, views: [String: Any]) throws -> [LayoutConstraint] {
        var parser = Parser(format: format, metrics: metrics ?? [:], views: views)
        return try parser.parse(options: options)
    }

    private struct Parser {
        let format: String
        let characters: [Character]
        let metrics: [String: Any]
        let views: [String: Any]
        var index = 0

        init(format: String, metrics: [String: Any], views: [String: Any]) {
            self.format = format
            characters = Array(format.filter { !$0.isWhitespace })
            self.metrics = metrics
            self.views = views
        }

        func error(_ message: String) -> ParseError { ParseError(format: format, offset: index, message: message) }
        var current: Character? { index < characters.count ? characters[index] : nil }
        mutating func take(_ character: Character) -> Bool {
            guard current == character else { return false }
            index += 1
            return true
        }
        mutating func expect(_ character: Character) throws {
            guard take(character) else { throw error("Expected '\(character)'") }
        }

        mutating func parse(options: Options) throws -> [LayoutConstraint] {
            var vertical = false
            if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
                vertical = characters[0] == "V"
                index = 2
            }
            var items: [(connection: Connection, view: View?)] = []
            var leadingSuperview = false
            var connection = Connection.none
            if take("|") {
                leadingSuperview = true
                connection = try parseConnection()
            }
            var constraints: [LayoutConstraint] = []
            var trailingSuperview = false
            while current == "[" {
                index += 1
                let (view, sizes) = try parseView()
                constraints += sizes.map { size(of: view, $0, vertical: vertical) }
                items.append((connection, view))
                connection = try parseConnection()
                if take("|") { trailingSuperview = true; break }
            }
            guard !items.isEmpty else { throw error("Expected a view") }
            guard index == characters.count else { throw error("Unexpected '\(current.map(String.init) ?? "")'") }
            let (start, end) = attributes(vertical: vertical, options: options)
            // `|` and the first view.
            let first = items[0].view!
            if leadingSuperview {
                guard let superview = first.superview else { throw error("Unable to interpret '|' character, because the related view doesn't have a superview") }
                constraints += spacing(items[0].connection, from: superview, edge: start, to: first, edge: start, isSuperview: true)
            }
            for pair in zip(items, items.dropFirst()) {
                constraints += spacing(pair.1.connection, from: pair.0.view!, edge: end, to: pair.1.view!, edge: start, isSuperview: false)
            }
            if trailingSuperview {
                let last = items[items.count - 1].view!
                guard let superview = last.superview else { throw error("Unable to interpret '|' character, because the related view doesn't have a superview") }
                constraints += spacing(connection, from: last, edge: end, to: superview, edge: end, isSuperview: true)
            }
            for attribute in alignments(options) {
                for pair in zip(items, items.dropFirst()) {
                    constraints.append(LayoutConstraint(item: pair.0.view!, attribute: attribute, relatedBy: .equal, toItem: pair.1.view!, attribute: attribute, multiplier: 1, constant: 0))
                }
            }
            return constraints
        }

        /// The edges a string runs between: leading/trailing (or left/right) across, top/bottom down.
        func attributes(vertical: Bool, options: Options) -> (LayoutConstraint.Attribute, LayoutConstraint.Attribute) {
            if vertical { return (.top, .bottom) }
            if options.contains(.directionRightToLeft) { return (.right, .left) }
            if options.contains(.directionLeftToRight) { return (.left, .right) }
            return (.leading, .trailing)
        }

        func alignments(_ options: Options) -> [LayoutConstraint.Attribute] {
            let pairs: [(Options, LayoutConstraint.Attribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
            ]
            return pairs.filter { options.contains($0.0) }.map(\.1)
        }

        /// The gap constraints between two edges: `second.edge - first.edge (relation) constant`
        /// for each predicate; to the superview, `|-` is its layout margin.
        func spacing(_ connection: Connection, from first: View, edge firstEdge: LayoutConstraint.Attribute, to second: View, edge secondEdge: LayoutConstraint.Attribute, isSuperview: Bool) -> [LayoutConstraint] {
            let firstIsSuperview = isSuperview && second.superview === first
            switch connection {
            case .none:
                return [LayoutConstraint(item: second, attribute: secondEdge, relatedBy: .equal, toItem: first, attribute: firstEdge, multiplier: 1, constant: 0)]
            case .standard:
                if isSuperview {
                    // `|-[view]-|` ties the view to the superview's layout margins.
                    let superview = firstIsSuperview ? first : second
                    let view = firstIsSuperview ? second : first
                    let edge = firstIsSuperview ? firstEdge : secondEdge
                    return [LayoutConstraint(item: view, attribute: edge, relatedBy: .equal, toItem: superview, attribute: Self.margin(edge), multiplier: 1, constant: 0)]
                }
                return [LayoutConstraint(item: second, attribute: secondEdge, relatedBy: .equal, toItem: first, attribute: firstEdge, multiplier: 1, constant: VisualFormat.standardSpacing)]
            case let .predicates(predicates):
                return predicates.map { predicate in
                    let constraint = LayoutConstraint(item: second, attribute: secondEdge, relatedBy: predicate.relation, toItem: first, attribute: firstEdge, multiplier: 1, constant: predicate.constant)
                    constraint.priority = predicate.priority
                    return constraint
                }
            }
        }

        static func margin(_ edge: LayoutConstraint.Attribute) -> LayoutConstraint.Attribute {
            switch edge {
            case .leading: .leadingMargin
            case .trailing: .trailingMargin
            case .left: .leftMargin
            case .right: .rightMargin
            case .top: .topMargin
            case .bottom: .bottomMargin
            default: edge
            }
        }

        func size(of view: View, _ predicate: Predicate, vertical: Bool) -> LayoutConstraint {
            let dimension: LayoutConstraint.Attribute = vertical ? .height : .width
            let constraint = LayoutConstraint(item: view, attribute: dimension, relatedBy: predicate.relation, toItem: predicate.view, attribute: dimension, multiplier: 1, constant: predicate.constant)
            constraint.priority = predicate.priority
            return constraint
        }

        mutating func parseConnection() throws -> Connection {
            guard take("-") else { return .none }
            if current == "[" || current == "|" { return .standard }
            let predicates: [Predicate]
            if take("(") {
                predicates = try parsePredicateList(allowViews: false)
            } else {
                predicates = [Predicate(constant: try parseConstant())]
            }
            try expect("-")
            return .predicates(predicates)
        }

        mutating func parseView() throws -> (View, [Predicate]) {
            let name = parseName()
            guard !name.isEmpty else { throw error("Expected a view name") }
            guard let view = views[name] as? View else { throw error("\(name) is not a key in the views dictionary") }
            var sizes: [Predicate] = []
            if take("(") { sizes = try parsePredicateList(allowViews: true) }
            try expect("]")
            return (view, sizes)
        }

        /// `(predicate, predicate…)`, the opening bracket already read.
        mutating func parsePredicateList(allowViews: Bool) throws -> [Predicate] {
            var predicates: [Predicate] = []
            repeat {
                var predicate = Predicate()
                if take("=") { try expect("="); predicate.relation = .equal }
                else if take("<") { try expect("="); predicate.relation = .lessThanOrEqual }
                else if take(">") { try expect("="); predicate.relation = .greaterThanOrEqual }
                if allowViews, let character = current, character.isLetter || character == "_" {
                    let start = index
                    let name = parseName()
                    if let view = views[name] as? View {
                        predicate.view = view
                    } else {
                        index = start
                        predicate.constant = try parseConstant()
                    }
                } else {
                    predicate.constant = try parseConstant()
                }
                if take("@") { predicate.priority = LayoutPriority(Float(try parseConstant())) }
                predicates.append(predicate)
            } while take(",")
            try expect(")")
            return predicates
        }

        mutating func parseName() -> String {
            var name = ""
            while let character = current, character.isLetter || character.isNumber || character == "_" {
                name.append(character)
                index += 1
            }
            return name
        }

        /// A number, or the name of one in `metrics`.
        mutating func parseConstant() throws -> CGFloat {
            var text = ""
            if take("-") { text = "-" }
            while let character = current, character.isNumber || character == "." {
                text.append(character)
                index += 1
            }
            if text.isEmpty || text == "-" {
                let name = parseName()
                guard !name.isEmpty else { throw error("Expected a number or a metric name") }
                guard let value = metrics[name] else { throw error("\(name) is not a key in the metrics dictionary") }
                switch value {
                case let number as CGFloat: return text == "-" ? -number : number
                case let number as Double: return CGFloat(text == "-" ? -number : number)
                case let number as Int: return CGFloat(text == "-" ? -number : number)
                case let number as Float: return CGFloat(text == "-" ? -number : number)
                case let number as NSNumber: return CGFloat(text == "-" ? -number.doubleValue : number.doubleValue)
                default: throw error("the metric \(name) is not a number")
                }
            }
            guard let number = Double(text) else { throw error("Expected a number") }
            return CGFloat(number)
        }
    }
}

extension LayoutConstraint {
    /// UIKit's name for the visual format options.
    public typealias FormatOptions = VisualFormat.Options

    /// The constraints a visual format string describes, inactive (activate them, or
    /// `addConstraints` them). A string that does not parse gives none and is reported through
    /// `LayoutDiagnostics` (`.invalidVisualFormat`), where UIKit raises an exception.
    ///
    ///     NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[label]-|", metrics: nil, views: ["label": label]))
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]) -> [LayoutConstraint] {
        do {
            return try VisualFormat.constraints(format, options: options, metrics: metrics, views: views)
        } catch {
            LayoutDiagnostics.report(ConstraintIssue(kind: .invalidVisualFormat, message: "\(error)", constraints: []))
            return []
        }
    }
}
