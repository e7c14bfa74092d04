import Easel
import Foundation

/// The screen UIKit code asks about, as `UIScreen.main`: a `Device`'s bounds and scale. It is
/// the iPhone 15 (the device renders default to) unless a test sets another:
///
///     UIScreen.main = UIScreen(device: .iPhoneSE)
public final class UIScreen: @unchecked Sendable {
    /// The screen layout code reads; set it to match the device a test renders on.
    public static var main: UIScreen {
        get { mainLock.withLock { mainStorage } }
        set { mainLock.withLock { mainStorage = newValue } }
    }

    // Behind a lock: tests and matrix cells render on several threads at once.
    private static let mainLock = NSLock()
    nonisolated(unsafe) private static var mainStorage = UIScreen(device: RenderConfiguration.defaultDevice)

    public let device: Device

    public init(device: Device) { self.device = device }

    /// The screen in points, origin at zero.
    public var bounds: CGRect { CGRect(origin: .zero, size: device.size) }
    /// The screen in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: device.size.width * device.scale, height: device.size.height * device.scale) }
    public var scale: CGFloat { device.scale }
    public var nativeScale: CGFloat { device.scale }
    /// The device's traits (light, default text size).
    public var traitCollection: TraitCollection { TraitCollection(device: device) }
}

/// The running app, as `UIApplication.shared`: enough to read the window and the traits.
public final class UIApplication: @unchecked Sendable {
    public static let shared = UIApplication()

    /// The app's windows; code that makes a `UIWindow` appends it, or sets `keyWindow`.
    public var windows: [UIWindow] = []

    /// The window made key last, else the first.
    public var keyWindow: UIWindow? {
        get { windows.last(where: \.isKeyWindow) ?? windows.first }
        set {
            guard let newValue else { return }
            if !windows.contains(where: { $0 === newValue }) { windows.append(newValue) }
            newValue.makeKeyAndVisible()
        }
    }

    /// The reader's text size: the main screen's.
    public var preferredContentSizeCategory: ContentSizeCategory { UIScreen.main.traitCollection.preferredContentSizeCategory }

    /// Easel lays out left to right unless traits say otherwise.
    public var userInterfaceLayoutDirection: LayoutDirection { UIScreen.main.traitCollection.layoutDirection }
}
