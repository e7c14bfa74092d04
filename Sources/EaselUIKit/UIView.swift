import Easel

public typealias UIView = View
public typealias UIResponder = Responder
public typealias UITouch = Touch
public typealias UIEvent = TouchEvent
public typealias UIEdgeInsets = EdgeInsets
public typealias UILayoutPriority = LayoutPriority
public typealias UIBezierPath = BezierPath
public typealias UITraitCollection = TraitCollection
public typealias UIUserInterfaceStyle = UserInterfaceStyle
public typealias UIContentSizeCategory = ContentSizeCategory
public typealias UIUserInterfaceSizeClass = SizeClass
public typealias UIUserInterfaceLayoutDirection = LayoutDirection

extension View {
    /// UIKit's name for a view's content mode lives on `UIImageView` in Easel.
    public typealias ContentMode = Easel.ContentMode
    public typealias AutoresizingMask = Easel.AutoresizingMask

    /// Moves `view` to the front of the subviews (drawn last).
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the back of the subviews (drawn first).
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index)
    }

    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    /// The window the view is in: its nearest `UIWindow` ancestor, nil when it is in none.
    public var window: UIWindow? {
        var current: View? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }
}

extension CGRect {
    /// UIKit's `rect.inset(by: UIEdgeInsets)` is EaselLayout's; this is `UIEdgeInsetsInsetRect`.
    public func insetBy(_ insets: EdgeInsets) -> CGRect { inset(by: insets) }
}

