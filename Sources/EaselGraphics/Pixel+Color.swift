import EaselImage
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
