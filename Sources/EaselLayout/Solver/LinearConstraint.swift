/// A linear relation `expression <op> 0` with a strength: kiwi's `Constraint`. Build one with
/// `==`, `<=` or `>=` between variables, terms, expressions and numbers; it is required unless
/// `.strength(_:)` or `.priority(_:)` says otherwise. Constraints are identified by object: adding
/// the same one twice is `SolverError.duplicateConstraint`, and two equal-looking constraints are
/// two constraints.
///
/// ```swift
/// try solver.add((width == 120).strength(.weak))
/// try solver.add((left == 0).priority(750))
/// ```
///
/// Like UIKit's views, a constraint and its variables are used from one thread at a time; a
/// `SolverError` names a constraint by its `id`.
public final class LinearConstraint {
    /// `lhs - rhs`, with each variable's terms summed into one.
    public let expression: LinearExpression
    public let relation: RelationalOperator
    public let strength: Strength
    /// The solver that holds this constraint (its identity; 0 for none) and where its record is
    /// there, so that finding it costs no hashing: read and written by that solver alone.
    @exclusivity(unchecked) var solverPlace: (solver: Int, order: Int) = (0, 0)

    public init(_ expression: LinearExpression, _ relation: RelationalOperator, strength: Strength = .required) {
        self.expression = expression.reduced
        self.relation = relation
        self.strength = strength
    }

    /// The same relation with another strength (a new constraint, as kiwi's `Constraint(other, strength)`).
    public func strength(_ strength: Strength) -> LinearConstraint {
        LinearConstraint(reducedExpression: expression, relation, strength: strength)
    }

    /// The same relation at Auto Layout priority `p` (1...1000; 1000 is required).
    public func priority(_ p: Double) -> LinearConstraint { strength(.priority(p)) }
    public func priority(_ p: Float) -> LinearConstraint { strength(.priority(p)) }
    public func priority(_ p: Int) -> LinearConstraint { strength(.priority(p)) }
    public func priority(_ p: LayoutPriority) -> LinearConstraint { strength(.priority(p)) }

    /// A constraint over an expression that names each variable once already (not checked).
    package convenience init(reduced expression: LinearExpression, _ relation: RelationalOperator, strength: Strength) {
        self.init(reducedExpression: expression, relation, strength: strength)
    }

    private init(reducedExpression: LinearExpression, _ relation: RelationalOperator, strength: Strength) {
        expression = reducedExpression
        self.relation = relation
        self.strength = strength
    }

    /// True when every coefficient and the constant are finite numbers.
    var isFinite: Bool {
        expression.constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// Whether the variables' current values satisfy the relation (within `tolerance`).
    public func isSatisfied(tolerance: Double = 1e-8) -> Bool {
        let value = expression.value
        switch relation {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }
}

extension LinearConstraint {
    /// A constraint as a `SolverError` names it: which object it is (two IDs are equal when they
    /// name the same constraint object, while it lives) and what it said when the ID was made.
    /// A value, so that errors can cross threads while the constraint itself stays on its own.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        /// The constraint object's identity, for finding it in a table of one's own.
        public let object: ObjectIdentifier
        /// The constraint's `description` when the ID was made.
        public let description: String

        public static func == (a: ID, b: ID) -> Bool { a.object == b.object }
        public func hash(into hasher: inout Hasher) { hasher.combine(object) }
    }

    /// This constraint's ID (it formats the description: for errors, not for hot loops).
    public var id: ID { ID(object: ObjectIdentifier(self), description: description) }
}

extension LinearConstraint: CustomStringConvertible {
    public var description: String { "\(expression) \(relation.rawValue) 0 | \(strength)" }
}
