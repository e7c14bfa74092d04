import Foundation

/// Where a control places its content across its width (`UIControl.ContentHorizontalAlignment`).
public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
    case center, left, right, fill, leading, trailing

    /// `.leading` and `.trailing` resolved for the layout direction.
    public func resolved(rightToLeft: Bool) -> ContentHorizontalAlignment {
        switch self {
        case .leading: rightToLeft ? .right : .left
        case .trailing: rightToLeft ? .left : .right
        default: self
        }
    }

    /// The offset of content `width` wide in `available` points, for an alignment already
    /// resolved; `.fill` (content stretched by its owner) starts at 0.
    func offset(of width: CGFloat, in available: CGFloat) -> CGFloat {
        switch self {
        case .center: max(0, (available - width) / 2)
        case .right: available - width
        default: 0
        }
    }
}

/// Where a control places its content down its height (`UIControl.ContentVerticalAlignment`).
public enum ContentVerticalAlignment: Int, Hashable, Sendable {
    case center, top, bottom, fill

    /// The offset of content `height` tall in `available` points; `.fill` starts at 0.
    func offset(of height: CGFloat, in available: CGFloat) -> CGFloat {
        switch self {
        case .center: (available - height) / 2
        case .bottom: available - height
        default: 0
        }
    }
}
