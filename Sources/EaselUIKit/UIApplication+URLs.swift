import Foundation

extension UIApplication {
    /// The options `open(_:options:completionHandler:)` takes, as UIKit's type.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Opens nothing: a rendered screen has no other app to hand the URL to. The completion
    /// handler is called at once with `false`, as iOS calls it when no app takes the URL.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// False: no app is installed to open anything.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// The URL of the app's page in Settings, as `UIApplication.openSettingsURLString`.
    public static let openSettingsURLString = "app-settings:"

    /// The app's icon badge; nothing shows it.
    public var applicationIconBadgeNumber: Int {
        get { 0 }
        set {}
    }

    /// Accepted and ignored: a render has no run loop to keep awake.
    public var isIdleTimerDisabled: Bool {
        get { false }
        set {}
    }
}
