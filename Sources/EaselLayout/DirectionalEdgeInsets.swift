import Foundation

/// Distances inward from each edge, with leading and trailing instead of left and right, as
/// `NSDirectionalEdgeInsets`: in a right-to-left layout, leading is the right edge.
///
///     view.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = DirectionalEdgeInsets()

    /// The same insets with leading and trailing turned into left and right for a layout that
    /// reads left to right, or right to left.
    public func edgeInsets(isRightToLeft: Bool) -> EdgeInsets {
        isRightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

extension EdgeInsets {
    /// These insets with left and right read as leading and trailing in a layout of that direction.
    public func directional(isRightToLeft: Bool) -> DirectionalEdgeInsets {
        isRightToLeft
            ? DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
