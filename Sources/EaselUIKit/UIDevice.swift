import Easel
import Foundation

/// The kind of device an interface is for, as `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision
}

/// Which way up a device is held, as `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device the app runs on, as `UIDevice.current`: the device of `UIScreen.main` (the one
/// renders use unless a test sets another), so code that branches on the idiom or the
/// orientation takes the branch that device would.
///
///     UIScreen.main = UIScreen(device: .iPadPro13)
///     UIDevice.current.userInterfaceIdiom == .pad   // true
public final class UIDevice: @unchecked Sendable {
    /// The device of `UIScreen.main`, read each time so that it follows the screen.
    public static var current: UIDevice { UIDevice(device: UIScreen.main.device) }

    private let device: Device

    init(device: Device) { self.device = device }

    /// Phone or pad, as the screen's device is.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { device.idiom == .pad ? .pad : .phone }
    /// Portrait, or landscape-left for a device turned on its side (the home indicator on the right).
    public var orientation: UIDeviceOrientation { device.orientation == .landscape ? .landscapeLeft : .portrait }
    /// The device's name, as Easel's `Device` names it.
    public var name: String { device.name }
    /// "iPhone" or "iPad".
    public var model: String { device.idiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    public var systemName: String { "iOS" }
    /// The iOS version whose look Easel draws.
    public var systemVersion: String { "17.0" }
    /// A fixed identifier: the same on every run, as renders must be.
    public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
    /// Whether code asked for orientation notifications (there are none: nothing turns).
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Battery monitoring is accepted and reports nothing: `batteryLevel` is -1, as when off.
    public var isBatteryMonitoringEnabled = false
    public var batteryLevel: Float { -1 }
    public var isMultitaskingSupported: Bool { true }

    /// Accepted and ignored: a rendered device never turns.
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
}
