import Foundation

/// Distances inward from each edge of a rectangle, as `UIEdgeInsets`.
///
///     let padded = rect.inset(by: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    public init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// `horizontal` on the left and right, `vertical` on the top and bottom.
    public init(horizontal: CGFloat = 0, vertical: CGFloat = 0) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    public static let zero = EdgeInsets()

    /// Left plus right.
    public var horizontal: CGFloat { left + right }
    /// Top plus bottom.
    public var vertical: CGFloat { top + bottom }
}

extension CGRect {
    /// The rectangle shrunk by `insets`, never to a negative size (as `UIEdgeInsetsInsetRect`
    /// would produce, which UIKit then standardizes).
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: max(0, size.width - insets.horizontal),
            height: max(0, size.height - insets.vertical)
        )
    }
}
