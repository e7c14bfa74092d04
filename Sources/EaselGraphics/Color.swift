import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, each component in 0...1. A dynamic
/// colour (`Color(light:dark:)`, and the system colours such as `.label` and `.systemBackground`)
/// also holds a dark-appearance value, chosen when it is drawn by the trait collection of the
/// view drawing it; its components are the light value.
///
///     let brand = Color(hex: "#FF6600")!
///     let faint = Color.systemBlue.withAlpha(0.3)
///     let card = Color(light: .white, dark: Color(hex: "#1C1C1E")!)
///
/// A class, as `UIColor`, so that app code extends it as it extends UIColor (`class var brand`,
/// `convenience init(hex:)`); it is immutable and compares by value, so it behaves as the value
/// it was before.
public final class Color: Hashable, Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double
    /// The dark-appearance value of a dynamic colour; nil for a plain colour.
    private let darkComponents: Components?

    private struct Components: Hashable, Sendable {
        var red, green, blue, alpha: Double
    }

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
        darkComponents = nil
    }

    private init(light: Components, dark: Components?) {
        red = light.red
        green = light.green
        blue = light.blue
        alpha = light.alpha
        darkComponents = dark
    }

    private var lightComponents: Components { Components(red: red, green: green, blue: blue, alpha: alpha) }

    /// A grey: `white` 0 is black, 1 is white.
    public convenience init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// 8-bit components, as design tools show them.
    public convenience init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    /// Parses CSS's hex forms `"#RGB"`, `"#RGBA"`, `"#RRGGBB"` and `"#RRGGBBAA"` (the `#` is
    /// optional, letters in either case; a short form's digits are doubled, `#F80` is `#FF8800`);
    /// `nil` for anything else.
    ///
    ///     Color(hex: "#FFF") == .white
    ///
    /// Disfavoured, so that an app's own `UIColor(hex:)` (a common extension, often parsing
    /// other forms) is the one its code calls.
    @_disfavoredOverload
    public convenience init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        var long = digits.count <= 4 ? String(digits.flatMap { [$0, $0] }) : String(digits)
        if long.count == 6 { long += "FF" }
        guard let value = UInt32(long, radix: 16) else { return nil }
        self.init(
            red8: UInt8(value >> 24 & 0xFF), green8: UInt8(value >> 16 & 0xFF),
            blue8: UInt8(value >> 8 & 0xFF), alpha8: UInt8(value & 0xFF)
        )
    }

    /// A colour that is `light` in the light appearance and `dark` in the dark one, as
    /// `UIColor { traits in ... }` resolves. (Dynamic colours given as either value count by
    /// their own light or dark value.)
    public convenience init(light: Color, dark: Color) {
        self.init(light: light.lightComponents, dark: dark.resolved(for: .dark).lightComponents)
    }

    /// Whether the colour changes with the appearance.
    public var isDynamic: Bool { darkComponents != nil }

    /// The plain colour drawn in `style` (`.unspecified` counts as light).
    public func resolved(for style: UserInterfaceStyle) -> Color {
        guard let dark = darkComponents else { return self }
        return Color(light: style == .dark ? dark : lightComponents, dark: nil)
    }

    /// The same colour with a different alpha (in both appearances).
    public func withAlpha(_ alpha: Double) -> Color {
        var light = lightComponents, dark = darkComponents
        light.alpha = Self.clamped(alpha)
        dark?.alpha = Self.clamped(alpha)
        return Color(light: light, dark: dark)
    }

    /// `"#RRGGBB"` when opaque, `"#RRGGBBAA"` otherwise (the light value of a dynamic colour).
    public var hexString: String {
        let parts = [red, green, blue] + (alpha < 1 ? [alpha] : [])
        return "#" + parts.map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }

    /// Equal when the components (and the dark components) are.
    public static func == (a: Color, b: Color) -> Bool {
        a === b || (a.lightComponents == b.lightComponents && a.darkComponents == b.darkComponents)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(lightComponents)
        hasher.combine(darkComponents)
    }
}

extension Color: CustomStringConvertible {
    public var description: String {
        isDynamic ? "\(hexString)/\(resolved(for: .dark).hexString)" : hexString
    }
}

// Plain colours, as UIColor's class properties.
extension Color {
    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let darkGray = Color(white: 1.0 / 3)
    public static let gray = Color(white: 0.5)
    public static let lightGray = Color(white: 2.0 / 3)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// Black, as UIKit's `darkText` (text on light backgrounds, whatever the appearance).
    public static let darkText = Color(white: 0)
    /// White at 60%, as UIKit's `lightText` (text on dark backgrounds).
    public static let lightText = Color(white: 1, alpha: 0.6)
}
