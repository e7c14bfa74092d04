import Foundation

extension View {
    /// The deepest visible, interactive descendant containing `point` (in this view's bounds
    /// coordinates), as UIKit finds it: hidden views, views with alpha below 0.01 and views with
    /// `isUserInteractionEnabled` off are skipped with their subtrees, a point outside a view's
    /// bounds reaches none of its subviews, and later subviews are tried first. Transformed
    /// views are hit where they are drawn.
    /// (Overridable as UIKit's `hitTest(_:with:)`, which this calls with no event.)
    public func hitTest(_ point: CGPoint) -> View? {
        hitTest(point, with: nil)
    }

    /// Whether `point`, in bounds coordinates, is inside the view (`point(inside:with:)`).
    public func point(inside point: CGPoint) -> Bool {
        self.point(inside: point, with: nil)
    }

    /// The hit test `hitTest(_:with:)` does unless overridden.
    func defaultHitTest(_ point: CGPoint, with event: TouchEvent?) -> View? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(point.applying(subview.transformToSuperview().inverted()), with: event) { return hit }
        }
        return self
    }

    /// Delivers a tap at `point` (in this view's bounds coordinates) to the view under it, or the
    /// nearest ancestor of that view that handles taps (a `Button`, or a view with a
    /// `TapGestureRecognizer`, whose recognizers go first). Returns the view that took it, nil
    /// when nothing did.
    ///
    ///     screen.tap(at: loginButton.convert(loginButton.bounds.center, to: screen))
    @discardableResult
    public func tap(at point: CGPoint) -> View? {
        var responder = hitTest(point)
        while let view = responder {
            if view.recognizeTap(at: convert(point, to: view)) || view.handleTap() { return view }
            responder = view.superview
        }
        return nil
    }

    /// `point` in this view's bounds coordinates, converted into `view`'s (both in one tree;
    /// nil converts into the root's), through every transform on the way.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        point.applying(transform(to: view))
    }

    /// `point` in `view`'s bounds coordinates (nil: the root's), converted into this view's.
    ///
    ///     let inCard = card.convert(touch, from: screen)
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        point.applying(transform(from: view))
    }

    /// `rect` in this view's bounds coordinates, converted into `view`'s: the box around its
    /// converted corners when a transform turns it.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        rect.applying(transform(to: view))
    }

    /// `rect` in `view`'s bounds coordinates, converted into this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        rect.applying(transform(from: view))
    }

    private func transform(to view: View?) -> CGAffineTransform {
        transformToRoot.concatenating((view?.transformToRoot ?? .identity).inverted())
    }

    private func transform(from view: View?) -> CGAffineTransform {
        (view?.transformToRoot ?? .identity).concatenating(transformToRoot.inverted())
    }
}

extension CGRect {
    /// The middle point.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }
}
