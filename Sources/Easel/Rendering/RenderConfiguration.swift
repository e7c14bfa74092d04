import Foundation

/// Everything a render is told besides what to draw: the screen (a device, or a bare size), the
/// traits over that screen's, what chrome to draw around it, and so the scale. Views, controllers,
/// screen files and nodes all render through one of these, as swift-snapshot-testing's strategies
/// all pull back to one; a snapshot matrix is a list of them.
///
///     let dark = RenderConfiguration(device: .iPhoneSE, traits: TraitCollection(userInterfaceStyle: .dark))
///     let image = try card.render(dark)
///     let icon = try badge.render(RenderConfiguration(size: CGSize(width: 40, height: 40), scale: 3))
public struct RenderConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// The screen the root fills: its size, safe area, size classes and scale. Without one, the
    /// root keeps `size`, else its own size, else the size it fits in; it gets no safe area, and
    /// what renders it decides whether that is allowed (a view controller always fills a
    /// screen: without a device it fills `RenderConfiguration.defaultDevice`'s).
    public var device: Device?
    /// The root's size when it is not the device's: a bare view rendered at a size.
    public var size: CGSize?
    /// Traits over the screen's; a `displayScale` here wins over the device's.
    public var traits: TraitCollection
    /// The status bar, home indicator and outline drawn around the screen (only with a device).
    public var chrome: DeviceChrome

    public init(device: Device? = nil, size: CGSize? = nil, traits: TraitCollection = TraitCollection(), chrome: DeviceChrome = .none) {
        self.device = device
        self.size = size
        self.traits = traits
        self.chrome = chrome
    }

    /// A bare view at `size` (or its own size), at `scale` pixels per point (else 2).
    public init(size: CGSize?, scale: CGFloat?) {
        self.init(size: size, traits: TraitCollection(displayScale: scale ?? 0))
    }

    /// A bare view at `size` at a scale the caller gave: nil leaves it to the configuration, and
    /// anything but a positive finite number is an error rather than the default in disguise.
    static func checked(size: CGSize?, scale: CGFloat?) throws -> RenderConfiguration {
        if let scale, !(scale.isFinite && scale > 0) { throw ImageError.invalidScale(Double(scale)) }
        return RenderConfiguration(size: size, scale: scale)
    }

    /// The device a controller fills when the configuration names none.
    public static let defaultDevice = Device.iPhone15

    /// The traits the root view gets: the device's (or `TraitCollection.standard` without one),
    /// overridden by `traits`.
    public var screenTraits: TraitCollection {
        (device?.traitCollection ?? .standard).overridden(by: traits)
    }

    /// Pixels per point: the traits' `displayScale`, else the device's, else 2. Setting it sets
    /// the traits' scale.
    public var scale: CGFloat {
        get { screenTraits.displayScale }
        set { traits.displayScale = newValue.isFinite && newValue > 0 ? newValue : 0 }
    }

    /// The same configuration on `fallback` when it names no device.
    public func onDevice(else fallback: Device) -> RenderConfiguration {
        var copy = self
        if copy.device == nil { copy.device = fallback }
        return copy
    }

    /// A name for an image made in this configuration ("iPhone15-dark-AX5-rtl"): the device's
    /// preset name (with "-landscape") or the size, then what the traits set: appearance, text
    /// size (short name), "rtl", scale.
    public var name: String {
        var parts = [device?.identifier ?? size.map { "\($0.width.compactText)x\($0.height.compactText)" } ?? "view"]
        if traits.userInterfaceStyle != .unspecified { parts.append(traits.userInterfaceStyle.rawValue) }
        if traits.preferredContentSizeCategory != .unspecified { parts.append(traits.preferredContentSizeCategory.shortName) }
        if traits.layoutDirection == .rightToLeft { parts.append("rtl") }
        if traits.displayScale > 0 { parts.append("\(traits.displayScale.compactText)x") }
        return parts.joined(separator: "-")
    }

    public var description: String { name }
}
