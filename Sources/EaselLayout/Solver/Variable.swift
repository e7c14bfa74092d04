/// An unknown of a constraint system, as kiwi's `Variable`: a name for messages and the value
/// the last `Solver.updateVariables()` gave it. Two variables are the same only if they are the
/// same object; `==` between variables builds a `Constraint`, it does not compare them.
///
/// ```swift
/// let width = Variable("width")
/// try solver.add(width >= 100)
/// ```
///
/// A variable is used from one thread at a time (as UIKit's views are); it is `Sendable` only so
/// that a `SolverError` can carry it.
public final class Variable: @unchecked Sendable {
    public var name: String
    /// The solved value, written by `Solver.updateVariables()` (0 before the first solve).
    public internal(set) var value: Double = 0

    /// The solver that last looked this variable up, and its symbol there: the fast path that
    /// spares the solver a dictionary lookup per term.
    var cachedSolver = 0
    var cachedSymbol = Symbol(raw: 0)

    public init(_ name: String = "") {
        self.name = name
    }
}

extension Variable: CustomStringConvertible {
    public var description: String { name.isEmpty ? "Variable(\(value))" : "\(name)(\(value))" }
}
