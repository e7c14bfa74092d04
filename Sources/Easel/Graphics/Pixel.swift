/// One 8-bit RGBA pixel with straight (not premultiplied) alpha, as a PNG file stores it.
public struct Pixel: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour rounded to 8 bits a component.
    public init(_ color: Color) {
        func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
    }

    public var color: Color {
        Color(red8: red, green8: green, blue8: blue, alpha8: alpha)
    }

    public var description: String {
        "Pixel(\(red), \(green), \(blue), \(alpha))"
    }
}
