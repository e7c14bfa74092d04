import Easel

// Custom presentation and navigation transitions, declared so that app code that defines them
// compiles. Easel draws the screen a transition ends on: no controller is presented and nothing
// animates, so nothing here is ever called by Easel.

/// The key for a controller taking part in a transition, as `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The key for a view taking part in a transition, as `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What an animator is given, as `UIViewControllerContextTransitioning`.
public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for viewController: UIViewController) -> CGRect
    func finalFrame(for viewController: UIViewController) -> CGRect
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
}

/// An animator for a transition, as `UIViewControllerAnimatedTransitioning`.
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a transition by a gesture, as `UIViewControllerInteractiveTransitioning`.
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
}

/// Hands out animators for presentations, as `UIViewControllerTransitioningDelegate`; every
/// method is optional and answers nil by default.
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// An interactive transition driven by a percentage, as `UIPercentDrivenInteractiveTransition`.
/// It records what it is told; no transition runs in a render.
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    public var duration: CGFloat { 0 }
    public private(set) var percentComplete: CGFloat = 0
    public var completionSpeed: CGFloat = 1
    public var wantsInteractiveStart = true

    public init() {}

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}
    open func update(_ percentComplete: CGFloat) { self.percentComplete = percentComplete }
    open func cancel() { percentComplete = 0 }
    open func finish() { percentComplete = 1 }
    open func pause() {}
}

public typealias UIModalPresentationStyle = ModalPresentationStyle
public typealias UIModalTransitionStyle = ModalTransitionStyle
