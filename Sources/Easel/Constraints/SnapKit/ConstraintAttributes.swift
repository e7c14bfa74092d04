import Foundation

/// The attributes a SnapKit chain names, alone or as composites (`edges`, `size`, `center` ...),
/// as SnapKit's `ConstraintAttributes`.
public struct ConstraintAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let left = ConstraintAttributes(rawValue: 1 << 0)
    public static let top = ConstraintAttributes(rawValue: 1 << 1)
    public static let right = ConstraintAttributes(rawValue: 1 << 2)
    public static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    public static let leading = ConstraintAttributes(rawValue: 1 << 4)
    public static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    public static let width = ConstraintAttributes(rawValue: 1 << 6)
    public static let height = ConstraintAttributes(rawValue: 1 << 7)
    public static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    public static let centerY = ConstraintAttributes(rawValue: 1 << 9)
    public static let lastBaseline = ConstraintAttributes(rawValue: 1 << 10)
    public static let firstBaseline = ConstraintAttributes(rawValue: 1 << 11)
    public static let leftMargin = ConstraintAttributes(rawValue: 1 << 12)
    public static let rightMargin = ConstraintAttributes(rawValue: 1 << 13)
    public static let topMargin = ConstraintAttributes(rawValue: 1 << 14)
    public static let bottomMargin = ConstraintAttributes(rawValue: 1 << 15)
    public static let leadingMargin = ConstraintAttributes(rawValue: 1 << 16)
    public static let trailingMargin = ConstraintAttributes(rawValue: 1 << 17)
    public static let centerXWithinMargins = ConstraintAttributes(rawValue: 1 << 18)
    public static let centerYWithinMargins = ConstraintAttributes(rawValue: 1 << 19)

    public static let edges: ConstraintAttributes = [.top, .left, .right, .bottom]
    public static let horizontalEdges: ConstraintAttributes = [.left, .right]
    public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    public static let directionalEdges: ConstraintAttributes = [.top, .leading, .trailing, .bottom]
    public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
    public static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]
    public static let size: ConstraintAttributes = [.width, .height]
    public static let center: ConstraintAttributes = [.centerX, .centerY]
    public static let margins: ConstraintAttributes = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
    public static let directionalMargins: ConstraintAttributes = [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]
    public static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

    /// The one attribute an anchor names.
    init(_ attribute: LayoutConstraint.Attribute) {
        self = Self.order.first { $0.1 == attribute }?.0 ?? []
    }

    /// Each single attribute, in SnapKit's order.
    var layoutAttributes: [LayoutConstraint.Attribute] {
        Self.order.filter { contains($0.0) }.map(\.1)
    }

    private static let order: [(ConstraintAttributes, LayoutConstraint.Attribute)] = [
        (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom), (.leading, .leading), (.trailing, .trailing),
        (.width, .width), (.height, .height), (.centerX, .centerX), (.centerY, .centerY),
        (.lastBaseline, .lastBaseline), (.firstBaseline, .firstBaseline),
        (.leftMargin, .leftMargin), (.topMargin, .topMargin), (.rightMargin, .rightMargin), (.bottomMargin, .bottomMargin),
        (.leadingMargin, .leadingMargin), (.trailingMargin, .trailingMargin),
        (.centerXWithinMargins, .centerXWithinMargins), (.centerYWithinMargins, .centerYWithinMargins),
    ]
}
