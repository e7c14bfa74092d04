/// A map from symbols to coefficients: open addressing with linear probing over a power-of-two
/// table of (key, value) slots in one array, hashed by a multiply of the symbol's integer (no
/// hashing of objects, no SipHash), with backward-shift deletion so lookups never walk
/// tombstones. Rows and columns of the tableau are these maps; most hold a handful of entries.
struct SymbolMap: Sendable {
    private struct Slot: Sendable {
        var key: Int32  // 0: empty (symbol numbers start at 1, so no symbol's raw value is 0)
        var value: Double
    }

    private var slots: [Slot]
    private(set) var count = 0
    private var shift: Int32

    /// A map with room for `capacity` entries before it grows; 0 allocates nothing until used.
    init(capacity: Int = 4) {
        guard capacity > 0 else {
            slots = []
            shift = 32
            return
        }
        var size = 8
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: Slot(key: 0, value: 0), count: size)
        shift = Int32(32 - size.trailingZeroBitCount)
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always) private func home(_ key: Int32) -> Int {
        Int((UInt32(bitPattern: key) &* 2_654_435_769) >> UInt32(shift))
    }

    @inline(__always) private func slot(of key: Int32) -> Int? {
        if count == 0 { return nil }
        let mask = slots.count - 1
        var index = home(key)
        while true {
            let found = slots[index].key
            if found == key { return index }
            if found == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    subscript(symbol: Symbol) -> Double {
        guard let index = slot(of: symbol.raw) else { return 0 }
        return slots[index].value
    }

    func contains(_ symbol: Symbol) -> Bool { slot(of: symbol.raw) != nil }

    /// Sets a value; returns true when the symbol was not there before.
    @discardableResult
    mutating func set(_ symbol: Symbol, _ value: Double) -> Bool {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var index = home(symbol.raw)
        while true {
            let found = slots[index].key
            if found == symbol.raw {
                slots[index].value = value
                return false
            }
            if found == 0 {
                slots[index] = Slot(key: symbol.raw, value: value)
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
        let removed = slots[hole].value
        let mask = slots.count - 1
        var index = hole
        while true {
            index = (index + 1) & mask
            let key = slots[index].key
            if key == 0 { break }
            let wanted = home(key)
            // Move the entry back into the hole when its home does not lie cyclically in (hole, index].
            let between = hole <= index ? (wanted > hole && wanted <= index) : (wanted > hole || wanted <= index)
            if !between {
                slots[hole] = slots[index]
                hole = index
            }
        }
        slots[hole] = Slot(key: 0, value: 0)
        count -= 1
        return removed
    }

    private mutating func grow() {
        // Most columns start empty and hold a symbol or two: their first table is made directly.
        if slots.isEmpty {
            slots = Array(repeating: Slot(key: 0, value: 0), count: 8)
            shift = 29
            return
        }
        let old = slots
        let size = max(8, slots.count * 2)
        slots = Array(repeating: Slot(key: 0, value: 0), count: size)
        shift = Int32(32 - size.trailingZeroBitCount)
        count = 0
        for slot in old where slot.key != 0 {
            set(Symbol(raw: slot.key), slot.value)
        }
    }

    /// Multiplies every value by `factor` in place.
    mutating func scaleValues(by factor: Double) {
        for index in slots.indices where slots[index].key != 0 { slots[index].value *= factor }
    }

    /// Calls `body` with each entry, in table order (deterministic for the same history).
    @inline(__always)
    func forEach(_ body: (Symbol, Double) throws -> Void) rethrows {
        for slot in slots where slot.key != 0 {
            try body(Symbol(raw: slot.key), slot.value)
        }
    }

    /// The first symbol (in table order) that satisfies `test`.
    func first(where test: (Symbol, Double) -> Bool) -> Symbol? {
        for slot in slots where slot.key != 0 {
            let symbol = Symbol(raw: slot.key)
            if test(symbol, slot.value) { return symbol }
        }
        return nil
    }
}
