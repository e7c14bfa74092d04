import Foundation

/// What a mockup draws around a screen besides the app: the status bar (9:41, signal, Wi-Fi,
/// battery), the home indicator, and the device's outline. Snapshot tests leave it off; marketing
/// PNGs turn it on.
///
///     try vc.render(on: .iPhone15, chrome: DeviceChrome(statusBar: true, homeIndicator: true, frame: .bezel))
public struct DeviceChrome: Hashable, Sendable {
    /// How the screen's outline is drawn.
    public enum Frame: String, CaseIterable, Hashable, Sendable {
        /// A plain rectangle, the whole screen.
        case none
        /// The display's rounded corners cut out (transparent), as the glass shows it.
        case roundedCorners
        /// A black bezel around the rounded display; the image grows by `bezelWidth` on each side.
        case bezel
    }

    public var statusBar: Bool
    public var homeIndicator: Bool
    public var frame: Frame

    public init(statusBar: Bool = false, homeIndicator: Bool = false, frame: Frame = .none) {
        self.statusBar = statusBar
        self.homeIndicator = homeIndicator
        self.frame = frame
    }

    /// Nothing but the app: what snapshot tests compare.
    public static let none = DeviceChrome()
    /// Status bar and home indicator, square corners.
    public static let bars = DeviceChrome(statusBar: true, homeIndicator: true)
    /// Status bar, home indicator and a bezel: a picture of the phone.
    public static let mockup = DeviceChrome(statusBar: true, homeIndicator: true, frame: .bezel)

    /// The bezel's width in points.
    public static let bezelWidth: CGFloat = 14

    /// How far the screen sits from the image's edges.
    var screenOffset: CGFloat { frame == .bezel ? Self.bezelWidth : 0 }
}
