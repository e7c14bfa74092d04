import Foundation

/// A linear expression over the variables of a constraint group, before it becomes the solver's
/// `LinearExpression`: terms keyed by which item and which of its four numbers, so that two
/// passes can compare what they would add without touching the solver.
struct LinearForm: Equatable {
    /// One of an item's four numbers: its rectangle's x, y, width or height in the host's bounds.
    struct VariableKey: Hashable, Comparable {
        /// `item × 4 + part`: one word, which orders keys by item, then part, in one comparison.
        private let packed: Int

        init(item: Int, part: Part) { packed = item << 2 | part.rawValue }

        /// The engine's number for the item (stable for the engine's life, so terms sort the
        /// same way on every run and the output stays deterministic).
        var item: Int { packed >> 2 }
        var part: Part { Part(rawValue: packed & 3).unsafelyUnwrapped }

        static func < (a: VariableKey, b: VariableKey) -> Bool { a.packed < b.packed }

        /// Which of the four numbers, in the order terms sort by.
        enum Part: Int, CaseIterable {
            case x, y, width, height

            /// How reports name the part (`width`).
            var name: String {
                switch self {
                case .x: "x"
                case .y: "y"
                case .width: "width"
                case .height: "height"
                }
            }
        }
    }

    /// One variable's coefficient.
    struct Term: Equatable {
        var key: VariableKey
        var coefficient: Double
    }

    /// Sorted by key, no variable twice, no zero coefficient: a form holds a handful of terms,
    /// and a short sorted array adds and compares faster than a hashed table, and is already in
    /// the order the solver gets terms in.
    private(set) var terms: [Term] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }
    init(_ key: VariableKey) { terms = [Term(key: key, coefficient: 1)] }
    /// A form of terms already sorted by key, each variable once, none zero.
    init(sorted terms: [Term], constant: Double) {
        self.terms = terms
        self.constant = constant
    }

    var isConstant: Bool { terms.isEmpty }

    static func + (a: LinearForm, b: LinearForm) -> LinearForm {
        if b.terms.isEmpty { return a + b.constant }
        if a.terms.isEmpty { return b + a.constant }
        var sum = LinearForm(constant: a.constant + b.constant)
        sum.terms.reserveCapacity(a.terms.count + b.terms.count)
        var i = 0, j = 0
        while i < a.terms.count || j < b.terms.count {
            if j == b.terms.count || (i < a.terms.count && a.terms[i].key < b.terms[j].key) {
                sum.terms.append(a.terms[i])
                i += 1
            } else if i == a.terms.count || b.terms[j].key < a.terms[i].key {
                sum.terms.append(b.terms[j])
                j += 1
            } else {
                let total = a.terms[i].coefficient + b.terms[j].coefficient
                if total != 0 { sum.terms.append(Term(key: a.terms[i].key, coefficient: total)) }
                i += 1
                j += 1
            }
        }
        return sum
    }

    static func + (a: LinearForm, b: Double) -> LinearForm {
        var sum = a
        sum.constant += b
        return sum
    }

    static func * (a: LinearForm, factor: Double) -> LinearForm {
        guard factor != 0 else { return LinearForm() }
        var product = a
        product.constant *= factor
        for index in product.terms.indices { product.terms[index].coefficient *= factor }
        return product
    }

    static prefix func - (a: LinearForm) -> LinearForm { a * -1 }

    /// `self - other × factor`, exactly as `self - other * factor` computes it, in one array.
    mutating func subtract(_ other: LinearForm, times factor: Double) {
        guard factor != 0 else { return }
        constant += -(other.constant * factor)
        if other.terms.isEmpty { return }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count + other.terms.count)
        var i = 0, j = 0
        while i < terms.count || j < other.terms.count {
            if j == other.terms.count || (i < terms.count && terms[i].key < other.terms[j].key) {
                merged.append(terms[i])
                i += 1
            } else if i == terms.count || other.terms[j].key < terms[i].key {
                merged.append(Term(key: other.terms[j].key, coefficient: -(other.terms[j].coefficient * factor)))
                j += 1
            } else {
                let total = terms[i].coefficient + -(other.terms[j].coefficient * factor)
                if total != 0 { merged.append(Term(key: terms[i].key, coefficient: total)) }
                i += 1
                j += 1
            }
        }
        terms = merged
    }
    static func - (a: LinearForm, b: LinearForm) -> LinearForm { a + -b }
}

/// A rectangle whose sides are linear forms: an item's frame in the host's bounds.
struct RectForm {
    var x, y, width, height: LinearForm

    static func constant(_ rect: CGRect) -> RectForm {
        RectForm(x: LinearForm(constant: rect.minX), y: LinearForm(constant: rect.minY),
                 width: LinearForm(constant: rect.width), height: LinearForm(constant: rect.height))
    }

    func inset(by insets: EdgeInsets) -> RectForm {
        RectForm(x: x + insets.left, y: y + insets.top, width: width + -insets.horizontal, height: height + -insets.vertical)
    }
}
