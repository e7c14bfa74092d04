import Foundation

extension LayoutConstraint {
    /// The part of a view or layout guide a constraint ties, as `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Hashable, Sendable, CaseIterable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The axis the attribute measures along: x positions and widths are horizontal.
        public var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX,
                 .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
                 .topMargin, .bottomMargin, .centerYWithinMargins:
                return .vertical
            case .notAnAttribute:
                return nil
            }
        }

        /// Width and height: lengths rather than positions.
        public var isDimension: Bool { self == .width || self == .height }

        /// Whether the attribute is measured inside the item's layout margins.
        var isMarginRelative: Bool {
            switch self {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins: true
            default: false
            }
        }

        /// The name UIKit prints for the attribute in its logs.
        public var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the two sides of a constraint compare, as `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Hashable, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }
}
