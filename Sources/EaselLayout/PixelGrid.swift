import Foundation

/// The pixel grid of a screen with `scale` pixels per point, and UIKit's one rule for snapping
/// to it: sizes round up to the next whole pixel (as `UILabel.intrinsicContentSize` and
/// `sizeThatFits` do), positions round to the nearest pixel edge (as Auto Layout and
/// `UIStackView` place frames). At scale 2 a 20.287-point line of text is 20.5 points tall;
/// at scale 3 it is 20.333.
///
///     let grid = PixelGrid(scale: 3)
///     grid.ceil(20.287109375)    // 20.333…
///     grid.round(10.4)           // 10.333…
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point (1, 2 or 3 on iOS devices); anything not finite and above zero is 1.
    public let scale: CGFloat

    public init(scale: CGFloat) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// `length` rounded up to the next pixel. A length within a millionth of a pixel above a
    /// pixel edge stays on that edge, so arithmetic noise never adds a pixel; unlimited lengths
    /// (`.greatestFiniteMagnitude`, infinity) pass through.
    public func ceil(_ length: CGFloat) -> CGFloat {
        guard length.isFinite, abs(length) < 1e12 else { return length }
        return (length * scale - 1e-6).rounded(.up) / scale
    }

    /// `position` rounded to the nearest pixel edge (halves away from zero, as `round`).
    public func round(_ position: CGFloat) -> CGFloat {
        guard position.isFinite, abs(position) < 1e12 else { return position }
        return (position * scale).rounded() / scale
    }

    /// Both sides rounded up to the next pixel.
    public func ceil(_ size: CGSize) -> CGSize {
        CGSize(width: ceil(size.width), height: ceil(size.height))
    }

    /// The rectangle with each edge moved to the nearest pixel edge: neighbours that touched
    /// still touch, and a rectangle already on the grid keeps its size.
    public func align(_ rect: CGRect) -> CGRect {
        let minX = round(rect.minX), minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}
