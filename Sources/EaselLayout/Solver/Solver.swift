import Synchronization

/// An incremental Cassowary solver with kiwi's vocabulary: add and remove constraints, mark
/// variables as edit variables and suggest values for them, then `updateVariables()` writes the
/// solution into each `Variable.value`. Every required constraint holds; the wishes (constraints
/// below `.required`) are met as well as they can be, a higher priority always first (see
/// `Strength`). The tableau is kept between calls, so a suggestion or a changed constant re-solves
/// with a few dual simplex pivots instead of from scratch.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left + width == 300)
/// try solver.add(width >= 100)
/// try solver.add((width == 120).strength(.weak))
/// try solver.addEditVariable(left, strength: .strong)
/// try solver.suggest(left, value: 40)
/// solver.updateVariables()   // left.value == 40, width.value == 260
/// ```
///
/// A solver is cheap to make (a few empty arrays): a layout with independent groups of
/// constraints solves fastest with one solver per group.
public final class Solver {
    private struct Record {
        let constraint: Constraint
        let tag: Tag
    }

    private static let identities = Atomic<Int>(0)

    private var identity: Int
    private var tableau = Tableau()
    private var records: [ObjectIdentifier: Record] = [:]
    /// The constraint each marker and error symbol belongs to, by symbol number.
    private var owners: [Int: Constraint] = [:]
    private var edits: [ObjectIdentifier: EditInfo] = [:]
    private var externals: [ObjectIdentifier: Symbol] = [:]
    private var variables: [(variable: Variable, symbol: Symbol)] = []

    public init() {
        identity = Self.identities.add(1, ordering: .relaxed).newValue
    }

    /// The number of constraints added and not removed (edit variables' constraints included).
    public var constraintCount: Int { records.count }

    public func hasConstraint(_ constraint: Constraint) -> Bool { records[ObjectIdentifier(constraint)] != nil }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    // MARK: Constraints

    /// Adds a constraint. A required one that cannot hold with the required ones already here
    /// throws `SolverError.unsatisfiableConstraint` and leaves the solver as it was.
    public func add(_ constraint: Constraint) throws {
        let key = ObjectIdentifier(constraint)
        guard records[key] == nil else { throw SolverError.duplicateConstraint(constraint) }
        guard constraint.isFinite else { throw SolverError.nonFiniteNumber("a coefficient or the constant of \(constraint)") }

        var (row, tag) = makeRow(constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil && row.cells.first(where: { symbol, _ in !symbol.isDummy }) == nil {
            guard Row.nearZero(row.constant) else {
                // A required equality whose variables are all fixed by other required equalities.
                var conflicting = [constraint]
                row.cells.forEach { symbol, _ in if let owner = owners[symbol.number] { conflicting.append(owner) } }
                throw SolverError.unsatisfiableConstraint(constraint, conflicting: unique(conflicting))
            }
            subject = tag.marker
        }

        records[key] = Record(constraint: constraint, tag: tag)
        owners[tag.marker.number] = constraint
        if let other = tag.other { owners[other.number] = constraint }

        if let subject {
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.insertRow(row, basic: subject)
        } else if let contradiction = try tableau.addWithArtificialVariable(row) {
            var conflicting = [constraint]
            for symbol in contradiction {
                if let owner = owners[symbol.number], owner.strength.isRequired { conflicting.append(owner) }
            }
            try takeOut(key, Record(constraint: constraint, tag: tag))
            throw SolverError.unsatisfiableConstraint(constraint, conflicting: unique(conflicting))
        }
        try tableau.optimize()
    }

    /// Removes a constraint added earlier; the solution goes back to what the others give.
    public func remove(_ constraint: Constraint) throws {
        let key = ObjectIdentifier(constraint)
        guard let record = records[key] else { throw SolverError.unknownConstraint(constraint) }
        try takeOut(key, record)
    }

    private func takeOut(_ key: ObjectIdentifier, _ record: Record) throws {
        records[key] = nil
        owners[record.tag.marker.number] = nil
        if let other = record.tag.other { owners[other.number] = nil }
        // The errors' costs leave the objective before any pivot, or the pivots would carry them on.
        let strength = record.constraint.strength
        if !strength.isRequired {
            for symbol in [record.tag.marker, record.tag.other].compactMap({ $0 }) where symbol.kind == .error {
                tableau.removeFromObjective(symbol, strength.weight, priority: strength.priority)
            }
        }
        if tableau.contains(record.tag.marker) {
            try tableau.removeMarker(record.tag.marker)
        }
        try tableau.optimize()
    }

    /// Removes every constraint and edit variable; variables keep their last values.
    public func reset() {
        identity = Self.identities.add(1, ordering: .relaxed).newValue
        tableau = Tableau()
        records = [:]
        owners = [:]
        edits = [:]
        externals = [:]
        variables = []
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a wish `variable == suggestion` at `strength`, which
    /// must be below `.required`. Its suggestion starts at 0 (as kiwi) until `suggest` moves it.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw SolverError.badRequiredStrength(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try add(constraint)
        guard let tag = records[ObjectIdentifier(constraint)]?.tag else { return }
        edits[key] = EditInfo(constraint: constraint, tag: tag, constant: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws {
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key] else { throw SolverError.unknownEditVariable(variable) }
        edits[key] = nil
        try remove(edit.constraint)
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    public func suggest(_ variable: Variable, value: Double) throws {
        let key = ObjectIdentifier(variable)
        guard var edit = edits[key] else { throw SolverError.unknownEditVariable(variable) }
        guard value.isFinite else { throw SolverError.nonFiniteNumber("the value \(value) suggested for \(variable.name)") }
        let delta = value - edit.constant
        edit.constant = value
        edits[key] = edit
        // The edit's row is `variable - e⁺ + e⁻ = 0` with the suggestion standing in for a
        // constant of `-value`: moving it shifts the marker e⁺ by `delta`.
        _ = tableau.shiftConstant(marker: edit.tag.marker, other: edit.tag.other, by: delta)
        try tableau.dualOptimize()
    }

    // MARK: Solution

    /// Writes the current solution into every variable the solver knows.
    public func updateVariables() {
        for (variable, symbol) in variables {
            let value = tableau.value(of: symbol)
            variable.value = value == 0 ? 0 : value  // no -0.0
        }
    }

    // MARK: Building rows

    private func symbol(for variable: Variable) -> Symbol {
        if variable.cachedSolver == identity { return variable.cachedSymbol }
        let key = ObjectIdentifier(variable)
        let symbol: Symbol
        if let known = externals[key] {
            symbol = known
        } else {
            symbol = tableau.makeSymbol(.external)
            externals[key] = symbol
            variables.append((variable, symbol))
        }
        variable.cachedSolver = identity
        variable.cachedSymbol = symbol
        return symbol
    }

    /// The constraint's row over the current parametric symbols, with its slack, error or dummy
    /// symbols (kiwi's `createRow`), the errors' costs entered in the objective.
    private func makeRow(_ constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant, capacity: expression.terms.count + 2)
        for term in expression.terms where !Row.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = tableau.row(symbol) {
                row.add(basic, times: term.coefficient)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = tableau.makeSymbol(.slack)
            row.add(slack, coefficient)
            if strength.isRequired {
                tag = Tag(marker: slack, other: nil)
            } else {
                let error = tableau.makeSymbol(.error)
                row.add(error, -coefficient)
                tableau.addToObjective(error, strength.weight, priority: strength.priority)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if strength.isRequired {
                let dummy = tableau.makeSymbol(.dummy)
                row.add(dummy, 1)
                tag = Tag(marker: dummy, other: nil)
            } else {
                let plus = tableau.makeSymbol(.error), minus = tableau.makeSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                tableau.addToObjective(plus, strength.weight, priority: strength.priority)
                tableau.addToObjective(minus, strength.weight, priority: strength.priority)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// kiwi's choice of the symbol a new row is solved for: an external variable (the lowest
    /// numbered), else the marker or the other symbol when it is a slack or error with a negative
    /// coefficient (so the row stays feasible). nil when only an artificial variable can do.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        var external: Symbol?
        row.cells.forEach { symbol, _ in
            if symbol.isExternal, external.map({ symbol.raw < $0.raw }) ?? true { external = symbol }
        }
        if let external { return external }
        if tag.marker.isPivotable && row[tag.marker] < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable && row[other] < 0 { return other }
        return nil
    }

    private func unique(_ constraints: [Constraint]) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        return constraints.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}
