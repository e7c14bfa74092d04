/// How strongly a layout wish holds against others, as `UILayoutPriority`: 1 to 1000, where
/// 1000 is required.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required: LayoutPriority = 1000
    public static let defaultHigh: LayoutPriority = 750
    public static let defaultLow: LayoutPriority = 250
    public static let fittingSizeLevel: LayoutPriority = 50

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
}

/// The two directions a layout works in, as `NSLayoutConstraint.Axis`.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical
}

extension LayoutPriority {
    /// UIKit's arithmetic on priorities: `.defaultHigh + 1`, `.required - 1`.
    public static func + (priority: LayoutPriority, amount: Float) -> LayoutPriority {
        LayoutPriority(priority.rawValue + amount)
    }

    public static func - (priority: LayoutPriority, amount: Float) -> LayoutPriority {
        LayoutPriority(priority.rawValue - amount)
    }

    /// The priority a `required` constraint stops being: anything below 1000 is optional.
    public var isRequired: Bool { rawValue >= 1000 }
}
