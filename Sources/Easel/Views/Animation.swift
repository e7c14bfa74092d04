import Foundation

/// A Core Animation animation, as `CAAnimation` and its subclasses: accepted by
/// `Layer.add(_:forKey:)` so that animating code compiles and runs. Nothing moves in a render:
/// the layer shows its model values, as a screenshot taken after the animation would, except
/// that an animation kept on the layer when it ends (`isRemovedOnCompletion` false with
/// `fillMode` `.forwards` or `.both`, the way apps hold a ring at its end) shows its end value.
/// The delegate is never called (nothing starts or stops).
open class Animation: NSObject {
    /// Seconds; Core Animation's 0 means a quarter of a second.
    public var duration: TimeInterval = 0
    public var beginTime: TimeInterval = 0
    public var timeOffset: TimeInterval = 0
    public var speed: Float = 1
    public var repeatCount: Float = 0
    public var repeatDuration: TimeInterval = 0
    public var autoreverses = false
    public var fillMode: AnimationFillMode = .removed
    public var isRemovedOnCompletion = true
    public var timingFunction: MediaTimingFunction?
    public weak var delegate: AnimationDelegate?

    public override init() { super.init() }

    /// Whether the animation's end value stays on the layer once it ends.
    var holdsEndValue: Bool {
        !isRemovedOnCompletion && (fillMode == .forwards || fillMode == .both) && !autoreverses
    }

    /// Sets the value the layer shows after the animation, when it holds one.
    func applyEndValue(to layer: Layer) {}
}

/// What an animation shows outside its active time, as `CAMediaTimingFillMode`.
public enum AnimationFillMode: String, Hashable, Sendable {
    case removed, forwards, backwards, both
}

/// An animation's pacing curve, as `CAMediaTimingFunction`; a render shows no pacing.
public final class MediaTimingFunction: NSObject {
    public enum Name: String, Sendable {
        case linear, easeIn, easeOut, easeInEaseOut, `default`
    }

    public let controlPoints: [Float]

    public init(name: Name) {
        controlPoints = [0, 0, 1, 1]
        super.init()
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = [c1x, c1y, c2x, c2y]
        super.init()
    }
}

/// Told when animations start and stop, as `CAAnimationDelegate`; Easel never calls it.
public protocol AnimationDelegate: AnyObject {
    func animationDidStart(_ anim: Animation)
    func animationDidStop(_ anim: Animation, finished flag: Bool)
}

extension AnimationDelegate {
    public func animationDidStart(_ anim: Animation) {}
    public func animationDidStop(_ anim: Animation, finished flag: Bool) {}
}

/// An animation of one key path, as `CAPropertyAnimation`.
open class PropertyAnimation: Animation {
    public var keyPath: String?
    public var isAdditive = false
    public var isCumulative = false

    public init(keyPath path: String?) {
        keyPath = path
        super.init()
    }

    public override init() { super.init() }
}

/// From one value to another, as `CABasicAnimation`.
open class BasicAnimation: PropertyAnimation {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?

    override func applyEndValue(to layer: Layer) {
        guard holdsEndValue, let keyPath, let toValue else { return }
        layer.setAnimatedValue(toValue, forKeyPath: keyPath)
    }
}

/// A spring, as `CASpringAnimation`.
open class SpringAnimation: BasicAnimation {
    public var mass: CGFloat = 1
    public var stiffness: CGFloat = 100
    public var damping: CGFloat = 10
    public var initialVelocity: CGFloat = 0
    public var settlingDuration: TimeInterval { duration }
}

/// Through several values, as `CAKeyframeAnimation`.
open class KeyframeAnimation: PropertyAnimation {
    public var values: [Any]?
    public var keyTimes: [NSNumber]?
    public var path: GraphicsPath?
    public var timingFunctions: [MediaTimingFunction]?
    public var calculationMode = "linear"
    public var rotationMode: String?

    override func applyEndValue(to layer: Layer) {
        guard holdsEndValue, let keyPath, let last = values?.last else { return }
        layer.setAnimatedValue(last, forKeyPath: keyPath)
    }
}

/// Several animations together, as `CAAnimationGroup`.
open class AnimationGroup: Animation {
    public var animations: [Animation]?

    override func applyEndValue(to layer: Layer) {
        guard holdsEndValue else { return }
        for animation in animations ?? [] {
            // Members run inside the group, which holds their end values.
            let kept = animation.isRemovedOnCompletion, fill = animation.fillMode
            animation.isRemovedOnCompletion = false
            animation.fillMode = .forwards
            animation.applyEndValue(to: layer)
            animation.isRemovedOnCompletion = kept
            animation.fillMode = fill
        }
    }
}

/// A transition between layer states, as `CATransition`; a render shows the new state.
open class Transition: Animation {
    public var type = "fade"
    public var subtype: String?
}

extension Layer {
    /// Sets the model value an animation of `keyPath` ends at. The base knows the geometry,
    /// opacity and appearance keys; subclasses add theirs. An unknown key is reported.
    @discardableResult
    public func setAnimatedValue(_ value: Any, forKeyPath keyPath: String) -> Bool {
        if type(of: self).needsDisplay(forKey: keyPath) { setNeedsDisplay() }
        if setOwnAnimatedValue(value, forKeyPath: keyPath) { return true }
        let number = Layer.number(value)
        switch (keyPath, number) {
        case ("opacity", let n?): alphaValue = n
        case ("cornerRadius", let n?): cornerRadius = n
        case ("borderWidth", let n?): borderWidth = n
        case ("shadowOpacity", let n?): shadowAlpha = n
        case ("shadowRadius", let n?): shadowRadius = n
        case ("zPosition", let n?): zPosition = n
        case ("transform.scale", let n?): transform = Transform3D(scaleX: n, y: n, z: 1)
        case ("transform.scale.x", let n?): transform.m11 = n
        case ("transform.scale.y", let n?): transform.m22 = n
        case ("transform.rotation", let n?), ("transform.rotation.z", let n?): transform = Transform3D(rotationAngle: n, x: 0, y: 0, z: 1)
        case ("transform.translation.x", let n?): transform.m41 = n
        case ("transform.translation.y", let n?): transform.m42 = n
        default:
            switch (keyPath, value) {
            case ("transform", let t as Transform3D): transform = t
            case ("position", let p as CGPoint): position = p
            case ("bounds", let r as CGRect): bounds = r
            case ("backgroundColor", let c as Color): backgroundColor = c
            case ("borderColor", let c as Color): borderColor = c
            default:
                Layer.report(UnsupportedDrawing(layer: self, problem: "an animation of \"\(keyPath)\" to \(value) is not applied"))
                return false
            }
        }
        return true
    }

    /// A number animations give as `Float`, `Double`, `CGFloat`, `Int` or `NSNumber`.
    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let n as CGFloat: n
        case let n as Double: CGFloat(n)
        case let n as Float: CGFloat(n)
        case let n as Int: CGFloat(n)
        case let n as NSNumber: CGFloat(n.doubleValue)
        default: nil
        }
    }
}
