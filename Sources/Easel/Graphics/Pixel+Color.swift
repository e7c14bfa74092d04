import Foundation

extension Pixel {
    /// The colour rounded to 8 bits a component.
    public init(_ color: Color) {
        func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
    }

    public var color: Color {
        Color(red8: red, green8: green, blue8: blue, alpha8: alpha)
    }
}

extension Image {
    /// An image of one colour.
    ///
    ///     let image = try Image(pixelWidth: 2, pixelHeight: 2, scale: 1, fill: .white)
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, fill color: Color) throws {
        try self.init(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, fill: Pixel(color))
    }
}
