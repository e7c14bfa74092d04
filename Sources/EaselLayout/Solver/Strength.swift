/// How strongly a constraint holds: `.required` must hold; the others are wishes the solver
/// satisfies as well as it can, a stronger one always before a weaker one.
///
/// Strengths are Auto Layout priorities: `.required` is 1000; kiwi's three wishes sit at the top,
/// middle and bottom of the optional range, `.strong` at 999 (the highest optional priority, as
/// kiwi's strong is just below required), `.medium` at 500 and `.weak` at 1; `.priority(p)` is
/// priority `p`, clamped to 1...1000 (1000 and above are required; NaN counts as 1). UIKit's
/// `defaultHigh` (750) and `defaultLow` (250) fall between strong and medium, medium and weak.
///
/// Each priority below 1000 is its own level, compared strictly, as Auto Layout and the Cassowary
/// paper's constraint hierarchies mean it: a 751 constraint wins against any number of 750 ones,
/// and only between wishes of the same priority do errors add up (each times its `weight`, 1
/// unless told). kiwi instead folds its three levels into one weighted sum (strong = 10⁶,
/// medium = 10³, weak = 1), where a thousand weak errors can outweigh one medium; here they cannot.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1...1000; 1000 is required.
    public let priority: Double
    /// How much one unit of error counts against other errors of the same priority.
    public let weight: Double

    public init(priority: Double, weight: Double = 1) {
        self.priority = priority.isNaN ? 1 : min(max(priority, 1), 1000)
        self.weight = weight.isFinite && weight > 0 ? weight : 1
    }

    public static let required = Strength(priority: 1000)
    public static let strong = Strength(priority: 999)
    public static let medium = Strength(priority: 500)
    public static let weak = Strength(priority: 1)

    /// Auto Layout's priority `p` (1...1000; 1000 is required).
    public static func priority(_ p: Double) -> Strength { Strength(priority: p) }
    public static func priority(_ p: Float) -> Strength { Strength(priority: Double(p)) }
    public static func priority(_ p: Int) -> Strength { Strength(priority: Double(p)) }
    /// A `LayoutPriority` (`.required`, `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`, ...).
    public static func priority(_ p: LayoutPriority) -> Strength { Strength(priority: Double(p.rawValue)) }

    public var isRequired: Bool { priority >= 1000 }

    public static func < (a: Strength, b: Strength) -> Bool {
        a.priority != b.priority ? a.priority < b.priority : a.weight < b.weight
    }

    public var description: String {
        switch self {
        case .required: "required"
        case .strong: "strong"
        case .medium: "medium"
        case .weak: "weak"
        default: weight == 1 ? "priority(\(priority))" : "priority(\(priority), weight \(weight))"
        }
    }
}
