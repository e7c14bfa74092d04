import Foundation

/// How content of one size is placed in bounds of another, as `UIView.ContentMode`.
public enum ContentMode: String, CaseIterable, Hashable, Sendable {
    /// Stretched to fill, ignoring the aspect ratio.
    case scaleToFill
    /// Scaled to fit inside, keeping the aspect ratio: letterboxed.
    case scaleAspectFit
    /// Scaled to cover, keeping the aspect ratio: cropped.
    case scaleAspectFill
    /// Unscaled, centred.
    case center
    case top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    /// The rectangle `content` occupies within `bounds`; it may extend outside for
    /// `.scaleAspectFill` and the unscaled modes.
    public func rect(for content: CGSize, in bounds: CGRect) -> CGRect {
        guard content.width > 0, content.height > 0 else { return bounds }
        let size: CGSize
        switch self {
        case .scaleToFill:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / content.width, sy = bounds.height / content.height
            let factor = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            size = CGSize(width: content.width * factor, height: content.height * factor)
        default:
            size = content
        }
        let spareX = bounds.width - size.width, spareY = bounds.height - size.height
        let x: CGFloat, y: CGFloat
        switch self {
        case .left, .topLeft, .bottomLeft: x = 0
        case .right, .topRight, .bottomRight: x = spareX
        default: x = spareX / 2
        }
        switch self {
        case .top, .topLeft, .topRight: y = 0
        case .bottom, .bottomLeft, .bottomRight: y = spareY
        default: y = spareY / 2
        }
        return CGRect(x: bounds.minX + x, y: bounds.minY + y, width: size.width, height: size.height)
    }
}
