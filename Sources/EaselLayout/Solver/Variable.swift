/// An unknown of a constraint system, as kiwi's `Variable`: a name for messages and the value
/// the last `Solver.updateVariables()` gave it. Two variables are the same only if they are the
/// same object; `==` between variables builds a `LinearConstraint`, it does not compare them.
///
/// ```swift
/// let width = Variable("width")
/// try solver.add(width >= 100)
/// ```
///
/// A variable is used from one thread at a time (as UIKit's views are); a `SolverError` names it
/// by its `id`.
public final class Variable {
    public var name: String
    /// The solved value, written by `Solver.updateVariables()` (0 before the first solve).
    @exclusivity(unchecked) public internal(set) var value: Double = 0

    /// The solver that claimed this variable (its identity; 0 for none) and its symbol there:
    /// that solver finds the symbol without hashing. These and `value` are read and written
    /// once per term and per solve, one access at a time, so they skip the run-time exclusivity
    /// check.
    @exclusivity(unchecked) var cachedSolver = 0
    @exclusivity(unchecked) var cachedSymbol = Symbol(raw: 0)

    public init(_ name: String = "") {
        self.name = name
    }
}

extension Variable {
    /// A variable as a `SolverError` names it: which object it is (two IDs are equal when they
    /// name the same variable object, while it lives) and its name when the ID was made.
    public struct ID: Hashable, Sendable {
        /// The variable object's identity, for finding it in a table of one's own.
        public let object: ObjectIdentifier
        /// The variable's `name` when the ID was made.
        public let name: String

        public static func == (a: ID, b: ID) -> Bool { a.object == b.object }
        public func hash(into hasher: inout Hasher) { hasher.combine(object) }
    }

    /// This variable's ID.
    public var id: ID { ID(object: ObjectIdentifier(self), name: name) }
}

extension Variable: CustomStringConvertible {
    public var description: String { name.isEmpty ? "Variable(\(value))" : "\(name)(\(value))" }
}
