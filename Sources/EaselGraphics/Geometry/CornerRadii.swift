import Foundation

/// A radius for each corner of a rectangle, for views whose corners differ
/// (CALayer's `cornerRadius` with `maskedCorners`).
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: CGFloat
    public var topRight: CGFloat
    public var bottomRight: CGFloat
    public var bottomLeft: CGFloat

    public init(topLeft: CGFloat = 0, topRight: CGFloat = 0, bottomRight: CGFloat = 0, bottomLeft: CGFloat = 0) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    public init(all radius: CGFloat) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    public static let zero = CornerRadii()

    public var isZero: Bool { self == .zero }

    /// Each radius reduced by `amount`, never below zero: the inner edge of a border of that width.
    public func shrunk(by amount: CGFloat) -> CornerRadii {
        CornerRadii(
            topLeft: max(0, topLeft - amount),
            topRight: max(0, topRight - amount),
            bottomRight: max(0, bottomRight - amount),
            bottomLeft: max(0, bottomLeft - amount)
        )
    }

    /// The radii scaled down together, as Core Animation does, so that no two adjacent corners
    /// overlap along an edge of `size`.
    public func fitted(to size: CGSize) -> CornerRadii {
        let sums: [(CGFloat, CGFloat)] = [
            (topLeft + topRight, size.width), (bottomLeft + bottomRight, size.width),
            (topLeft + bottomLeft, size.height), (topRight + bottomRight, size.height),
        ]
        var factor: CGFloat = 1
        for (sum, length) in sums where sum > length {
            factor = min(factor, sum > 0 ? max(0, length) / sum : 1)
        }
        guard factor < 1 else { return self }
        return CornerRadii(
            topLeft: topLeft * factor, topRight: topRight * factor,
            bottomRight: bottomRight * factor, bottomLeft: bottomLeft * factor
        )
    }
}

/// The corners a view's `cornerRadius` applies to, as CALayer's `maskedCorners`.
public struct Corners: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let topLeft = Corners(rawValue: 1 << 0)
    public static let topRight = Corners(rawValue: 1 << 1)
    public static let bottomRight = Corners(rawValue: 1 << 2)
    public static let bottomLeft = Corners(rawValue: 1 << 3)
    public static let all: Corners = [.topLeft, .topRight, .bottomRight, .bottomLeft]
    public static let top: Corners = [.topLeft, .topRight]
    public static let bottom: Corners = [.bottomLeft, .bottomRight]
}

extension CornerRadii {
    /// `radius` on the corners in `corners`, zero elsewhere.
    public init(radius: CGFloat, corners: Corners) {
        self.init(
            topLeft: corners.contains(.topLeft) ? radius : 0,
            topRight: corners.contains(.topRight) ? radius : 0,
            bottomRight: corners.contains(.bottomRight) ? radius : 0,
            bottomLeft: corners.contains(.bottomLeft) ? radius : 0
        )
    }
}
