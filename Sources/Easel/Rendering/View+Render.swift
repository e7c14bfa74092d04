import Foundation

extension View {
    /// Lays the view out at `size` (or its current size) and draws it and its subviews into an
    /// image at `scale` pixels per point.
    ///
    ///     let image = try card.render(size: CGSize(width: 320, height: 200), scale: 2)
    ///     try image.writePNG(to: URL(fileURLWithPath: "card.png"))
    public func render(size: CGSize? = nil, scale: CGFloat = 1) throws -> Image {
        try ViewRenderer(scale: scale).render(self, size: size)
    }

    /// Renders the view as the root of a device's screen: at the device's size, with its safe
    /// area and its traits (size classes, scale) overridden by `traits`, and the status bar,
    /// home indicator and frame `chrome` asks for. Without a device, at the view's own size (or
    /// its fitting size when it has none), no safe area, at the traits' scale else 2. A
    /// controller's root view renders through its controller, so it gets its appearance calls.
    ///
    ///     let image = try card.render(on: .iPhoneSE, traits: TraitCollection(userInterfaceStyle: .dark))
    public func render(on device: Device?, traits: TraitCollection = TraitCollection(), chrome: DeviceChrome = .none) throws -> Image {
        try renderCanvas(on: device, traits: traits, chrome: chrome).makeImage()
    }

    /// The canvas `render(on:traits:chrome:)` draws, before it is read out as an image.
    package func renderCanvas(on device: Device?, traits: TraitCollection = TraitCollection(), chrome: DeviceChrome = .none) throws -> Canvas {
        if let device, let viewController, superview == nil {
            return try viewController.renderCanvas(on: device, traits: traits, chrome: chrome)
        }
        let screen = try layOut(on: device, traits: traits)
        return try ViewRenderer(scale: screen.displayScale).drawCanvas(self, chrome: chrome, device: device)
    }

    /// Makes the view the root of a device's screen (its traits and safe area) and lays it out,
    /// as `render(on:traits:)` does before drawing; returns the screen's traits.
    @discardableResult
    public func layOut(on device: Device?, traits: TraitCollection = TraitCollection()) throws -> TraitCollection {
        let screen = (device?.traitCollection ?? .standard).overridden(by: traits)
        rootTraitCollection = screen
        rootSafeAreaInsets = device?.safeAreaInsets ?? .zero
        let size: CGSize
        if let device {
            size = device.size
        } else if bounds.isEmpty {
            size = layoutSize(fitting: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        } else {
            size = bounds.size
        }
        try ViewRenderer(scale: screen.displayScale).layout(self, size: size)
        return screen
    }
}
