import Foundation

/// The orientation of the app's interface, as `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// How the status bar animates when it appears or hides, as `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}
