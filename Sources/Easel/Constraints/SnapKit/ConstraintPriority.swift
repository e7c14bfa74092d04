import Foundation

/// SnapKit's priorities: `.required` (1000), `.high` (750), `.medium` (500), `.low` (250), or any
/// number through `priority(_:)`.
///
///     make.width.equalTo(200).priority(.high)
public struct ConstraintPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable, Strideable, Sendable {
    public let value: Float

    public init(floatLiteral value: Float) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Float(value) }
    public init(_ value: Float) { self.value = value }
    public init(_ value: Int) { self.value = Float(value) }

    public static let required: ConstraintPriority = 1000
    public static let high: ConstraintPriority = 750
    public static let medium: ConstraintPriority = 500
    public static let low: ConstraintPriority = 250

    public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }
    public func distance(to other: ConstraintPriority) -> Float { other.value - value }

    var layoutPriority: LayoutPriority { LayoutPriority(min(1000, max(1, value))) }
}

/// A number SnapKit accepts as a priority.
public protocol ConstraintPriorityTarget {}
extension Int: ConstraintPriorityTarget {}
extension UInt: ConstraintPriorityTarget {}
extension Float: ConstraintPriorityTarget {}
extension Double: ConstraintPriorityTarget {}
extension CGFloat: ConstraintPriorityTarget {}
extension LayoutPriority: ConstraintPriorityTarget {}
