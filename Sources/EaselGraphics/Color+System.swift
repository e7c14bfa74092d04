import Foundation

// iOS's system colours, light and dark, in one table.
//
// Values: Apple, Human Interface Guidelines, "Color" > "Specifications" > "System colors" (iOS,
// default contrast) and UIKit's documented UI element colours (`UIColor.label`, `.separator`,
// `.systemBackground` ...) as they resolve in each appearance; alphas are UIKit's.
extension Color {
    private static func system(_ light: String, _ dark: String, alpha: Double = 1, darkAlpha: Double? = nil) -> Color {
        // Both strings are constants below; a typo shows as clear in every test that draws it.
        let lightColor = (Color(hex: light) ?? .clear).withAlpha(alpha)
        let darkColor = (Color(hex: dark) ?? .clear).withAlpha(darkAlpha ?? alpha)
        return Color(light: lightColor, dark: darkColor)
    }

    public static let systemBlue = system("#007AFF", "#0A84FF")
    public static let systemGreen = system("#34C759", "#30D158")
    public static let systemIndigo = system("#5856D6", "#5E5CE6")
    public static let systemOrange = system("#FF9500", "#FF9F0A")
    public static let systemPink = system("#FF2D55", "#FF375F")
    public static let systemPurple = system("#AF52DE", "#BF5AF2")
    public static let systemRed = system("#FF3B30", "#FF453A")
    public static let systemTeal = system("#30B0C7", "#40CBE0")
    public static let systemYellow = system("#FFCC00", "#FFD60A")
    public static let systemMint = system("#00C7BE", "#63E6E2")
    public static let systemCyan = system("#32ADE6", "#64D2FF")
    public static let systemBrown = system("#A2845E", "#AC8E68")
    public static let systemGray = system("#8E8E93", "#8E8E93")
    public static let systemGray2 = system("#AEAEB2", "#636366")
    public static let systemGray3 = system("#C7C7CC", "#48484A")
    public static let systemGray4 = system("#D1D1D6", "#3A3A3C")
    public static let systemGray5 = system("#E5E5EA", "#2C2C2E")
    public static let systemGray6 = system("#F2F2F7", "#1C1C1E")

    public static let label = system("#000000", "#FFFFFF")
    public static let secondaryLabel = system("#3C3C43", "#EBEBF5", alpha: 0.6)
    public static let tertiaryLabel = system("#3C3C43", "#EBEBF5", alpha: 0.3)
    public static let quaternaryLabel = system("#3C3C43", "#EBEBF5", alpha: 0.18, darkAlpha: 0.16)
    public static let placeholderText = system("#3C3C43", "#EBEBF5", alpha: 0.3)
    public static let link = system("#007AFF", "#0984FF")
    public static let separator = system("#3C3C43", "#545458", alpha: 0.29, darkAlpha: 0.6)
    public static let opaqueSeparator = system("#C6C6C8", "#38383A")

    public static let systemBackground = system("#FFFFFF", "#000000")
    public static let secondarySystemBackground = system("#F2F2F7", "#1C1C1E")
    public static let tertiarySystemBackground = system("#FFFFFF", "#2C2C2E")
    public static let systemGroupedBackground = system("#F2F2F7", "#000000")
    public static let secondarySystemGroupedBackground = system("#FFFFFF", "#1C1C1E")
    public static let tertiarySystemGroupedBackground = system("#F2F2F7", "#2C2C2E")
    public static let systemFill = system("#787880", "#787880", alpha: 0.2, darkAlpha: 0.36)
    public static let secondarySystemFill = system("#787880", "#787880", alpha: 0.16, darkAlpha: 0.32)
    public static let tertiarySystemFill = system("#767680", "#767680", alpha: 0.12, darkAlpha: 0.24)
    public static let quaternarySystemFill = system("#747480", "#767680", alpha: 0.08, darkAlpha: 0.18)

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
