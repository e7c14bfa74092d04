// `==`, `<=` and `>=` between variables, terms, expressions and numbers build a required
// `LinearConstraint` (`lhs - rhs <op> 0`). None of the solver's types is `Equatable`, so `x == y` can
// only mean a constraint, never a comparison.

public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .equal)
}
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }

public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .lessThanOrEqual)
}
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }

public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .greaterThanOrEqual)
}
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
