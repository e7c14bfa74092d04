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
    // The count, the hash's shift and the slot mask, kept small and with wrapping arithmetic:
    // every access to a row or column goes through them, and checked arithmetic and Swift's
    // shifts (defined for any shift amount) cost a test and a branch each.
    private var storedCount: Int32 = 0
    private var shift: UInt32 = 32
    /// The number of slots minus one; -1 while there is no table.
    private var mask: Int32 = -1

    /// A map with room for `capacity` entries before it grows; 0 allocates nothing until used.
    init(capacity: Int = 4) {
        guard capacity > 0 else { return }
        var size = 8
        while size < capacity * 2 { size <<= 1 }
        table = SlotTable.make(size: size)
        shift = UInt32(32 - size.trailingZeroBitCount)
        mask = Int32(size - 1)
    }

    var count: Int { Int(storedCount) }
    var isEmpty: Bool { storedCount == 0 }

    /// The number of slots (0 without a table), from the mask (the table's header holds it too,
    /// but reading a class's stored property costs an exclusivity check).
    @inline(__always) private var size: Int { Int(mask) &+ 1 }

    @inline(__always) private func home(_ key: Int32) -> Int {
        Int((UInt32(bitPattern: key) &* 2_654_435_769) &>> shift)
    }

    @inline(__always) private func slot(of key: Int32) -> Int? {
        guard let (index, _, found) = probe(key), found else { return nil }
        return index
    }

    subscript(symbol: Symbol) -> Double {
        probe(symbol.raw)?.1 ?? 0
    }

    func contains(_ symbol: Symbol) -> Bool { slot(of: symbol.raw) != nil }

    /// Whether one more entry would fill more than half the slots (the table then grows first).
    @inline(__always) private var isFullForOneMore: Bool { (Int(storedCount) &+ 1) &* 2 > size }

    /// The table, unshared and with room for one more entry, for writing. `knownUnique`: the
    /// caller made it unshared already (a loop of writes asks once, not at every write).
    @inline(__always) private mutating func writableTable(adding: Bool, knownUnique: Bool = false) -> SlotTable {
        if adding && isFullForOneMore {
            grow()
        } else if !knownUnique && !isKnownUniquelyReferenced(&table!) {
            table = table!.copy(size: size)
        }
        return table!
    }

    /// Sets a value; returns true when the symbol was not there before.
    @discardableResult
    mutating func set(_ symbol: Symbol, _ value: Double) -> Bool {
        set(symbol, value, knownUnique: false)
    }

    @inline(__always)
    private mutating func set(_ symbol: Symbol, _ value: Double, knownUnique: Bool) -> Bool {
        let key = symbol.raw
        let table = writableTable(adding: true, knownUnique: knownUnique)
        let home = home(key)
        let mask = Int(self.mask)
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
                index = (index &+ 1) & mask
            }
        }
        if added { storedCount &+= 1 }
        return added
    }

    /// What `add(_:_:dropping:)` did to the map.
    enum Change {
        case none, appeared, disappeared
    }

    /// Adds `delta` to a symbol's value, dropping the entry when the sum is `negligible` and
    /// leaving no entry for a negligible `delta` alone: one probe where a lookup and then a
    /// `set` or `remove` took two. The table changes exactly as that pair changed it (it grows
    /// at the same count), so entries keep the same places and the same order.
    @inline(__always)
    mutating func add(_ symbol: Symbol, _ delta: Double, dropping negligible: (Double) -> Bool) -> Change {
        add(symbol, delta, dropping: negligible, knownUnique: false)
    }

    /// Adds `factor ×` each entry of `other`, in `other`'s table order, exactly as
    /// `add(_:_:dropping:)` entry by entry would, telling `changed` of each symbol that appears
    /// or disappears; the table is made unshared once, not at every write.
    @inline(__always)
    mutating func add(_ other: SymbolMap, times factor: Double, dropping negligible: (Double) -> Bool, changed: (Symbol, Change) -> Void) {
        guard other.storedCount > 0, let source = other.table else { return }
        if table != nil && !isKnownUniquelyReferenced(&table!) { table = table!.copy(size: size) }
        let count = other.size
        source.withUnsafeMutablePointerToElements { slots in
            for index in 0 ..< count where slots[index].key != 0 {
                let symbol = Symbol(raw: slots[index].key)
                let change = add(symbol, slots[index].value * factor, dropping: negligible, knownUnique: true)
                if change != .none { changed(symbol, change) }
            }
        }
    }

    @inline(__always)
    private mutating func add(_ symbol: Symbol, _ delta: Double, dropping negligible: (Double) -> Bool, knownUnique: Bool) -> Change {
        let key = symbol.raw
        // The entry's slot and value, or the empty slot that ends its probe. No reference to the
        // table is kept past the probe: one would make the table look shared to the write below.
        guard let (index, old, found) = probe(key) else {
            if negligible(delta) { return .none }
            set(symbol, delta, knownUnique: knownUnique)
            return .appeared
        }
        let new = old + delta
        if negligible(new) {
            guard found && old != 0 else { return .none }
            removeEntry(at: index, knownUnique: knownUnique)
            return .disappeared
        }
        if isFullForOneMore {
            // Growing moves every entry: insert through `set`, as before.
            set(symbol, new, knownUnique: knownUnique)
            return found ? .none : .appeared
        }
        writableTable(adding: false, knownUnique: knownUnique).withUnsafeMutablePointerToElements { slots in
            slots[index] = Slot(key: key, value: new)
        }
        if found { return .none }
        storedCount &+= 1
        return .appeared
    }

    /// Where `key` is (its slot and value, found) or would go (the empty slot ending its probe,
    /// 0, not found); nil for an empty map.
    @inline(__always) private func probe(_ key: Int32) -> (Int, Double, Bool)? {
        guard storedCount > 0, let table else { return nil }
        let mask = Int(self.mask)
        return table.withUnsafeMutablePointerToElements { slots in
            var index = home(key)
            while true {
                let slotKey = slots[index].key
                if slotKey == key { return (index, slots[index].value, true) }
                if slotKey == 0 { return (index, 0, false) }
                index = (index &+ 1) & mask
            }
        }
    }

    /// Removes a symbol; returns its value (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        guard let found = slot(of: symbol.raw) else { return 0 }
        return removeEntry(at: found)
    }

    /// Removes the entry in slot `found`; returns its value.
    @discardableResult
    private mutating func removeEntry(at found: Int, knownUnique: Bool = false) -> Double {
        let table = writableTable(adding: false, knownUnique: knownUnique)
        let shift = shift
        let mask = Int(self.mask)
        let removed = table.withUnsafeMutablePointerToElements { slots in
            var hole = found
            let removed = slots[hole].value
            var index = hole
            while true {
                index = (index &+ 1) & mask
                let key = slots[index].key
                if key == 0 { break }
                let wanted = Int((UInt32(bitPattern: key) &* 2_654_435_769) &>> shift)
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
        storedCount &-= 1
        return removed
    }

    private mutating func grow() {
        // Most columns start empty and hold a symbol or two: their first table is made directly.
        guard let old = table else {
            table = SlotTable.make(size: 8)
            shift = 29
            mask = 7
            return
        }
        let oldSize = size
        let newSize = max(8, oldSize * 2)
        let new = SlotTable.make(size: newSize)
        let newShift = UInt32(32 - newSize.trailingZeroBitCount)
        let mask = newSize &- 1
        old.withUnsafeMutablePointerToElements { slots in
            new.withUnsafeMutablePointerToElements { target in
                // Every key is new to the fresh table: each goes to its first empty slot.
                for index in 0 ..< oldSize where slots[index].key != 0 {
                    var place = Int((UInt32(bitPattern: slots[index].key) &* 2_654_435_769) &>> newShift)
                    while target[place].key != 0 { place = (place &+ 1) & mask }
                    target[place] = slots[index]
                }
            }
        }
        table = new
        shift = newShift
        self.mask = Int32(mask)
    }

    /// Multiplies every value by `factor` in place.
    mutating func scaleValues(by factor: Double) {
        guard storedCount > 0 else { return }
        let table = writableTable(adding: false)
        let size = size
        table.withUnsafeMutablePointerToElements { slots in
            for index in 0 ..< size where slots[index].key != 0 { slots[index].value *= factor }
        }
    }

    /// Calls `body` with each entry, in table order (deterministic for the same history).
    @inline(__always)
    func forEach(_ body: (Symbol, Double) throws -> Void) rethrows {
        guard storedCount > 0, let table else { return }
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
        guard storedCount > 0, let table else { return nil }
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
