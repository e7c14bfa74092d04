import Foundation

/// An object in the chain that events travel up, as `UIResponder`: views and view controllers
/// descend from it (and from Foundation's `NSObject`, as in UIKit, so that extensions of
/// `NSObject` reach them). Easel sends no touches, so the `touches…` methods are there to be
/// overridden and are never called; first-responder state is kept per window (the root of the
/// view tree), and no keyboard is drawn for it.
///
///     final class NameField: TextField {
///         override var canBecomeFirstResponder: Bool { true }
///     }
///     field.becomeFirstResponder()   // field.isFirstResponder == true
open class Responder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder up the chain: a view's superview (or the controller whose root view
    /// it is), a controller's view's superview. The base has none.
    open var next: Responder? { nil }

    /// Whether the object can become first responder (UIKit's default: no; text fields can).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the object gives up first responder when asked (UIKit's default: yes).
    open var canResignFirstResponder: Bool { true }

    /// Whether the object is its window's first responder.
    open var isFirstResponder: Bool {
        guard let root = responderRoot else { return false }
        return root.firstResponderStorage === self
    }

    /// Makes the object its window's first responder when `canBecomeFirstResponder` allows and
    /// the current one resigns; true when it is first responder afterwards. An object outside
    /// any view tree cannot become first responder, as in UIKit.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let root = responderRoot else { return false }
        if root.firstResponderStorage === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = root.firstResponderStorage, !current.resignFirstResponder() { return false }
        root.firstResponderStorage = self
        return true
    }

    /// Stops being first responder when `canResignFirstResponder` allows; true when it is not
    /// first responder afterwards.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let root = responderRoot, root.firstResponderStorage === self else { return true }
        guard canResignFirstResponder else { return false }
        root.firstResponderStorage = nil
        return true
    }

    /// Called when touches begin; Easel delivers taps through `tap(at:)` and never calls it.
    open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {}
    /// Called when touches move; never called by Easel.
    open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {}
    /// Called when touches end; never called by Easel.
    open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {}
    /// Called when touches are cancelled; never called by Easel.
    open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {}

    /// The root of the view tree the object is in (its window), which keeps the first responder.
    var responderRoot: View? { nil }

    /// Prints the responder's content (UIKit's `printContent(_:)`, the Print menu command);
    /// nothing prints in a render, so Easel never calls it. Declared so that overrides compile.
    open func printContent(_ sender: Any?) {}
}

/// A finger on the screen, as `UITouch`. Easel sends no touches; the type exists so that
/// `touchesBegan(_:with:)` overrides compile.
public final class Touch: NSObject {
    /// Where the touch is, in `view`'s coordinates (Easel makes no touches, so always zero).
    public func location(in view: View?) -> CGPoint { .zero }
    /// Where the touch was before it moved (always zero).
    public func previousLocation(in view: View?) -> CGPoint { .zero }
    /// The view the touch began in.
    public private(set) weak var view: View?
    /// Taps in a row at this point.
    public var tapCount: Int { 1 }
}

/// An event that touches belong to, as `UIEvent`. Easel sends none; the type exists so that
/// responder and control overrides compile.
public final class TouchEvent: NSObject {
    /// The touches of the event (none).
    public var allTouches: Set<Touch>? { nil }
}
