import Foundation

/// A screen to render on, as iOS reports it: its size in points and scale, the safe-area insets
/// its sensor housing, rounded corners and home indicator leave, its status bar, and the size
/// classes it gives its root view. Presets (`Device.iPhone15`, `.iPadPro13` ...) carry Apple's
/// published values, portrait; `.landscape` turns them on their side.
///
///     try vc.render(on: .iPhone15.landscape)
///     let custom = Device(size: CGSize(width: 400, height: 800), scale: 2, safeArea: EdgeInsets(top: 40, bottom: 20))
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// Phone or tablet: decides size classes and how the status bar and home indicator look.
    public enum Idiom: String, CaseIterable, Hashable, Sendable {
        case phone
        case pad
    }

    /// Which way up the screen is.
    public enum Orientation: String, CaseIterable, Hashable, Sendable {
        case portrait
        case landscape
    }

    public let name: String
    /// Points, in the current orientation.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The insets the root view's safe area has, in the current orientation.
    public let safeAreaInsets: EdgeInsets
    /// The radius of the display's rounded corners, in points (0 for square screens).
    public let displayCornerRadius: CGFloat
    /// The status bar's height in the current orientation; 0 where iOS hides it (iPhones in landscape).
    public let statusBarHeight: CGFloat
    /// Whether the screen shows a home indicator (every device without a home button).
    public let hasHomeIndicator: Bool
    public let idiom: Idiom
    public let orientation: Orientation

    /// The values of the other orientation, kept so that `landscape` and `portrait` can swap.
    private let turned: Turned

    private struct Turned: Hashable, Sendable {
        var safeAreaInsets: EdgeInsets
        var statusBarHeight: CGFloat
    }

    /// A device from its portrait values and its landscape ones (iOS does not simply rotate the
    /// insets: the home indicator stays at the bottom and the status bar goes away on iPhones).
    public init(
        name: String, size: CGSize, scale: CGFloat, idiom: Idiom = .phone,
        safeArea: EdgeInsets = .zero, landscapeSafeArea: EdgeInsets? = nil,
        statusBarHeight: CGFloat = 0, landscapeStatusBarHeight: CGFloat? = nil,
        displayCornerRadius: CGFloat = 0, hasHomeIndicator: Bool = false
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.idiom = idiom
        self.orientation = .portrait
        self.safeAreaInsets = safeArea
        self.statusBarHeight = statusBarHeight
        self.displayCornerRadius = displayCornerRadius
        self.hasHomeIndicator = hasHomeIndicator
        self.turned = Turned(
            safeAreaInsets: landscapeSafeArea ?? EdgeInsets(top: safeArea.left, left: safeArea.top, bottom: safeArea.right, right: safeArea.bottom),
            statusBarHeight: landscapeStatusBarHeight ?? statusBarHeight
        )
    }

    /// A screen of any size (a free-form device), with the safe area you give it and no status
    /// bar; it stays the same in both orientations but for its size.
    ///
    ///     let tall = Device(size: CGSize(width: 360, height: 800), scale: 3, safeArea: EdgeInsets(top: 24))
    public init(size: CGSize, scale: CGFloat = 2, safeArea: EdgeInsets = .zero) {
        self.init(
            name: "\(size.width.compactText)×\(size.height.compactText)", size: size, scale: scale,
            idiom: min(size.width, size.height) >= 600 ? .pad : .phone, safeArea: safeArea, landscapeSafeArea: safeArea
        )
    }

    private init(copying device: Device, orientation: Orientation) {
        name = device.name
        size = CGSize(width: device.size.height, height: device.size.width)
        scale = device.scale
        idiom = device.idiom
        self.orientation = orientation
        safeAreaInsets = device.turned.safeAreaInsets
        statusBarHeight = device.turned.statusBarHeight
        displayCornerRadius = device.displayCornerRadius
        hasHomeIndicator = device.hasHomeIndicator
        turned = Turned(safeAreaInsets: device.safeAreaInsets, statusBarHeight: device.statusBarHeight)
    }

    /// The same device turned on its side: width and height swap and the insets move where iOS
    /// puts them (on iPhones with a sensor housing, left and right; the home indicator below).
    public var landscape: Device {
        orientation == .landscape ? self : Device(copying: self, orientation: .landscape)
    }

    /// The same device upright.
    public var portrait: Device {
        orientation == .portrait ? self : Device(copying: self, orientation: .portrait)
    }

    /// The size in pixels.
    public var pixelSize: (width: Int, height: Int) {
        (Int(saturating: size.width * scale), Int(saturating: size.height * scale))
    }

    /// Compact on iPhones except the widest ones in landscape; regular on iPads.
    public var horizontalSizeClass: SizeClass {
        if idiom == .pad { return .regular }
        return orientation == .landscape && size.width >= 896 ? .regular : .compact
    }

    /// Regular on iPhones in portrait and on iPads; compact on iPhones in landscape.
    public var verticalSizeClass: SizeClass {
        idiom == .phone && orientation == .landscape ? .compact : .regular
    }

    /// Where the home indicator sits, in points, when the device has one: a pill centred near
    /// the bottom edge (134 × 5 on iPhones in portrait, wider in landscape and on iPads).
    public var homeIndicatorFrame: CGRect? {
        guard hasHomeIndicator else { return nil }
        let width: CGFloat = idiom == .pad ? 320 : (orientation == .landscape ? 208 : 134)
        return CGRect(x: (size.width - width) / 2, y: size.height - 8 - 5, width: width, height: 5)
    }

    /// The trait collection the screen gives its root view.
    public var traitCollection: TraitCollection { TraitCollection(device: self) }

    /// The preset's name in `Device.named` ("iPhone15"), else the size ("400x800"); with
    /// "-landscape" when turned. Snapshot matrices name their images with it.
    public var identifier: String {
        let upright = portrait
        let base = Device.presets.first { $0.device == upright }?.name ?? "\(upright.size.width.compactText)x\(upright.size.height.compactText)"
        return orientation == .landscape ? base + "-landscape" : base
    }

    public var description: String {
        let turned = orientation == .landscape ? " landscape" : ""
        return "\(name)\(turned) (\(size.width.compactText)×\(size.height.compactText) @\(scale.compactText)x)"
    }
}
