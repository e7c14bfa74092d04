/// `coefficient × variable`, as kiwi's `Term`.
public struct Term {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term at the variable's current value.
    public var value: Double { coefficient * variable.value }
}

extension Term: CustomStringConvertible {
    public var description: String { coefficient == 1 ? variable.name : "\(coefficient) * \(variable.name)" }
}
