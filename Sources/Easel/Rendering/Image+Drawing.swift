import Foundation

extension Image {
    /// Draws the image scaled into `rect` of the current drawing context, upright, as
    /// `UIImage.draw(in:)`; nothing outside a drawing context.
    public func draw(in rect: CGRect) {
        GraphicsContext.current?.canvas.draw(self, in: rect)
    }

    /// Draws the image at its size with its top left at `point`, as `UIImage.draw(at:)`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}
