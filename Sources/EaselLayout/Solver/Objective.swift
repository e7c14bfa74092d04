/// What the simplex minimises: the weighted errors of the wishes, kept as one row per priority
/// (highest first) and compared lexicographically, so a higher priority's error always counts
/// before any amount of a lower one's (the paper's constraint hierarchy; kiwi folds the levels
/// into one sum of weights). `negative` holds the symbols whose first non-zero coefficient is
/// negative, the ones whose entering improves the objective, so choosing one costs no scan.
struct Objective: Sendable {
    struct Level: Sendable {
        let priority: Double
        var row: Row
    }

    private(set) var levels: [Level] = []
    private var negative = SymbolMap(capacity: 0)
    /// By symbol number: how many levels hold the symbol. Most substitutions (every row a
    /// layout adds substitutes its subject) are of symbols the objective does not hold; this
    /// answers that without a lookup in each level. Nil for the short-lived artificial
    /// objective, a single row whose table would cost more than the lookups it spares.
    private var holders: [Int32]?

    init() {
        holders = []
    }

    /// The artificial objective of a required constraint that found no subject: minimise `row`.
    init(artificial row: Row) {
        levels = [Level(priority: 0, row: row)]
        row.cells.forEach { symbol, _ in refresh(symbol) }
    }

    /// Whether some level may hold `symbol` (false only when none does).
    @inline(__always) private func holds(_ symbol: Symbol) -> Bool {
        guard let holders else { return true }
        return symbol.number < holders.count && holders[symbol.number] > 0
    }

    /// Counts a symbol appearing in (true) or leaving (false) one level's row.
    @inline(__always) private mutating func count(_ symbol: Symbol, _ appeared: Bool) {
        guard holders != nil else { return }
        let number = symbol.number
        if number >= holders!.count {
            guard appeared else { return }
            // Doubling, so that a layout adding thousands of symbols grows it a few times.
            holders!.append(contentsOf: repeatElement(0, count: max(number + 1 - holders!.count, holders!.count, 64)))
        }
        holders![number] += appeared ? 1 : -1
    }

    private mutating func levelIndex(_ priority: Double) -> Int {
        if let index = levels.firstIndex(where: { $0.priority <= priority }) {
            if levels[index].priority == priority { return index }
            levels.insert(Level(priority: priority, row: Row(capacity: 0)), at: index)
            return index
        }
        levels.append(Level(priority: priority, row: Row(capacity: 0)))
        return levels.count - 1
    }

    /// A level's row taken out, so that its changes can be counted in `holders` as they happen
    /// (the level's place holds an empty row, which allocates nothing, until it is put back).
    private mutating func takeRow(_ index: Int) -> Row {
        let row = levels[index].row
        levels[index].row = Row(capacity: 0)
        return row
    }

    private mutating func refresh(_ symbol: Symbol) {
        if !symbol.isDummy && holds(symbol) {
            for level in levels {
                let coefficient = level.row[symbol]
                if coefficient != 0 {
                    if coefficient < 0 { negative.set(symbol, 1) } else { negative.remove(symbol) }
                    return
                }
            }
        }
        negative.remove(symbol)
    }

    mutating func add(_ symbol: Symbol, _ coefficient: Double, priority: Double) {
        let index = levelIndex(priority)
        // As `Row.add(_:_:)` does, told what changed without a closure.
        switch levels[index].row.cells.add(symbol, coefficient, dropping: Row.nearZero) {
        case .none: break
        case .appeared: count(symbol, true)
        case .disappeared: count(symbol, false)
        }
        refresh(symbol)
    }

    mutating func add(_ row: Row, times coefficient: Double, priority: Double) {
        let index = levelIndex(priority)
        var level = takeRow(index)
        level.add(row, times: coefficient) { symbol, appeared in count(symbol, appeared) }
        levels[index].row = level
        row.cells.forEach { symbol, _ in refresh(symbol) }
    }

    /// Replaces a symbol that became basic by its row.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard holds(symbol) else { return }
        var changed = false
        for index in levels.indices where levels[index].row[symbol] != 0 {
            var level = takeRow(index)
            level.substitute(symbol, with: row) { symbol, appeared in count(symbol, appeared) }
            levels[index].row = level
            changed = true
        }
        if changed {
            negative.remove(symbol)
            row.cells.forEach { symbol, _ in refresh(symbol) }
        }
    }

    mutating func remove(_ symbol: Symbol) {
        guard holds(symbol) else {
            negative.remove(symbol)
            return
        }
        for index in levels.indices where levels[index].row.cells.remove(symbol) != 0 { count(symbol, false) }
        negative.remove(symbol)
    }

    /// The symbol to enter the basis: among those that lower the objective, the lowest numbered
    /// (Bland's rule, which cannot cycle on the degenerate pivots layouts are full of).
    var enteringSymbol: Symbol? {
        var best: Symbol?
        negative.forEach { symbol, _ in
            if best.map({ symbol.raw < $0.raw }) ?? true { best = symbol }
        }
        return best
    }

    /// Whether `a`'s coefficients divided by `ca` are lexicographically below `b`'s divided by `cb`.
    func ratio(_ a: Symbol, over ca: Double, isBelow b: Symbol, over cb: Double) -> Bool {
        for level in levels {
            let x = level.row[a] / ca, y = level.row[b] / cb
            // Ratios that differ by rounding only are a tie at this level: the next one decides.
            if !Row.nearZero(x - y) { return x < y }
        }
        return a.raw < b.raw
    }

    /// The dual simplex's entering symbol for an infeasible row: among its positive, non-dummy
    /// cells, the one whose objective coefficient over the cell is smallest.
    func dualEnteringSymbol(for row: Row) -> Symbol? {
        var best: Symbol?
        var bestCoefficient = 0.0
        row.cells.forEach { symbol, coefficient in
            guard coefficient > 0, !symbol.isDummy else { return }
            if let current = best, !ratio(symbol, over: coefficient, isBelow: current, over: bestCoefficient) { return }
            best = symbol
            bestCoefficient = coefficient
        }
        return best
    }
}
