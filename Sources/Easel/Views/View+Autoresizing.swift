import Foundation

/// Which of a view's margins and sizes follow its superview's size, as `UIView.AutoresizingMask`.
///
///     banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]  // full width, pinned to the top
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension View {
    /// Moves and resizes the subviews by their `autoresizingMask` after this view's size
    /// changed from `oldSize`. As UIKit, the change along each axis is shared among the flexible
    /// parts (margins and size) in proportion to their lengths, evenly when they are all zero.
    func resizeSubviews(withOldSize oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        let delta = CGSize(width: newSize.width - oldSize.width, height: newSize.height - oldSize.height)
        guard delta.width.isFinite, delta.height.isFinite else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            let frame = subview.untransformedFrame
            let (x, width) = Self.share(delta.width, lead: frame.minX, length: frame.width, trail: oldSize.width - frame.maxX,
                                        flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.share(delta.height, lead: frame.minY, length: frame.height, trail: oldSize.height - frame.maxY,
                                         flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            let resized = CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
            if subview.transform.isIdentity {
                subview.frame = resized
            } else {
                subview.bounds.size = resized.size
                subview.center = resized.center
            }
        }
    }

    /// The new start and length on one axis.
    private static func share(_ delta: CGFloat, lead: CGFloat, length: CGFloat, trail: CGFloat,
                              flexible: (lead: Bool, length: Bool, trail: Bool)) -> (CGFloat, CGFloat) {
        guard delta != 0 else { return (lead, length) }
        let parts = [flexible.lead ? max(0, lead) : nil, flexible.length ? max(0, length) : nil, flexible.trail ? max(0, trail) : nil]
        let count = parts.compactMap { $0 }.count
        guard count > 0 else { return (lead, length) }
        let total = parts.compactMap { $0 }.reduce(0, +)
        func portion(_ part: CGFloat?) -> CGFloat {
            guard let part else { return 0 }
            return total > 0 ? delta * part / total : delta / CGFloat(count)
        }
        return (lead + portion(parts[0]), length + portion(parts[1]))
    }
}
