import Foundation

extension View {
    /// The deepest visible, interactive descendant containing `point` (in this view's bounds
    /// coordinates), as UIKit finds it: hidden views, views with alpha below 0.01 and views with
    /// `isUserInteractionEnabled` off are skipped with their subtrees, a point outside a view's
    /// bounds reaches none of its subviews, and later subviews are tried first.
    public func hitTest(_ point: CGPoint) -> View? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, fromSuperview: self)) { return hit }
        }
        return self
    }

    /// Whether `point`, in bounds coordinates, is inside the view.
    public func point(inside point: CGPoint) -> Bool {
        bounds.contains(point)
    }

    /// Delivers a tap at `point` (in this view's bounds coordinates) to the view under it, or the
    /// nearest ancestor of that view that handles taps (a `Button`). Returns the view that took it,
    /// nil when nothing did.
    ///
    ///     screen.tap(at: loginButton.convert(loginButton.bounds.center, to: screen))
    @discardableResult
    public func tap(at point: CGPoint) -> View? {
        var responder = hitTest(point)
        while let view = responder {
            if view.handleTap() { return view }
            responder = view.superview
        }
        return nil
    }

    /// `point` in this view's bounds coordinates, converted into `view`'s (both in one tree).
    public func convert(_ point: CGPoint, to view: View) -> CGPoint {
        let mine = originInWindow, theirs = view.originInWindow
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    /// `rect` in this view's bounds coordinates, converted into `view`'s.
    public func convert(_ rect: CGRect, to view: View) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Where this view's bounds origin lies in the root view's bounds coordinates.
    private var originInWindow: CGPoint {
        var point = CGPoint(x: -bounds.minX, y: -bounds.minY)
        var view: View = self
        while let parent = view.superview {
            point.x += view.frame.minX - parent.bounds.minX
            point.y += view.frame.minY - parent.bounds.minY
            view = parent
        }
        return point
    }

    private func convert(_ point: CGPoint, fromSuperview superview: View) -> CGPoint {
        CGPoint(x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
    }
}

extension CGRect {
    /// The middle point.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }
}
