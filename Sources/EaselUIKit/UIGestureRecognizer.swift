import Easel

public typealias UIGestureRecognizer = GestureRecognizer
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias UIRectEdge = RectEdge
public typealias UIRectCorner = Corners

extension Corners {
    /// Every corner, as `UIRectCorner.allCorners`.
    public static let allCorners = Corners.all
}

extension GestureRecognizer {
    /// A recognizer that calls `action` on `target` when `tap(at:)` recognises it.
    public convenience init(target: Any?, action: EaselSelector?) {
        self.init(action: nil)
        if let action { addTarget(target, action: action) }
    }

    /// Calls `action` on `target` (held weakly) each time the gesture is recognised.
    public func addTarget(_ target: Any?, action: EaselSelector) {
        guard let target = target.map({ $0 as AnyObject }) else { return }
        addAction { [weak target] recognizer in
            guard let target else { return }
            action.perform(on: target, sender: recognizer)
        }
    }
}
