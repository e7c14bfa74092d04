import Foundation

/// The screen code asks about, as UIKit's `UIScreen.main`: a `Device`'s bounds and scale. It
/// is the iPhone 15 (the device renders default to) unless a test sets another:
///
///     Screen.main = Screen(device: .iPhoneSE)
///
/// A controller's default `loadView()` sizes its view to the screen it is loaded for: the
/// device a render shows it on, else `Screen.main`.
public final class Screen: @unchecked Sendable {
    /// The screen layout code reads; set it to match the device a test renders on.
    public static var main: Screen {
        get { mainLock.withLock { mainStorage } }
        set { mainLock.withLock { mainStorage = newValue } }
    }

    // Behind a lock: tests and matrix cells render on several threads at once.
    private static let mainLock = NSLock()
    nonisolated(unsafe) private static var mainStorage = Screen(device: RenderConfiguration.defaultDevice)

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
