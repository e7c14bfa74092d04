/// `Σ coefficient × variable + constant`: kiwi's `Expression`. It is not called `Expression`
/// because Foundation (re-exported by `import Easel`) has a generic `Expression` of its own and
/// the plain name would be ambiguous in users' files. Build one with `+ - * /` from variables,
/// terms and numbers:
///
/// ```swift
/// let right: LinearExpression = left + width
/// try solver.add(right <= 320 - 16)
/// ```
public struct LinearExpression {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ constant: Double) { self.init([], constant: constant) }
    public init(_ term: Term) { self.init([term]) }
    public init(_ variable: Variable) { self.init([Term(variable)]) }

    /// The expression at the variables' current values.
    public var value: Double { terms.reduce(constant) { $0 + $1.value } }

    /// The same expression with the terms of each variable summed into one, in first-seen order.
    public var reduced: LinearExpression {
        // Layout constraints have a handful of terms: a scan beats hashing them.
        if terms.count <= 8 {
            // Most are reduced already (a layout row names each variable once): no copy then.
            var repeats = false
            for index in terms.indices.dropFirst() where !repeats {
                for earlier in 0..<index where terms[earlier].variable === terms[index].variable {
                    repeats = true
                    break
                }
            }
            if !repeats { return self }
            var merged: [Term] = []
            merged.reserveCapacity(terms.count)
            for term in terms {
                if let at = merged.firstIndex(where: { $0.variable === term.variable }) {
                    merged[at].coefficient += term.coefficient
                } else {
                    merged.append(term)
                }
            }
            return LinearExpression(merged, constant: constant)
        }
        var index: [ObjectIdentifier: Int] = [:]
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let at = index[key] {
                merged[at].coefficient += term.coefficient
            } else {
                index[key] = merged.count
                merged.append(term)
            }
        }
        return LinearExpression(merged, constant: constant)
    }
}

extension LinearExpression: CustomStringConvertible {
    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
