// `==`, `<=` and `>=` between variables, terms, expressions and numbers build a required
// `Constraint` (`lhs - rhs <op> 0`). None of the solver's types is `Equatable`, so `x == y` can
// only mean a constraint, never a comparison.

public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .equal) }

public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }

public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
