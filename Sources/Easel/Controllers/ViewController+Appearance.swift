import Foundation

/// How the status bar draws its content, as `UIStatusBarStyle`. Easel's status bar follows the
/// traits (dark content in light mode, light in dark), so a controller's preference is declared
/// and not drawn.
public enum StatusBarStyle: Int, Hashable, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// The orientations a controller supports, as `UIInterfaceOrientationMask`. Easel renders the
/// device's orientation (`Device.landscape`); the mask is declared and not consulted.
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: InterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// What a size change's animation offers, as `UIViewControllerTransitionCoordinator`. Easel
/// renders end states with no animation; `viewWillTransition(to:with:)` is never called by it.
public protocol TransitionCoordinator: AnyObject {
    /// Runs `animation` with the change and `completion` after it; true when they were queued.
    @discardableResult
    func animate(alongsideTransition animation: ((any TransitionCoordinatorContext) -> Void)?, completion: ((any TransitionCoordinatorContext) -> Void)?) -> Bool
}

/// The state of a transition a coordinator reports, as `UIViewControllerTransitionCoordinatorContext`.
public protocol TransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The duration of the transition.
    var transitionDuration: TimeInterval { get }
}
