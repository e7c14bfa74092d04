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

    public var description: String {
        "Pixel(\(red), \(green), \(blue), \(alpha))"
    }
}
