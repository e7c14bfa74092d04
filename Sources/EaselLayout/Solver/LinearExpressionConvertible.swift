/// What can stand on either side of the solver's `+`, `-`, `==`, `<=` and `>=`: a `Variable`, a
/// `Term` or a `LinearExpression` (numbers have overloads of their own).
public protocol LinearExpressionConvertible {
    var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { self }
}
