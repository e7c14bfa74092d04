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
}
