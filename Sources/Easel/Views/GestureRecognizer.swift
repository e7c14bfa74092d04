import Foundation

/// Something that turns touches on a view into an action, as `UIGestureRecognizer`. Easel has
/// no touches of its own: `View.tap(at:)` is the only gesture, and it reaches the
/// `TapGestureRecognizer`s of the view under the point and of its ancestors.
open class GestureRecognizer {
    /// The view the recognizer is attached to (`View.addGestureRecognizer(_:)`).
    public internal(set) weak var view: View?
    /// A disabled recognizer ignores taps; they go on to the views below it.
    public var isEnabled = true
    /// Whether the view's own handling (a button's tap) is skipped once this recognizer took the
    /// tap, as UIKit's property of that name.
    public var cancelsTouchesInView = true

    private var actions: [(GestureRecognizer) -> Void] = []

    /// Where the recognizer is in its gesture, as `UIGestureRecognizer.state`: `.ended` (also
    /// spelled `.recognized`) while its actions run for a tap, `.possible` otherwise. Easel has
    /// no touches in flight, so no recognizer is ever `.began` or `.changed`.
    public internal(set) var state: State = .possible

    /// Told before the recognizer acts (GestureRecognizerDelegate.swift).
    public weak var delegate: GestureRecognizerDelegate?

    /// Where the tap being recognised fell, in the recognizer's view's bounds coordinates.
    var touchLocation: CGPoint?

    /// A recognizer that runs `action`, if given, each time it recognises its gesture.
    public init(action: ((GestureRecognizer) -> Void)? = nil) {
        if let action { actions.append(action) }
    }

    /// Runs `action` too each time the gesture is recognised.
    public func addAction(_ action: @escaping (GestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// Whether a single tap is this recognizer's gesture; the base recognizer takes none.
    open var recognizesSingleTap: Bool { false }

    /// Runs the actions, as when the gesture has just been recognised: `state` is `.ended`
    /// while they run, unless the delegate's `gestureRecognizerShouldBegin` says no.
    public func recognize() {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return }
        state = .ended
        defer { state = .possible }
        for action in actions { action(self) }
    }

    /// Where the gesture is, in `view`'s bounds coordinates (nil: the window's): the tap's point
    /// while its actions run, else the centre of the recognizer's view.
    public func location(in view: View?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let point = touchLocation ?? CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        return own.convert(point, to: view)
    }

    /// One touch: taps are made with one finger.
    public var numberOfTouches: Int { touchLocation == nil ? 0 : 1 }
}

/// Recognises taps, as `UITapGestureRecognizer`; `View.tap(at:)` fires it when
/// `numberOfTapsRequired` and `numberOfTouchesRequired` are 1 (their defaults).
///
///     let tap = TapGestureRecognizer { _ in print("card tapped") }
///     card.addGestureRecognizer(tap)
///     screen.tap(at: card.center)
open class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1

    open override var recognizesSingleTap: Bool {
        numberOfTapsRequired == 1 && numberOfTouchesRequired == 1
    }
}

extension View {
    /// The recognizers attached to the view, nil when there are none, as UIKit's property.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { recognizer.view = nil }
            attachedGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `recognizer` to the view, taking it off any other view first.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        attachedGestureRecognizers.append(recognizer)
    }

    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        attachedGestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    /// Fires the view's enabled single-tap recognizers; true when one of them takes the tap
    /// away from the view's own handling.
    func recognizeTap(at point: CGPoint? = nil) -> Bool {
        let recognizers = attachedGestureRecognizers.filter { $0.isEnabled && $0.recognizesSingleTap }
        for recognizer in recognizers {
            recognizer.touchLocation = point
            recognizer.recognize()
            recognizer.touchLocation = nil
        }
        return recognizers.contains { $0.cancelsTouchesInView }
    }
}
