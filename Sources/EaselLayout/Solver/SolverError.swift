/// Why the solver refused a call, as kiwi's exceptions. The solver is unchanged after any of them.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required constraints already added.
    /// `conflicting` lists the constraint first, then those it conflicts with, as far as the
    /// tableau tells (the required constraints whose markers make the contradiction).
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// This constraint object is already in the solver.
    case duplicateConstraint(Constraint)
    /// This constraint object is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required (a suggestion must be able to lose).
    case badRequiredStrength(Variable)
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFiniteNumber(String)
    /// The tableau lost an invariant (an unbounded objective, a failed dual pivot): a bug, reported
    /// instead of trapping.
    case internalSolverError(String)

    public static func == (a: SolverError, b: SolverError) -> Bool {
        switch (a, b) {
        case let (.unsatisfiableConstraint(x, xs), .unsatisfiableConstraint(y, ys)):
            x === y && xs.count == ys.count && zip(xs, ys).allSatisfy { $0 === $1 }
        case let (.duplicateConstraint(x), .duplicateConstraint(y)), let (.unknownConstraint(x), .unknownConstraint(y)):
            x === y
        case let (.duplicateEditVariable(x), .duplicateEditVariable(y)), let (.unknownEditVariable(x), .unknownEditVariable(y)),
             let (.badRequiredStrength(x), .badRequiredStrength(y)):
            x === y
        case let (.nonFiniteNumber(x), .nonFiniteNumber(y)), let (.internalSolverError(x), .internalSolverError(y)):
            x == y
        default:
            false
        }
    }

    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflicting):
            let others = conflicting.dropFirst().map { "  \($0)" }.joined(separator: "\n")
            return "Unable to satisfy the required constraint \(constraint)" + (others.isEmpty ? "" : "; it conflicts with:\n\(others)")
        case let .duplicateConstraint(constraint): return "The constraint \(constraint) is already in the solver"
        case let .unknownConstraint(constraint): return "The constraint \(constraint) is not in the solver"
        case let .duplicateEditVariable(variable): return "\(variable.name.isEmpty ? "The variable" : variable.name) is already an edit variable"
        case let .unknownEditVariable(variable): return "\(variable.name.isEmpty ? "The variable" : variable.name) is not an edit variable"
        case let .badRequiredStrength(variable): return "An edit variable cannot be required (\(variable.name))"
        case let .nonFiniteNumber(what): return "Not a finite number: \(what)"
        case let .internalSolverError(what): return "Internal solver error: \(what)"
        }
    }
}
