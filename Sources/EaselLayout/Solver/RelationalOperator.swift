/// How a constraint's expression compares with zero: kiwi's `RelationalOperator`.
public enum RelationalOperator: String, Hashable, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}
