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
        let constraint: LinearConstraint
        let tag: Tag
        /// Its place in `records`.
        let order: Int
        /// False for a required equality that was redundant when added (its row came out empty).
        let inTableau: Bool
        /// Whether its dummy marker is in the rows (required equalities only; see `tracksDummy`).
        let tracksDummy: Bool
    }

    // The state below is the solver's own, used from one thread at a time and never handed out
    // while it changes: each access was checked at run time for overlap with another (a table
    // lookup per access, a tenth of a large layout's time), which cannot happen here.
    private static let identities = Atomic<Int>(0)

    @exclusivity(unchecked) private var identity: Int
    @exclusivity(unchecked) private var tableau = Tableau()
    /// The constraints' records in the order they were added (nil where removed), for
    /// rebuilding; a record's place is its `order`. A constraint finds its own place without
    /// hashing: it carries it (`LinearConstraint.solverPlace`) while this solver holds it, unless
    /// another solver held it first (`foreignPlaces` then; a constraint in two solvers is rare).
    @exclusivity(unchecked) private var records: [Record?] = []
    @exclusivity(unchecked) private var recordCount = 0
    @exclusivity(unchecked) private var foreignPlaces: [ObjectIdentifier: Int] = [:]
    /// The constraint each marker and error symbol belongs to, by symbol number.
    @exclusivity(unchecked) private var owners: [LinearConstraint?] = []
    private var edits: [ObjectIdentifier: EditInfo] = [:]
    @exclusivity(unchecked) private var externals: [ObjectIdentifier: Symbol] = [:]
    @exclusivity(unchecked) private var variables: [(variable: Variable, symbol: Symbol)] = []
    /// Which required equalities keep their dummy marker in the rows (kiwi keeps them all). A
    /// dummy never moves (it is always 0) and serves only to remove its constraint cheaply later,
    /// but dummies fill the rows: on a chain of N views every position row holds the dummy of each
    /// equality before it, N² cells in all. So a solver keeps them while it is small (fewer than
    /// `dummyLimit`, 512, constraints before its first `updateVariables()`: it then works exactly
    /// as kiwi); when its first build grows past that, the dummies go and the rest of the build
    /// adds none, so rows stay short and the build is linear; after a solve, up to 64
    /// equalities keep theirs again (the ones a layout changes: SnapKit's `updateConstraints`, a
    /// new constant). Removing an equality without a dummy rebuilds the tableau from the
    /// constraints left (once, before the next call that needs it); a conflict is diagnosed on a
    /// solver that keeps every dummy, so it still names every equality involved. None of this
    /// changes a solution: a dummy is 0 whether its column is kept or not.
    private let dummyLimit: Int
    private static let dummiesKeptAfterSolve = 64
    @exclusivity(unchecked) private var trackedDummies = 0
    @exclusivity(unchecked) private var needsRebuild = false
    /// Records of redundant equalities that have no row (no dummy was kept for them).
    @exclusivity(unchecked) private var rowlessRecords = 0
    @exclusivity(unchecked) private var solvedOnce = false

    public convenience init() {
        self.init(dummyLimit: 512)
    }

    /// A solver that keeps the dummies of up to `dummyLimit` equalities (`Int.max`: all, as kiwi).
    init(dummyLimit: Int) {
        self.dummyLimit = dummyLimit
        identity = Self.identities.add(1, ordering: .relaxed).newValue
    }

    /// The number of constraints added and not removed (edit variables' constraints included).
    public var constraintCount: Int { recordCount }

    public func hasConstraint(_ constraint: LinearConstraint) -> Bool { record(of: constraint) != nil }

    /// Where the constraint's record is, if this solver holds it.
    private func place(of constraint: LinearConstraint) -> Int? {
        if constraint.solverPlace.solver == identity { return constraint.solverPlace.order }
        return foreignPlaces.isEmpty ? nil : foreignPlaces[ObjectIdentifier(constraint)]
    }

    private func record(of constraint: LinearConstraint) -> Record? {
        place(of: constraint).flatMap { records[$0] }
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    /// Makes room for `count` more constraints over about `variables` more variables, so that
    /// adding a whole layout at once (a first pass of thousands of rows) grows no table on the way.
    /// Nothing else changes: the solver answers exactly as it would without.
    public func reserveCapacity(constraints count: Int, variables: Int = 0) {
        guard count > 0 else { return }
        records.reserveCapacity(records.count + count)
        // Each constraint makes one to three symbols (marker, error, or both errors).
        let symbols = 2 * count + variables
        owners.reserveCapacity(owners.count + symbols)
        tableau.reserveCapacity(symbols: symbols)
        if variables > 0 {
            externals.reserveCapacity(externals.count + variables)
            self.variables.reserveCapacity(self.variables.count + variables)
        }
    }

    // MARK: Constraints

    /// Adds a constraint. A required one that cannot hold with the required ones already here
    /// throws `SolverError.unsatisfiableConstraint` and leaves the solver as it was.
    public func add(_ constraint: LinearConstraint) throws {
        guard record(of: constraint) == nil else { throw SolverError.duplicateConstraint(constraint.id) }
        guard constraint.isFinite else { throw SolverError.nonFiniteNumber("a coefficient or the constant of \(constraint)") }
        try rebuildIfNeeded()
        let tracksDummy: Bool
        if !solvedOnce && recordCount >= dummyLimit {
            if trackedDummies > 0 { dropDummies() }
            tracksDummy = false
        } else {
            tracksDummy = trackedDummies < min(dummyLimit, Self.dummiesKeptAfterSolve)
        }
        try insert(constraint, tracksDummy: tracksDummy)
    }

    private func insert(_ constraint: LinearConstraint, tracksDummy: Bool) throws {
        var (row, tag) = makeRow(constraint, tracksDummy: tracksDummy)
        var subject = tableau.subject(for: row, tag: tag)
        var inTableau = true
        if subject == nil && row.cells.first(where: { symbol, _ in !symbol.isDummy }) == nil {
            guard Row.nearZero(row.constant) else {
                // A required equality whose variables are all fixed by other required equalities.
                var found: [LinearConstraint] = []
                row.cells.forEach { symbol, _ in if let owner = owner(of: symbol) { found.append(owner) } }
                throw unsatisfiable(constraint, found: found)
            }
            // Redundant: implied by the others. kiwi makes its dummy basic; without dummies in
            // the rows there is nothing to add.
            if tracksDummy { subject = tag.marker } else { inTableau = false }
        }

        let record = Record(constraint: constraint, tag: tag, order: records.count, inTableau: inTableau,
                            tracksDummy: tracksDummy && tag.marker.isDummy)
        if record.tracksDummy { trackedDummies += 1 }
        if !inTableau { rowlessRecords += 1 }
        remember(record)
        setOwner(of: tag.marker, constraint)
        if let other = tag.other { setOwner(of: other, constraint) }

        if !inTableau {
            return
        } else if let subject {
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.insertRow(row, basic: subject)
        } else if let contradiction = try tableau.addWithArtificialVariable(row) {
            var found: [LinearConstraint] = []
            for symbol in contradiction {
                if let owner = owner(of: symbol), owner.strength.isRequired { found.append(owner) }
            }
            // The failed row is out of the tableau again: forget the record, restore the optimum.
            forget(record)
            try tableau.optimize()
            throw unsatisfiable(constraint, found: found)
        }
        try tableau.optimize()
    }

    private func unsatisfiable(_ constraint: LinearConstraint, found: [LinearConstraint]) -> SolverError {
        let named = unique([constraint] + found).map(\.id)
        if dummyLimit == .max { return .unsatisfiableConstraint(constraint.id, conflicting: named) }
        return .unsatisfiableConstraint(constraint.id, conflicting: diagnose(constraint) ?? named)
    }

    /// The conflict as a solver that keeps dummies sees it: the required constraints added
    /// again in order to one, then `constraint`, whose error names the equalities too.
    private func diagnose(_ constraint: LinearConstraint) -> [LinearConstraint.ID]? {
        let probe = Solver(dummyLimit: .max)
        for case let other? in records where other.constraint.strength.isRequired {
            try? probe.add(other.constraint)
        }
        do {
            try probe.add(constraint)
        } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
            return conflicting
        } catch {}
        return nil
    }

    /// Removes a constraint added earlier; the solution goes back to what the others give.
    public func remove(_ constraint: LinearConstraint) throws {
        guard let record = record(of: constraint) else { throw SolverError.unknownConstraint(constraint.id) }
        forget(record)
        if needsRebuild || !record.inTableau { return }
        // An equality without its own dummy is only out of the rows; so is a redundant one that
        // had no dummy to make basic, and it is redundant only while every required constraint
        // that implies it stays. Either way, the rows are made again from what is left.
        if (record.tag.marker.isDummy && !record.tracksDummy)
            || (record.constraint.strength.isRequired && rowlessRecords > 0) {
            needsRebuild = true
            return
        }
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

    private func remember(_ record: Record) {
        let constraint = record.constraint
        if constraint.solverPlace.solver == 0 {
            constraint.solverPlace = (identity, record.order)
        } else {
            foreignPlaces[ObjectIdentifier(constraint)] = record.order
        }
        records.append(record)
        recordCount += 1
    }

    private func forget(_ record: Record) {
        let constraint = record.constraint
        if constraint.solverPlace.solver == identity {
            constraint.solverPlace = (0, 0)
        } else {
            foreignPlaces[ObjectIdentifier(constraint)] = nil
        }
        records[record.order] = nil
        recordCount -= 1
        if record.tracksDummy { trackedDummies -= 1 }
        if !record.inTableau { rowlessRecords -= 1 }
        setOwner(of: record.tag.marker, nil)
        if let other = record.tag.other { setOwner(of: other, nil) }
    }

    /// Takes every kept dummy out of the rows (a first build outgrowing `dummyLimit`).
    private func dropDummies() {
        for case let record? in records where record.tracksDummy {
            let wasBasic = tableau.dropDummy(record.tag.marker)
            // A basic dummy was a redundant equality's: with its row gone it is one without a row.
            if record.inTableau && wasBasic { rowlessRecords += 1 }
            records[record.order] = Record(constraint: record.constraint, tag: record.tag, order: record.order,
                                  inTableau: record.inTableau && !wasBasic, tracksDummy: false)
        }
        trackedDummies = 0
    }

    private func owner(of symbol: Symbol) -> LinearConstraint? {
        symbol.number < owners.count ? owners[symbol.number] : nil
    }

    private func setOwner(of symbol: Symbol, _ constraint: LinearConstraint?) {
        if symbol.number >= owners.count {
            guard constraint != nil else { return }
            // One or two places at a time, as symbols are made: appended one by one, which
            // costs less than appending a collection.
            while owners.count < symbol.number { owners.append(nil) }
            owners.append(constraint)
            return
        }
        owners[symbol.number] = constraint
    }

    /// Forgets every record, and the places the constraints carry for this solver.
    private func releasePlaces() {
        for case let record? in records where record.constraint.solverPlace.solver == identity {
            record.constraint.solverPlace = (0, 0)
        }
        records = []
        recordCount = 0
        foreignPlaces = [:]
    }

    /// Builds the tableau again from the constraints left, in the order they came, with the
    /// edit variables' suggestions (after a required equality was removed).
    private func rebuildIfNeeded() throws {
        guard needsRebuild else { return }
        needsRebuild = false
        let kept = records.compactMap { $0 }.map { ($0.constraint, $0.tracksDummy) }
        let known = variables
        let oldEdits = edits
        releasePlaces()
        releaseVariables()
        identity = Self.identities.add(1, ordering: .relaxed).newValue
        tableau = Tableau()
        owners = []
        externals = [:]
        variables = []
        edits = [:]
        trackedDummies = 0
        rowlessRecords = 0
        for (variable, _) in known { _ = symbol(for: variable) }
        for (constraint, tracksDummy) in kept { try insert(constraint, tracksDummy: tracksDummy) }
        for (key, edit) in oldEdits {
            guard let tag = record(of: edit.constraint)?.tag else { continue }
            edits[key] = EditInfo(constraint: edit.constraint, tag: tag, constant: edit.constant)
            _ = tableau.shiftConstant(marker: tag.marker, other: tag.other, by: edit.constant)
        }
        try tableau.dualOptimize()
    }

    deinit {
        releasePlaces()
        releaseVariables()
    }

    /// Removes every constraint and edit variable; variables keep their last values.
    public func reset() {
        releasePlaces()
        releaseVariables()
        identity = Self.identities.add(1, ordering: .relaxed).newValue
        tableau = Tableau()
        owners = []
        edits = [:]
        externals = [:]
        variables = []
        needsRebuild = false
        solvedOnce = false
        trackedDummies = 0
        rowlessRecords = 0
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a wish `variable == suggestion` at `strength`, which
    /// must be below `.required`. Its suggestion starts at 0 (as kiwi) until `suggest` moves it.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw SolverError.duplicateEditVariable(variable.id) }
        guard !strength.isRequired else { throw SolverError.badRequiredStrength(variable.id) }
        let constraint = LinearConstraint(LinearExpression(variable), .equal, strength: strength)
        try add(constraint)
        guard let tag = record(of: constraint)?.tag else { return }
        edits[key] = EditInfo(constraint: constraint, tag: tag, constant: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws {
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key] else { throw SolverError.unknownEditVariable(variable.id) }
        edits[key] = nil
        try remove(edit.constraint)
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    public func suggest(_ variable: Variable, value: Double) throws {
        let key = ObjectIdentifier(variable)
        guard edits[key] != nil else { throw SolverError.unknownEditVariable(variable.id) }
        guard value.isFinite else { throw SolverError.nonFiniteNumber("the value \(value) suggested for \(variable.name)") }
        // A rebuild gives the edit's constraint new symbols: read its tag after it.
        try rebuildIfNeeded()
        guard var edit = edits[key] else { throw SolverError.unknownEditVariable(variable.id) }
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
        // A rebuild of constraints that held before cannot fail; if rounding ever made it, the
        // variables keep their last values and the next throwing call reports it.
        do { try rebuildIfNeeded() } catch { needsRebuild = true; return }
        solvedOnce = true
        tableau.writeValues(to: variables)
    }

    // MARK: Building rows

    /// A variable's symbol here. The first solver to meet a variable claims it and keeps the
    /// symbol in the variable itself (until it lets go: `releaseVariables()`), so a layout's
    /// variables cost no hashing; only a variable another solver claimed first goes through
    /// `externals` (a conflict's diagnosis re-adds constraints to a second solver, say).
    @inline(__always) private func symbol(for variable: Variable) -> Symbol {
        variable.cachedSolver == identity ? variable.cachedSymbol : newSymbol(for: variable)
    }

    /// `symbol(for:)` for a variable this solver has not claimed.
    private func newSymbol(for variable: Variable) -> Symbol {
        if variable.cachedSolver == 0 {
            let symbol = tableau.makeSymbol(.external)
            variables.append((variable, symbol))
            variable.cachedSolver = identity
            variable.cachedSymbol = symbol
            return symbol
        }
        let key = ObjectIdentifier(variable)
        if let known = externals[key] { return known }
        let symbol = tableau.makeSymbol(.external)
        externals[key] = symbol
        variables.append((variable, symbol))
        return symbol
    }

    /// Gives up the claim on every variable this solver claimed (before its identity changes
    /// or it goes), so that the next solver to meet them can claim them.
    private func releaseVariables() {
        for (variable, _) in variables where variable.cachedSolver == identity {
            variable.cachedSolver = 0
        }
    }

    /// The constraint's row over the current parametric symbols, with its slack, error or dummy
    /// symbols (kiwi's `createRow`), the errors' costs entered in the objective.
    private func makeRow(_ constraint: LinearConstraint, tracksDummy: Bool) -> (Row, Tag) {
        let expression = constraint.expression
        // Room for every cell the terms bring (a basic variable brings its row's), so that a
        // row built over long rows does not grow its table again and again.
        var capacity = 2
        for term in expression.terms {
            // The symbol first: making one grows the tableau, which must be read after.
            let symbol = symbol(for: term.variable)
            capacity += tableau.cellCount(of: symbol)
        }
        var row = Row(constant: expression.constant, capacity: capacity)
        for term in expression.terms where !Row.nearZero(term.coefficient) {
            tableau.add(symbol(for: term.variable), times: term.coefficient, to: &row)
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
                if tracksDummy { row.add(dummy, 1) }
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

    private func unique(_ constraints: [LinearConstraint]) -> [LinearConstraint] {
        var seen = Set<ObjectIdentifier>()
        return constraints.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}
