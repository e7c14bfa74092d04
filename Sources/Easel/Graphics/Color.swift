import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, each component in 0...1.
///
///     let brand = Color(hex: "#FF6600")!
///     let faint = Color.systemBlue.withAlpha(0.3)
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
    }

    /// A grey: `white` 0 is black, 1 is white.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// 8-bit components, as design tools show them.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    /// Parses CSS's hex forms `"#RGB"`, `"#RGBA"`, `"#RRGGBB"` and `"#RRGGBBAA"` (the `#` is
    /// optional, letters in either case; a short form's digits are doubled, `#F80` is `#FF8800`);
    /// `nil` for anything else.
    ///
    ///     Color(hex: "#FFF") == .white
    public init?(hex: String) {
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

    /// The same colour with a different alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `"#RRGGBB"` when opaque, `"#RRGGBBAA"` otherwise.
    public var hexString: String {
        let parts = [red, green, blue] + (alpha < 1 ? [alpha] : [])
        return "#" + parts.map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }
}

extension Color: CustomStringConvertible {
    public var description: String { hexString }
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
}

// iOS system colours, light appearance, with the values UIKit documents.
extension Color {
    private static func system(_ hex: String, alpha: Double = 1) -> Color {
        Color(hex: hex)!.withAlpha(alpha)
    }

    public static let systemBlue = system("#007AFF")
    public static let systemGreen = system("#34C759")
    public static let systemIndigo = system("#5856D6")
    public static let systemOrange = system("#FF9500")
    public static let systemPink = system("#FF2D55")
    public static let systemPurple = system("#AF52DE")
    public static let systemRed = system("#FF3B30")
    public static let systemTeal = system("#30B0C7")
    public static let systemYellow = system("#FFCC00")
    public static let systemMint = system("#00C7BE")
    public static let systemCyan = system("#32ADE6")
    public static let systemBrown = system("#A2845E")
    public static let systemGray = system("#8E8E93")
    public static let systemGray2 = system("#AEAEB2")
    public static let systemGray3 = system("#C7C7CC")
    public static let systemGray4 = system("#D1D1D6")
    public static let systemGray5 = system("#E5E5EA")
    public static let systemGray6 = system("#F2F2F7")

    public static let label = system("#000000")
    public static let secondaryLabel = system("#3C3C43", alpha: 0.6)
    public static let tertiaryLabel = system("#3C3C43", alpha: 0.3)
    public static let quaternaryLabel = system("#3C3C43", alpha: 0.18)
    public static let placeholderText = system("#3C3C43", alpha: 0.3)
    public static let link = system("#007AFF")
    public static let separator = system("#3C3C43", alpha: 0.29)
    public static let opaqueSeparator = system("#C6C6C8")

    public static let systemBackground = system("#FFFFFF")
    public static let secondarySystemBackground = system("#F2F2F7")
    public static let tertiarySystemBackground = system("#FFFFFF")
    public static let systemGroupedBackground = system("#F2F2F7")
    public static let secondarySystemGroupedBackground = system("#FFFFFF")
    public static let tertiarySystemGroupedBackground = system("#F2F2F7")
    public static let systemFill = system("#787880", alpha: 0.2)
    public static let secondarySystemFill = system("#787880", alpha: 0.16)
    public static let tertiarySystemFill = system("#767680", alpha: 0.12)
    public static let quaternarySystemFill = system("#747480", alpha: 0.08)

    /// Every named colour, by the name screen files and the command line use.
    public static let named: [String: Color] = [
        "clear": .clear, "black": .black, "white": .white, "darkGray": .darkGray, "gray": .gray,
        "lightGray": .lightGray, "red": .red, "green": .green, "blue": .blue,
        "systemBlue": .systemBlue, "systemGreen": .systemGreen, "systemIndigo": .systemIndigo,
        "systemOrange": .systemOrange, "systemPink": .systemPink, "systemPurple": .systemPurple,
        "systemRed": .systemRed, "systemTeal": .systemTeal, "systemYellow": .systemYellow,
        "systemMint": .systemMint, "systemCyan": .systemCyan, "systemBrown": .systemBrown,
        "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3,
        "systemGray4": .systemGray4, "systemGray5": .systemGray5, "systemGray6": .systemGray6,
        "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
        "quaternaryLabel": .quaternaryLabel, "placeholderText": .placeholderText, "link": .link,
        "separator": .separator, "opaqueSeparator": .opaqueSeparator,
        "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
        "tertiarySystemBackground": .tertiarySystemBackground,
        "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
        "systemFill": .systemFill, "secondarySystemFill": .secondarySystemFill,
        "tertiarySystemFill": .tertiarySystemFill, "quaternarySystemFill": .quaternarySystemFill,
    ]
}
