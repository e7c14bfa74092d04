import Foundation

/// What `equalTo`, `lessThanOrEqualTo` and `greaterThanOrEqualTo` accept: a view, a layout
/// guide, another view's attribute (`other.snp.bottom`), or a constant (a number, `CGSize`,
/// `CGPoint`, `EdgeInsets`, `DirectionalEdgeInsets`).
public protocol ConstraintRelatableTarget {}
/// A constant SnapKit turns into each attribute's value (SnapKit's rules: an inset is negated on
/// the right and bottom edges, a size gives width and height, a point gives x and y).
public protocol ConstraintConstantTarget: ConstraintRelatableTarget {}
/// A number for `offset(_:)`.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}
/// A number or `EdgeInsets` for `inset(_:)`.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}
/// `DirectionalEdgeInsets` for `inset(_:)`.
public protocol ConstraintDirectionalInsetTarget: ConstraintConstantTarget {}
/// A number for `multipliedBy(_:)` and `dividedBy(_:)`.
public protocol ConstraintMultiplierTarget {}

extension Int: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {}
extension UInt: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {}
extension Float: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {}
extension Double: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {}
extension CGFloat: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {}
extension CGSize: ConstraintConstantTarget {}
extension CGPoint: ConstraintConstantTarget {}
extension EdgeInsets: ConstraintInsetTarget {}
extension DirectionalEdgeInsets: ConstraintDirectionalInsetTarget {}
extension View: ConstraintRelatableTarget {}
extension LayoutGuide: ConstraintRelatableTarget {}
extension ConstraintItem: ConstraintRelatableTarget {}
extension LayoutAnchor: ConstraintRelatableTarget {}

/// An anchor of any kind, as a SnapKit target: `make.top.equalTo(view.safeAreaLayoutGuide.topAnchor)`.
protocol AnyLayoutAnchor {
    var constraintItem: ConstraintItem { get }
}

extension LayoutAnchor: AnyLayoutAnchor {
    var constraintItem: ConstraintItem { ConstraintItem(target: item, attributes: ConstraintAttributes(attribute)) }
}

/// A number of any of the kinds SnapKit accepts, as a `CGFloat`.
func constraintNumber(_ value: Any) -> CGFloat? {
    switch value {
    case let number as CGFloat: number
    case let number as Double: CGFloat(number)
    case let number as Float: CGFloat(number)
    case let number as Int: CGFloat(number)
    case let number as UInt: CGFloat(number)
    case let priority as LayoutPriority: CGFloat(priority.rawValue)
    default: nil
    }
}

/// The constant `value` means for `attribute`, by SnapKit's rules.
func constraintConstant(_ value: ConstraintConstantTarget, for attribute: LayoutConstraint.Attribute, isRightToLeft: Bool) -> CGFloat {
    if let number = constraintNumber(value) { return number }
    if let size = value as? CGSize {
        switch attribute {
        case .width: return size.width
        case .height: return size.height
        default: return 0
        }
    }
    if let point = value as? CGPoint {
        switch attribute.axis {
        case .horizontal where !attribute.isDimension: return point.x
        case .vertical where !attribute.isDimension: return point.y
        default: return 0
        }
    }
    var insets: EdgeInsets
    if let edges = value as? EdgeInsets {
        insets = edges
    } else if let directional = value as? DirectionalEdgeInsets {
        insets = directional.edgeInsets(isRightToLeft: isRightToLeft)
    } else {
        return 0
    }
    switch attribute {
    case .left, .leftMargin: return insets.left
    case .top, .topMargin, .firstBaseline: return insets.top
    case .right, .rightMargin: return -insets.right
    case .bottom, .bottomMargin, .lastBaseline: return -insets.bottom
    // Leading and trailing constants run toward the trailing side (see the solve).
    case .leading, .leadingMargin: return isRightToLeft ? insets.right : insets.left
    case .trailing, .trailingMargin: return isRightToLeft ? -insets.left : -insets.right
    case .centerX, .centerXWithinMargins: return (insets.left - insets.right) / 2
    case .centerY, .centerYWithinMargins: return (insets.top - insets.bottom) / 2
    case .width: return -insets.horizontal
    case .height: return -insets.vertical
    case .notAnAttribute: return 0
    }
}
