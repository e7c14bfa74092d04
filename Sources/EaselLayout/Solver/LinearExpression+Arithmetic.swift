// `+ - * /` over variables, terms, expressions and numbers, as kiwi's operators. A product of two
// variables is not linear and has no overload; dividing by zero gives non-finite coefficients,
// which `Solver.add` turns into `SolverError.nonFiniteNumber`.

public prefix func - (operand: Variable) -> Term { Term(operand, -1) }
public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
public prefix func - (operand: LinearExpression) -> LinearExpression { operand * -1 }

public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
public func * (lhs: Double, rhs: Term) -> Term { rhs * lhs }
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }

public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
public func / (lhs: Term, rhs: Double) -> Term { lhs * (1 / rhs) }
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }

public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    let left = lhs.linearExpression, right = rhs.linearExpression
    return LinearExpression(left.terms + right.terms, constant: left.constant + right.constant)
}
public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    var result = lhs.linearExpression
    result.constant += rhs
    return result
}
public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression { rhs + lhs }

public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    lhs + -rhs.linearExpression
}
public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression { lhs + -rhs }
public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression { -rhs.linearExpression + lhs }
