/// A column of the simplex tableau. Its kind sits in the low two bits and its number in the rest,
/// so a symbol is one small integer: rows and columns are keyed by it without hashing objects.
struct Symbol: Hashable, Sendable {
    enum Kind: Int32, Sendable {
        /// A user's `Variable`: unrestricted in sign.
        case external = 0
        /// The slack of an inequality (never negative).
        case slack = 1
        /// The error of a non-required constraint (never negative, costed in the objective).
        case error = 2
        /// The marker of a required equality: always zero, never enters the basis.
        case dummy = 3
    }

    let raw: Int32

    init(number: Int32, kind: Kind) { raw = number << 2 | kind.rawValue }
    init(raw: Int32) { self.raw = raw }

    var kind: Kind { Kind(rawValue: raw & 3) ?? .external }
    /// The dense number the solver's arrays are indexed by (from 1).
    var number: Int { Int(raw >> 2) }
    /// Slack, error and dummy symbols may not go negative; a row whose basic symbol is
    /// restricted must keep a non-negative constant.
    var isRestricted: Bool { raw & 3 != 0 }
    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// Slack and error symbols may be chosen as a row's subject or pivoted in.
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }
}
