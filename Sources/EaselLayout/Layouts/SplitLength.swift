import Foundation

/// How long one part of a split is: a fraction of the length there is, or a fixed number of
/// points. Either is clamped to what there is.
///
///     SplitLayout(first: list, second: detail, axis: .horizontal, split: .fraction(0.4))
///     SplitLayout(first: header, second: body, axis: .vertical, split: .points(44))
public enum SplitLength: Hashable, Sendable {
    /// This share (0 to 1) of the length left after spacing.
    case fraction(CGFloat)
    /// This many points.
    case points(CGFloat)

    /// The length out of `available` (which is never negative).
    @inlinable
    public func length(of available: CGFloat) -> CGFloat {
        switch self {
        case let .fraction(fraction):
            guard fraction.isFinite else { return 0 }
            return available * min(max(fraction, 0), 1)
        case let .points(points):
            guard !points.isNaN else { return 0 }
            return min(max(points, 0), available)
        }
    }

    /// The total length that gives the part at least `wanted` and the rest at least `rest`
    /// (for measuring with no limit): a fraction scales them up, points add. Rounded up to a
    /// millionth of a point, so that 100 points as two thirds measure 150, not 149.99999999999997.
    @inlinable
    func total(forPart wanted: CGFloat, rest: CGFloat) -> CGFloat {
        switch self {
        case let .fraction(fraction):
            let share = fraction.isFinite ? min(max(fraction, 0), 1) : 0
            if share <= 0 { return rest }
            if share >= 1 { return wanted }
            let total = max(wanted / share, rest / (1 - share))
            return total < 1e15 ? (total * 1e6).rounded(.up) / 1e6 : total
        case let .points(points):
            return max(0, points.isNaN ? 0 : points) + rest
        }
    }
}
