import EaselImage
import Foundation

extension Image {
    /// An image of one colour.
    ///
    ///     let image = try Image(pixelWidth: 2, pixelHeight: 2, scale: 1, fill: .white)
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, fill color: Color) throws {
        try self.init(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, fill: Pixel(color))
    }
}
