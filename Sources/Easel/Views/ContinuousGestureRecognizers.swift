import Foundation

// Gestures that need a finger moving or held: a render has no touches in flight, so these are
// declared with UIKit's settings and never fire (their `state` stays `.possible`). Attaching one
// changes nothing in the picture, as on a device until someone touches the screen.

/// Drags, as `UIPanGestureRecognizer`; never fires in a render.
open class PanGestureRecognizer: GestureRecognizer {
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max
    private var translation = CGPoint.zero

    /// How far the finger has moved, in `view`'s coordinates: zero, or what `setTranslation` set.
    public func translation(in view: View?) -> CGPoint { translation }
    public func setTranslation(_ translation: CGPoint, in view: View?) { self.translation = translation }
    /// Points per second: zero, as nothing moves.
    public func velocity(in view: View?) -> CGPoint { .zero }
}

/// Drags from a screen edge, as `UIScreenEdgePanGestureRecognizer`; never fires in a render.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    public var edges: RectEdge = []
}

/// Presses held in place, as `UILongPressGestureRecognizer`; never fires in a render.
open class LongPressGestureRecognizer: GestureRecognizer {
    public var minimumPressDuration: TimeInterval = 0.5
    public var allowableMovement: CGFloat = 10
    public var numberOfTapsRequired = 0
    public var numberOfTouchesRequired = 1
}

/// Swipes, as `UISwipeGestureRecognizer`; never fires in a render.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may go, as `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    public var direction: Direction = .right
    public var numberOfTouchesRequired = 1
}

/// Two-finger pinches, as `UIPinchGestureRecognizer`; never fires in a render.
open class PinchGestureRecognizer: GestureRecognizer {
    public var scale: CGFloat = 1
    public var velocity: CGFloat { 0 }
}

/// Two-finger turns, as `UIRotationGestureRecognizer`; never fires in a render.
open class RotationGestureRecognizer: GestureRecognizer {
    public var rotation: CGFloat = 0
    public var velocity: CGFloat { 0 }
}

/// The edges of a rectangle, as `UIRectEdge`.
public struct RectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = RectEdge(rawValue: 1 << 0)
    public static let left = RectEdge(rawValue: 1 << 1)
    public static let bottom = RectEdge(rawValue: 1 << 2)
    public static let right = RectEdge(rawValue: 1 << 3)
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
