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

    /// Renders the view as a snapshot shows it: at the device's size (without a device, at the
    /// view's own size, or its fitting size when it has none) and the traits' scale, else the
    /// device's, else 2.
    ///
    ///     let image = try card.render(on: .iPhoneSE, traits: Traits(displayScale: 1))
    public func render(on device: Device?, traits: Traits = Traits()) throws -> Image {
        let scale = traits.displayScale ?? device?.scale ?? 2
        // Set before measuring, so that the fitting size is on the same pixel grid as the layout.
        setDisplayScale(scale)
        if let device { return try render(size: device.size, scale: scale) }
        if bounds.isEmpty {
            return try render(size: layoutSize(fitting: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)), scale: scale)
        }
        return try render(scale: scale)
    }
}
