import Foundation

extension Int {
    /// `value` rounded as `rule` says, saturating at `Int.min` and `Int.max`, and 0 for NaN:
    /// the conversion to use wherever a Double from outside becomes an Int, because `Int(_:)`
    /// traps on NaN, infinities and anything beyond ±9.2e18.
    ///
    ///     Int(saturating: 1e19)  // Int.max, where Int(1e19) would crash
    public init(saturating value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        let rounded = value.rounded(rule)
        if rounded.isNaN {
            self = 0
        } else if rounded >= 9_223_372_036_854_775_807.0 {
            self = .max
        } else if rounded <= -9_223_372_036_854_775_808.0 {
            self = .min
        } else {
            self = Int(rounded)
        }
    }
}
