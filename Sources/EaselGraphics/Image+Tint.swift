import EaselImage
import Foundation

extension Image {
    /// The image in `color`, as UIImage's `withTintColor(_:)`: its shape (the alpha of each
    /// pixel) filled with the colour (its light value), drawn so whatever the view's tint is
    /// (`.alwaysOriginal`). A symbol keeps its glyph and draws it in the colour.
    public func withTintColor(_ color: Color) -> Image {
        let fill = Pixel(color.resolved(for: .light))
        var tinted = self
        for y in 0 ..< pixelHeight {
            for x in 0 ..< pixelWidth {
                let alpha = UInt8((Double(self[x, y].alpha) * Double(fill.alpha) / 255).rounded())
                tinted[x, y] = Pixel(red: fill.red, green: fill.green, blue: fill.blue, alpha: alpha)
            }
        }
        tinted.renderingMode = .alwaysOriginal
        if var symbol = tinted.symbolAttachment {
            symbol.tint = color
            tinted.symbolAttachment = symbol
        }
        return tinted
    }
}
