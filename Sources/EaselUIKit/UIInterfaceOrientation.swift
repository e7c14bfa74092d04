import Foundation

/// The orientation of the app's interface, as `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a controller supports, as `UIInterfaceOrientationMask`. Easel renders the
/// orientation of the device it is given; the mask is read by nothing.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

/// The status bar's text colour, as `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark text in the light appearance, light text in the dark one.
    case `default`
    /// Light text, for dark backgrounds.
    case lightContent
    /// Dark text, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it appears or hides, as `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}
