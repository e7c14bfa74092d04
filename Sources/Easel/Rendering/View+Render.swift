import Foundation

extension View {
    /// Lays the view out as the root of `configuration`'s screen and draws it and its subviews
    /// into an image. Every other render call is a spelling of this one.
    ///
    ///     let image = try card.render(RenderConfiguration(device: .iPhoneSE, traits: TraitCollection(userInterfaceStyle: .dark)))
    public func render(_ configuration: RenderConfiguration) throws -> Image {
        try ViewRenderer(configuration).render(self)
    }

    /// The canvas `render(_:)` draws, before it is read out as an image.
    package func renderCanvas(_ configuration: RenderConfiguration) throws -> Canvas {
        try ViewRenderer(configuration).canvas(self)
    }

    /// Makes the view the root of `configuration`'s screen and lays it out, as `render(_:)`
    /// does before drawing; returns the screen's traits.
    @discardableResult
    public func layOut(_ configuration: RenderConfiguration) throws -> TraitCollection {
        try ViewRenderer(configuration).layOut(self)
    }

    /// The view at `size` (or its current size, or the size it fits in) at `scale` pixels per
    /// point (else 2), with no device around it.
    ///
    ///     let image = try card.render(size: CGSize(width: 320, height: 200), scale: 2)
    ///     try image.writePNG(to: URL(fileURLWithPath: "card.png"))
    public func render(size: CGSize? = nil, scale: CGFloat? = nil) throws -> Image {
        try render(RenderConfiguration.checked(size: size, scale: scale))
    }

    /// The view as the root of a device's screen: at the device's size, with its safe area and
    /// its traits overridden by `traits`, and the status bar, home indicator and frame `chrome`
    /// asks for. Without a device, at the view's own size (or its fitting size when it has none),
    /// no safe area, at the traits' scale else 2.
    ///
    ///     let image = try card.render(on: .iPhoneSE, traits: TraitCollection(userInterfaceStyle: .dark))
    public func render(on device: Device?, traits: TraitCollection = TraitCollection(), chrome: DeviceChrome = .none) throws -> Image {
        try render(RenderConfiguration(device: device, traits: traits, chrome: chrome))
    }

    /// Lays the view out as `render(on:traits:)` would, without drawing; returns the screen's traits.
    @discardableResult
    public func layOut(on device: Device?, traits: TraitCollection = TraitCollection()) throws -> TraitCollection {
        try layOut(RenderConfiguration(device: device, traits: traits))
    }
}
