/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, over parametric symbols.
/// A row being built reads `0 = constant + Σ …` until `solve(for:)` names its basic symbol.
struct Row: Sendable {
    var constant: Double
    var cells: SymbolMap

    init(constant: Double = 0, capacity: Int = 4) {
        self.constant = constant
        cells = SymbolMap(capacity: capacity)
    }

    static let epsilon = 1e-8

    @inline(__always) static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    subscript(symbol: Symbol) -> Double { cells[symbol] }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels. `changed` hears of each
    /// symbol that appears (true) or disappears (false), to keep the column index in step.
    @inline(__always)
    mutating func add(_ symbol: Symbol, _ coefficient: Double, changed: (Symbol, Bool) -> Void = { _, _ in }) {
        switch cells.add(symbol, coefficient, dropping: Self.nearZero) {
        case .none: break
        case .appeared: changed(symbol, true)
        case .disappeared: changed(symbol, false)
        }
    }

    /// Adds `coefficient × other`.
    @inline(__always)
    mutating func add(_ other: Row, times coefficient: Double, changed: (Symbol, Bool) -> Void = { _, _ in }) {
        constant += other.constant * coefficient
        cells.add(other.cells, times: coefficient, dropping: Self.nearZero) { symbol, change in changed(symbol, change == .appeared) }
    }

    mutating func negate() {
        scale(by: -1)
    }

    mutating func scale(by factor: Double) {
        constant *= factor
        cells.scaleValues(by: factor)
    }

    /// Turns `0 = constant + a·symbol + …` into `symbol = …`.
    mutating func solve(for symbol: Symbol) {
        let coefficient = cells.remove(symbol)
        scale(by: -1 / coefficient)
    }

    /// Turns `lhs = … + a·rhs + …` into `rhs = …` (`lhs` joins the cells).
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        cells.set(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the row it equals; reports whether the symbol was here.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row, changed: (Symbol, Bool) -> Void = { _, _ in }) -> Bool {
        let coefficient = cells[symbol]
        guard coefficient != 0 else { return false }
        cells.remove(symbol)
        changed(symbol, false)
        add(row, times: coefficient, changed: changed)
        return true
    }
}
