/// Why the solver refused a call, as kiwi's exceptions. The solver is unchanged after any of them.
/// Constraints and variables are named by their IDs (a value, as an error must be `Sendable`):
/// `error == .duplicateConstraint(constraint.id)` holds when it names that constraint object.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required constraints already added.
    /// `conflicting` lists the constraint first, then those it conflicts with, as far as the
    /// tableau tells (the required constraints whose markers make the contradiction).
    case unsatisfiableConstraint(LinearConstraint.ID, conflicting: [LinearConstraint.ID])
    /// This constraint object is already in the solver.
    case duplicateConstraint(LinearConstraint.ID)
    /// This constraint object is not in the solver.
    case unknownConstraint(LinearConstraint.ID)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable.ID)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable.ID)
    /// Edit variables cannot be required (a suggestion must be able to lose).
    case badRequiredStrength(Variable.ID)
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFiniteNumber(String)
    /// The tableau lost an invariant (an unbounded objective, a failed dual pivot): a bug, reported
    /// instead of trapping.
    case internalSolverError(String)

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
