/// A map from symbols to coefficients: open addressing with linear probing over a power-of-two
/// table, hashed by a multiply of the symbol's integer (no hashing of objects, no SipHash), with
/// backward-shift deletion so lookups never walk tombstones. Rows and columns of the tableau are
/// these maps; most hold a handful of entries.
struct SymbolMap: Sendable {
    private var keys: [Int32]
    private var values: [Double]
    private(set) var count = 0
    private var shift: Int32

    /// A map with room for `capacity` entries before it grows; 0 allocates nothing until used.
    init(capacity: Int = 4) {
        guard capacity > 0 else {
            keys = []
            values = []
            shift = 32
            return
        }
        var size = 8
        while size < capacity * 2 { size <<= 1 }
        keys = Array(repeating: 0, count: size)
        values = Array(repeating: 0, count: size)
        shift = Int32(32 - size.trailingZeroBitCount)
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always) private func home(_ key: Int32) -> Int {
        Int((UInt32(bitPattern: key) &* 2_654_435_769) >> UInt32(shift))
    }

    @inline(__always) private func slot(of key: Int32) -> Int? {
        if count == 0 { return nil }
        let mask = keys.count - 1
        var index = home(key)
        while true {
            let found = keys[index]
            if found == key { return index }
            if found == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    subscript(symbol: Symbol) -> Double {
        guard let index = slot(of: symbol.raw) else { return 0 }
        return values[index]
    }

    func contains(_ symbol: Symbol) -> Bool { slot(of: symbol.raw) != nil }

    /// Sets a value; returns true when the symbol was not there before.
    @discardableResult
    mutating func set(_ symbol: Symbol, _ value: Double) -> Bool {
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var index = home(symbol.raw)
        while true {
            let found = keys[index]
            if found == symbol.raw { values[index] = value; return false }
            if found == 0 {
                keys[index] = symbol.raw
                values[index] = value
                count += 1
                return true
            }
            index = (index + 1) & mask
        }
    }

    /// Removes a symbol; returns its value (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        guard var hole = slot(of: symbol.raw) else { return 0 }
        let removed = values[hole]
        let mask = keys.count - 1
        var index = hole
        while true {
            index = (index + 1) & mask
            let key = keys[index]
            if key == 0 { break }
            let wanted = home(key)
            // Move the entry back into the hole when its home does not lie cyclically in (hole, index].
            let between = hole <= index ? (wanted > hole && wanted <= index) : (wanted > hole || wanted <= index)
            if !between {
                keys[hole] = key
                values[hole] = values[index]
                hole = index
            }
        }
        keys[hole] = 0
        values[hole] = 0
        count -= 1
        return removed
    }

    mutating func removeAll() {
        if keys.count > 8 { self = SymbolMap(capacity: 0) } else if count > 0 {
            for index in keys.indices { keys[index] = 0 }
            count = 0
        }
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        let size = max(8, keys.count * 2)
        keys = Array(repeating: 0, count: size)
        values = Array(repeating: 0, count: size)
        shift = Int32(32 - size.trailingZeroBitCount)
        count = 0
        for index in oldKeys.indices where oldKeys[index] != 0 {
            set(Symbol(raw: oldKeys[index]), oldValues[index])
        }
    }

    /// Multiplies every value by `factor` in place.
    mutating func scaleValues(by factor: Double) {
        for index in keys.indices where keys[index] != 0 { values[index] *= factor }
    }

    /// Calls `body` with each entry, in table order (deterministic for the same history).
    @inline(__always)
    func forEach(_ body: (Symbol, Double) throws -> Void) rethrows {
        for index in keys.indices where keys[index] != 0 {
            try body(Symbol(raw: keys[index]), values[index])
        }
    }

    /// The entries as an array, for loops that change the map as they go.
    var entries: [(symbol: Symbol, value: Double)] {
        var result: [(symbol: Symbol, value: Double)] = []
        result.reserveCapacity(count)
        forEach { result.append(($0, $1)) }
        return result
    }

    /// The first symbol (in table order) that satisfies `test`.
    func first(where test: (Symbol, Double) -> Bool) -> Symbol? {
        for index in keys.indices where keys[index] != 0 {
            let symbol = Symbol(raw: keys[index])
            if test(symbol, values[index]) { return symbol }
        }
        return nil
    }
}
