/// The simplex tableau of the Cassowary method (Badros, Borning and Stuckey), as kiwi lays it
/// out: each basic symbol's row over the parametric symbols, the objective, and during a hard
/// addition the artificial objective. Rows live in an array indexed by symbol number, and
/// `columns` records for every parametric symbol which rows hold it, so substituting a symbol,
/// choosing a leaving row or shifting a constant visits only the rows concerned (kiwi scans them
/// all, which is what makes it grow as N² on long layouts).
///
/// A class, owned by one solver: as a struct in the solver's stored property, every call that
/// only reads it (`subject(for:tag:)`) copied it, retaining and releasing each of its tables.
/// Its state is used from one thread at a time and no access to it overlaps another, so it
/// skips the run-time exclusivity check (a table lookup per access).
final class Tableau {
    /// By symbol number; non-nil for basic symbols. Number 0 is never used.
    @exclusivity(unchecked) private(set) var rows: [Row?] = [nil]
    /// By symbol number: the basic symbols (as map keys) whose rows hold that symbol.
    @exclusivity(unchecked) private var columns: [SymbolMap] = [SymbolMap(capacity: 0)]
    @exclusivity(unchecked) private(set) var objective = Objective()
    @exclusivity(unchecked) private var artificial: Objective?
    @exclusivity(unchecked) private var infeasible: [Symbol] = []

    /// Makes room for `count` more symbols' rows and columns.
    func reserveCapacity(symbols count: Int) {
        rows.reserveCapacity(rows.count + count)
        columns.reserveCapacity(columns.count + count)
    }

    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(number: Int32(rows.count), kind: kind)
        rows.append(nil)
        columns.append(SymbolMap(capacity: 0))
        return symbol
    }

    /// Writes each variable's value (one pass, no copies of rows).
    func writeValues(to variables: [(variable: Variable, symbol: Symbol)]) {
        // Through the buffer, so that reading a row's constant copies no row.
        rows.withUnsafeBufferPointer { rows in
            for (variable, symbol) in variables {
                let value = rows[symbol.number]?.constant ?? 0
                variable.value = value == 0 ? 0 : value  // no -0.0
            }
        }
    }

    // MARK: Rows and columns

    /// How many cells `symbol` puts in a row it is added to: its row's if it is basic, else one.
    func cellCount(of symbol: Symbol) -> Int {
        rows[symbol.number]?.cells.count ?? 1
    }

    /// Adds `coefficient × symbol` to a row being built, through the symbol's row if it is basic.
    func add(_ symbol: Symbol, times coefficient: Double, to row: inout Row) {
        if let basic = rows[symbol.number] {
            row.add(basic, times: coefficient)
        } else {
            row.add(symbol, coefficient)
        }
    }

    /// kiwi's choice of the symbol a new row is solved for: an external variable, else the marker
    /// or the other symbol when it is a slack or error with a negative coefficient (so the row
    /// stays feasible); nil when only an artificial variable can do. Among external variables,
    /// the one in the fewest rows (then the lowest numbered): substituting it touches those rows
    /// only, and a variable new to the tableau costs nothing, so a chain stays linear whatever
    /// order its constraints come in (kiwi takes the lowest numbered, which can solve a chain
    /// backwards and rewrite every earlier row at each step).
    func subject(for row: Row, tag: Tag) -> Symbol? {
        var external: Symbol?
        var occurrences = Int.max
        row.cells.forEach { symbol, _ in
            guard symbol.isExternal else { return }
            let count = columns[symbol.number].count
            if count < occurrences || (count == occurrences && external.map({ symbol.raw < $0.raw }) ?? true) {
                external = symbol
                occurrences = count
            }
        }
        if let external { return external }
        if tag.marker.isPivotable && row[tag.marker] < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable && row[other] < 0 { return other }
        // A constraint that holds exactly at the current solution (a row constant of 0): its own
        // new slack can be the subject whatever its sign, at 0, the tableau staying feasible and
        // the objective untouched; kiwi goes through an artificial variable here, a phase of
        // pivots that ends at the same point.
        if row.constant == 0, tag.marker.kind == .slack, row[tag.marker] != 0 { return tag.marker }
        return nil
    }


    func insertRow(_ row: Row, basic: Symbol) {
        // Through the buffer: one uniqueness check of the column array, not one per cell.
        columns.withUnsafeMutableBufferPointer { columns in
            row.cells.forEach { symbol, _ in columns[symbol.number].set(basic, 1) }
        }
        rows[basic.number] = row
    }

    @discardableResult
    func removeRow(basic: Symbol) -> Row {
        guard let row = rows[basic.number] else { return Row() }
        rows[basic.number] = nil
        row.cells.forEach { symbol, _ in columns[symbol.number].remove(basic) }
        return row
    }

    /// Replaces `symbol`, which just became basic with `row`, everywhere it appears.
    func substitute(_ symbol: Symbol, with row: Row) {
        let column = columns[symbol.number]
        columns[symbol.number] = SymbolMap(capacity: 0)
        if !column.isEmpty {
            // Through the buffers: one uniqueness check of each array, not one per cell.
            columns.withUnsafeMutableBufferPointer { columns in
                rows.withUnsafeMutableBufferPointer { rows in
                    column.forEach { basic, _ in
                        guard var target = rows[basic.number] else { return }
                        rows[basic.number] = nil
                        let coefficient = target.cells.remove(symbol)
                        target.add(row, times: coefficient) { cell, appeared in
                            if appeared { columns[cell.number].set(basic, 1) } else { columns[cell.number].remove(basic) }
                        }
                        if basic.isRestricted && target.constant < 0 { infeasible.append(basic) }
                        rows[basic.number] = target
                    }
                }
            }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in place of `leaving`.
    func pivot(entering: Symbol, leaving: Symbol) {
        var row = removeRow(basic: leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }

    // MARK: Objective

    func addToObjective(_ symbol: Symbol, _ coefficient: Double, priority: Double) {
        objective.add(symbol, coefficient, priority: priority)
    }

    /// Takes an error symbol's cost out of the objective, through its row when it is basic.
    func removeFromObjective(_ symbol: Symbol, _ coefficient: Double, priority: Double) {
        if let row = rows[symbol.number] {
            objective.add(row, times: -coefficient, priority: priority)
        } else {
            objective.add(symbol, -coefficient, priority: priority)
        }
    }

    // MARK: Simplex

    /// Primal simplex on the objective (or the artificial one) until no symbol improves it.
    func optimize(artificial useArtificial: Bool = false) throws {
        while true {
            guard let entering = useArtificial ? artificial?.enteringSymbol : objective.enteringSymbol else { return }
            guard let leaving = leavingRow(for: entering) else {
                throw SolverError.internalSolverError("the objective is unbounded")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The restricted row that limits `entering` first (smallest ratio; lowest number on ties).
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.greatestFiniteMagnitude
        columns[entering.number].forEach { basic, _ in
            guard basic.isRestricted, let row = rows[basic.number] else { return }
            let coefficient = row[entering]
            guard coefficient < 0 else { return }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && best.map({ basic.raw < $0.raw }) ?? true) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// Dual simplex: pivots the rows that went negative back to feasibility, the objective
    /// staying optimal (edits and constant changes).
    func dualOptimize() throws {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving.number], row.constant < 0, !Row.nearZero(row.constant) else { continue }
            guard let entering = objective.dualEnteringSymbol(for: row) else {
                infeasible.removeAll()
                throw SolverError.internalSolverError("the dual simplex found no entering symbol")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Adds a required constraint's row that has no subject through an artificial variable (the
    /// two-phase method): minimise the artificial variable; it must reach zero. On failure the
    /// row is dropped again and the symbols of the contradiction (the cells of the artificial
    /// objective at its optimum) are returned.
    func addWithArtificialVariable(_ row: Row) throws -> [Symbol]? {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        artificial = Objective(artificial: row)
        defer { artificial = nil }
        try optimize(artificial: true)
        let finalObjective = artificial?.levels.first?.row ?? Row()
        let success = Row.nearZero(finalObjective.constant)
        var contradiction: [Symbol] = []
        if !success { finalObjective.cells.forEach { symbol, _ in contradiction.append(symbol) } }
        artificial = nil

        if rows[art.number] != nil {
            var artRow = removeRow(basic: art)
            if success && !artRow.cells.isEmpty {
                let entering = artRow.cells.first { symbol, _ in symbol.isPivotable }
                    ?? artRow.cells.first { symbol, _ in symbol.isExternal }
                    ?? artRow.cells.first { _, _ in true }
                if let entering {
                    artRow.solve(for: entering, replacing: art)
                    substitute(entering, with: artRow)
                    insertRow(artRow, basic: entering)
                }
            }
        }
        // The artificial variable is parametric (or gone): take it out of every row.
        let column = columns[art.number]
        columns[art.number] = SymbolMap(capacity: 0)
        column.forEach { basic, _ in rows[basic.number]?.cells.remove(art) }
        objective.remove(art)
        return success ? nil : contradiction
    }

    /// Takes a dummy column out of every row (a dummy is 0: dropping its column changes no
    /// value). A basic dummy loses its row; returns whether it had one.
    func dropDummy(_ dummy: Symbol) -> Bool {
        if rows[dummy.number] != nil {
            removeRow(basic: dummy)
            return true
        }
        let column = columns[dummy.number]
        columns[dummy.number] = SymbolMap(capacity: 0)
        column.forEach { basic, _ in rows[basic.number]?.cells.remove(dummy) }
        objective.remove(dummy)
        return false
    }

    /// Whether a symbol still takes part in the tableau (basic, or in some row).
    func contains(_ symbol: Symbol) -> Bool {
        rows[symbol.number] != nil || !columns[symbol.number].isEmpty
    }

    /// Takes a constraint's marker out of the tableau: drops its row if basic, or pivots it into
    /// the basis through the row that keeps the tableau feasible and drops that.
    func removeMarker(_ marker: Symbol) throws {
        if rows[marker.number] != nil {
            removeRow(basic: marker)
            return
        }
        guard let leaving = markerLeavingRow(marker) else {
            throw SolverError.internalSolverError("no row holds the marker of the constraint being removed")
        }
        var row = removeRow(basic: leaving)
        row.solve(for: marker, replacing: leaving)
        substitute(marker, with: row)
    }

    /// kiwi's choice: a restricted row where the marker has a negative coefficient (smallest
    /// ratio), else a restricted row with a positive one (smallest ratio), else an unrestricted row.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: Symbol?, second: Symbol?, third: Symbol?
        var firstRatio = Double.greatestFiniteMagnitude, secondRatio = Double.greatestFiniteMagnitude
        columns[marker.number].forEach { basic, _ in
            guard let row = rows[basic.number] else { return }
            let coefficient = row[marker]
            guard coefficient != 0 else { return }
            if basic.isExternal {
                if third.map({ basic.raw < $0.raw }) ?? true { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && first.map({ basic.raw < $0.raw }) ?? true) {
                    firstRatio = ratio
                    first = basic
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && second.map({ basic.raw < $0.raw }) ?? true) {
                    secondRatio = ratio
                    second = basic
                }
            }
        }
        return first ?? second ?? third
    }

    /// Moves a constraint's constant by `delta` (an edit's suggestion, a changed constant): the
    /// marker stands for the constraint's slack in every row, so the change is `delta` times the
    /// marker's coefficient in each row that holds it, or one row when the marker is basic. Rows
    /// that go negative are queued for `dualOptimize()`. Returns false when a basic dummy (a
    /// redundant required equality) would have to move: that change contradicts other constraints.
    func shiftConstant(marker: Symbol, other: Symbol?, by delta: Double) -> Bool {
        if var row = rows[marker.number] {
            if marker.isDummy && !Row.nearZero(delta) { return false }
            row.constant -= delta
            rows[marker.number] = row
            if row.constant < 0 { infeasible.append(marker) }
            return true
        }
        if let other, var row = rows[other.number] {
            row.constant += delta
            rows[other.number] = row
            if row.constant < 0 { infeasible.append(other) }
            return true
        }
        columns[marker.number].forEach { basic, _ in
            guard var row = rows[basic.number] else { return }
            row.constant += delta * row[marker]
            rows[basic.number] = row
            if basic.isRestricted && row.constant < 0 { infeasible.append(basic) }
        }
        return true
    }
}
