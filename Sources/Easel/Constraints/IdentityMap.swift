/// A table from objects (by identity) to values, for the layout engine's per-pass and per-view
/// tables. `Dictionary` hashes every key with a seeded SipHash, about two hundred instructions
/// for one pointer, and a large layout looks up views, constraints and guides a hundred thousand
/// times a pass; this table hashes a pointer with one multiply (Fibonacci hashing), probes
/// linearly and deletes by backward shift. Its order is not meaningful: nothing iterates it for
/// anything whose order shows.
struct IdentityMap<Value> {
    /// Object addresses (0: empty; no object lives at 0).
    private var keys: [UInt] = []
    private var values: [Value?] = []
    private(set) var count = 0
    /// 64 minus the table size's bit count.
    private var shift: UInt = 64

    init() {}

    init(minimumCapacity: Int) {
        reserveCapacity(minimumCapacity)
    }

    var isEmpty: Bool { count == 0 }

    /// Makes room for `capacity` entries in all, so that filling the table never grows it.
    mutating func reserveCapacity(_ capacity: Int) {
        var size = 8
        while size < capacity * 2 { size <<= 1 }
        if size > keys.count { resize(to: size) }
    }

    @inline(__always) private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    @inline(__always) private func index(of key: UInt) -> Int? {
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

    subscript(id: ObjectIdentifier) -> Value? {
        get { self[key: UInt(bitPattern: id)] }
        set { self[key: UInt(bitPattern: id)] = newValue }
    }

    /// The entry for one of an object's facets (at most 32, such as a layout item's attributes):
    /// the address and the facet's number make one key, so one table holds every object's facets
    /// instead of a table of arrays.
    subscript(id: ObjectIdentifier, facet facet: Int) -> Value? {
        get { self[key: UInt(bitPattern: id) << 5 | UInt(facet & 31)] }
        set { self[key: UInt(bitPattern: id) << 5 | UInt(facet & 31)] = newValue }
    }

    private subscript(key key: UInt) -> Value? {
        get {
            guard let index = index(of: key) else { return nil }
            return values[index]
        }
        set {
            if let newValue { insert(key, newValue) } else { remove(key) }
        }
    }

    func contains(_ id: ObjectIdentifier) -> Bool { index(of: UInt(bitPattern: id)) != nil }

    /// Changes the value in place (no copy of it is made), after storing `initial` if there was none.
    mutating func modify<Result>(_ id: ObjectIdentifier, default initial: @autoclosure () -> Value, _ body: (inout Value) -> Result) -> Result {
        let key = UInt(bitPattern: id)
        let index = index(of: key) ?? insert(key, initial())
        return body(&values[index]!)
    }

    @discardableResult
    private mutating func insert(_ key: UInt, _ value: Value) -> Int {
        if (count + 1) * 2 > keys.count { resize(to: max(8, keys.count * 2)) }
        let mask = keys.count - 1
        var index = home(key)
        while true {
            let found = keys[index]
            if found == key {
                values[index] = value
                return index
            }
            if found == 0 {
                keys[index] = key
                values[index] = value
                count += 1
                return index
            }
            index = (index + 1) & mask
        }
    }

    private mutating func remove(_ key: UInt) {
        guard var hole = index(of: key) else { return }
        let mask = keys.count - 1
        var index = hole
        while true {
            index = (index + 1) & mask
            let found = keys[index]
            if found == 0 { break }
            let wanted = home(found)
            // Move the entry back into the hole unless its home lies cyclically in (hole, index].
            let between = hole <= index ? (wanted > hole && wanted <= index) : (wanted > hole || wanted <= index)
            if !between {
                keys[hole] = found
                values[hole] = values[index]
                hole = index
            }
        }
        keys[hole] = 0
        values[hole] = nil
        count -= 1
    }

    private mutating func resize(to size: Int) {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: 0, count: size)
        values = Array(repeating: nil, count: size)
        shift = UInt(64 - size.trailingZeroBitCount)
        count = 0
        for (key, value) in zip(oldKeys, oldValues) where key != 0 {
            if let value { insert(key, value) }
        }
    }

    /// Empties the table, keeping its storage for the next filling.
    mutating func removeAll(keepingCapacity: Bool = false) {
        guard count > 0 || !keepingCapacity else { return }
        if keepingCapacity {
            for index in keys.indices where keys[index] != 0 {
                keys[index] = 0
                values[index] = nil
            }
            count = 0
        } else {
            self = IdentityMap()
        }
    }

    /// Calls `body` with each value, in no meaningful order.
    func forEachValue(_ body: (Value) throws -> Void) rethrows {
        for (key, value) in zip(keys, values) where key != 0 {
            if let value { try body(value) }
        }
    }

    /// Keeps only the entries whose values pass `test`.
    mutating func filterValues(_ test: (Value) -> Bool) {
        var kept = IdentityMap(minimumCapacity: count)
        for (key, value) in zip(keys, values) where key != 0 {
            if let value, test(value) { kept.insert(key, value) }
        }
        self = kept
    }

    /// Keeps only the entries whose objects `other` has too.
    mutating func keepKeys<Other>(in other: IdentityMap<Other>) {
        var kept = IdentityMap(minimumCapacity: min(count, other.count))
        for (key, value) in zip(keys, values) where key != 0 {
            if let value, other.index(of: key) != nil { kept.insert(key, value) }
        }
        self = kept
    }
}
