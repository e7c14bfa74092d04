/// A map from symbols to coefficients: open addressing with linear probing over a power-of-two
/// table of (key, value) slots, hashed by a multiply of the symbol's integer (no hashing of
/// objects, no SipHash), with backward-shift deletion so lookups never walk tombstones. Rows
/// and columns of the tableau are these maps; most hold a handful of entries.
///
/// The table is a `ManagedBuffer` of its own class rather than an `Array`: a layout makes tens
/// of thousands of these tables, and an array of a private element type is allocated through
/// the unspecialised runtime path, which looks its generic metadata up on every allocation
/// (several times the cost of the allocation). Copies share the table until one of them writes,
/// as an array's do, which is what makes the map a value safe to send (`ManagedBuffer` itself
/// is not `Sendable`).
struct SymbolMap: @unchecked Sendable {
    fileprivate struct Slot {
        var key: Int32  // 0: empty (symbol numbers start at 1, so no symbol's raw value is 0)
        var value: Double
    }

    private var table: SlotTable?
    private(set) var count = 0
    private var shift: Int32 = 32

    /// A map with room for `capacity` entries before it grows; 0 allocates nothing until used.
    init(capacity: Int = 4) {
        guard capacity > 0 else { return }
        var size = 8
        while size < capacity * 2 { size <<= 1 }
        table = SlotTable.make(size: size)
        shift = Int32(32 - size.trailingZeroBitCount)
    }

    var isEmpty: Bool { count == 0 }

    /// The number of slots, from the shift (the table's header holds it too, but reading a class's
    /// stored property costs an exclusivity check).
    private var size: Int { table == nil ? 0 : 1 << (32 - Int(shift)) }

    @inline(__always) private func home(_ key: Int32) -> Int {
        Int((UInt32(bitPattern: key) &* 2_654_435_769) >> UInt32(shift))
    }

    @inline(__always) private func slot(of key: Int32) -> Int? {
        guard count > 0, let table else { return nil }
        let mask = size - 1
        return table.withUnsafeMutablePointerToElements { slots in
            var index = home(key)
            while true {
                let found = slots[index].key
                if found == key { return index }
                if found == 0 { return nil }
                index = (index + 1) & mask
            }
        }
    }

    subscript(symbol: Symbol) -> Double {
        guard let index = slot(of: symbol.raw), let table else { return 0 }
        return table.withUnsafeMutablePointerToElements { $0[index].value }
    }

    func contains(_ symbol: Symbol) -> Bool { slot(of: symbol.raw) != nil }

    /// The table, unshared and with room for one more entry, for writing.
    @inline(__always) private mutating func writableTable(adding: Bool) -> SlotTable {
        if adding && (count + 1) * 2 > size {
            grow()
        } else if !isKnownUniquelyReferenced(&table!) {
            table = table!.copy(size: size)
        }
        return table!
    }

    /// Sets a value; returns true when the symbol was not there before.
    @discardableResult
    mutating func set(_ symbol: Symbol, _ value: Double) -> Bool {
        let key = symbol.raw
        let table = writableTable(adding: true)
        let home = home(key)
        let mask = size - 1
        let added = table.withUnsafeMutablePointerToElements { slots in
            var index = home
            while true {
                let found = slots[index].key
                if found == key {
                    slots[index].value = value
                    return false
                }
                if found == 0 {
                    slots[index] = Slot(key: key, value: value)
                    return true
                }
                index = (index + 1) & mask
            }
        }
        if added { count += 1 }
        return added
    }

    /// Removes a symbol; returns its value (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        guard let found = slot(of: symbol.raw) else { return 0 }
        let table = writableTable(adding: false)
        let shift = UInt32(shift)
        let mask = size - 1
        let removed = table.withUnsafeMutablePointerToElements { slots in
            var hole = found
            let removed = slots[hole].value
            var index = hole
            while true {
                index = (index + 1) & mask
                let key = slots[index].key
                if key == 0 { break }
                let wanted = Int((UInt32(bitPattern: key) &* 2_654_435_769) >> shift)
                // Move the entry back into the hole when its home does not lie cyclically in (hole, index].
                let between = hole <= index ? (wanted > hole && wanted <= index) : (wanted > hole || wanted <= index)
                if !between {
                    slots[hole] = slots[index]
                    hole = index
                }
            }
            slots[hole] = Slot(key: 0, value: 0)
            return removed
        }
        count -= 1
        return removed
    }

    private mutating func grow() {
        // Most columns start empty and hold a symbol or two: their first table is made directly.
        guard let old = table else {
            table = SlotTable.make(size: 8)
            shift = 29
            return
        }
        let oldSize = size
        let newSize = max(8, oldSize * 2)
        let new = SlotTable.make(size: newSize)
        let newShift = UInt32(32 - newSize.trailingZeroBitCount)
        let mask = newSize - 1
        old.withUnsafeMutablePointerToElements { slots in
            new.withUnsafeMutablePointerToElements { target in
                // Every key is new to the fresh table: each goes to its first empty slot.
                for index in 0 ..< oldSize where slots[index].key != 0 {
                    var place = Int((UInt32(bitPattern: slots[index].key) &* 2_654_435_769) >> newShift)
                    while target[place].key != 0 { place = (place + 1) & mask }
                    target[place] = slots[index]
                }
            }
        }
        table = new
        shift = Int32(newShift)
    }

    /// Multiplies every value by `factor` in place.
    mutating func scaleValues(by factor: Double) {
        guard count > 0 else { return }
        let table = writableTable(adding: false)
        let size = size
        table.withUnsafeMutablePointerToElements { slots in
            for index in 0 ..< size where slots[index].key != 0 { slots[index].value *= factor }
        }
    }

    /// Calls `body` with each entry, in table order (deterministic for the same history).
    @inline(__always)
    func forEach(_ body: (Symbol, Double) throws -> Void) rethrows {
        guard count > 0, let table else { return }
        let size = size
        try table.withUnsafeMutablePointerToElements { slots in
            for index in 0 ..< size where slots[index].key != 0 {
                try body(Symbol(raw: slots[index].key), slots[index].value)
            }
        }
    }

    /// The first symbol (in table order) that satisfies `test`.
    func first(where test: (Symbol, Double) -> Bool) -> Symbol? {
        var found: Symbol?
        guard count > 0, let table else { return nil }
        let size = size
        table.withUnsafeMutablePointerToElements { slots in
            for index in 0 ..< size where slots[index].key != 0 {
                let symbol = Symbol(raw: slots[index].key)
                if test(symbol, slots[index].value) {
                    found = symbol
                    return
                }
            }
        }
        return found
    }
}

/// The slots of one `SymbolMap` (its map knows how many). Slots are plain values, so nothing
/// needs deinitialising.
private final class SlotTable: ManagedBuffer<Void, SymbolMap.Slot> {
    static func make(size: Int) -> SlotTable {
        let table = unsafeDowncast(create(minimumCapacity: size) { _ in }, to: SlotTable.self)
        table.withUnsafeMutablePointerToElements { $0.initialize(repeating: SymbolMap.Slot(key: 0, value: 0), count: size) }
        return table
    }

    func copy(size: Int) -> SlotTable {
        let copy = SlotTable.make(size: size)
        withUnsafeMutablePointerToElements { source in
            copy.withUnsafeMutablePointerToElements { $0.update(from: source, count: size) }
        }
        return copy
    }
}
