/// The rows an engine's solver holds (or broke), by key. An app constraint's row, nearly every
/// row of a large layout, is found by the constraint's identity with one multiply (see
/// `IdentityMap`); Easel's own rows (the host's size, frames, hugging, squeezing) go in a
/// dictionary, whose seeded hash of an enum costs about two hundred instructions a lookup.
/// Its order is not meaningful.
struct HeldRows {
    private var byConstraint = IdentityMap<ConstraintEngine.Row>()
    private var others: [ConstraintEngine.Row.Key: ConstraintEngine.Row] = [:]

    var count: Int { byConstraint.count + others.count }
    var isEmpty: Bool { byConstraint.isEmpty && others.isEmpty }

    mutating func reserveCapacity(_ capacity: Int) {
        byConstraint.reserveCapacity(capacity)
    }

    subscript(key: ConstraintEngine.Row.Key) -> ConstraintEngine.Row? {
        get {
            if case let .constraint(id) = key { return byConstraint[id] }
            return others[key]
        }
        set {
            if case let .constraint(id) = key { byConstraint[id] = newValue } else { others[key] = newValue }
        }
    }

    /// Stores `row` under `key`; returns the row that was there.
    mutating func updateValue(_ row: ConstraintEngine.Row, forKey key: ConstraintEngine.Row.Key) -> ConstraintEngine.Row? {
        if case let .constraint(id) = key {
            let old = byConstraint[id]
            byConstraint[id] = row
            return old
        }
        return others.updateValue(row, forKey: key)
    }

    mutating func removeValue(forKey key: ConstraintEngine.Row.Key) -> ConstraintEngine.Row? {
        guard let old = self[key] else { return nil }
        self[key] = nil
        return old
    }

    /// The rows that pass `test`.
    func filter(_ test: (ConstraintEngine.Row) -> Bool) -> [ConstraintEngine.Row] {
        var found: [ConstraintEngine.Row] = []
        forEach { if test($0) { found.append($0) } }
        return found
    }

    func forEach(_ body: (ConstraintEngine.Row) -> Void) {
        byConstraint.forEachValue(body)
        for row in others.values { body(row) }
    }
}
