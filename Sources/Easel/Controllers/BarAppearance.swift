import Foundation

/// The colours UIKit's bars draw with (the default "chrome" material flattened to a colour,
/// since Easel draws no blur), shared by the navigation bar and the tab bar.
enum BarAppearance {
    /// The standard appearance's background.
    static let background = Color(light: Color(hex: "#F9F9F9F0") ?? .white, dark: Color(hex: "#1D1D1DF0") ?? .black)
    /// The hairline between a bar and the content.
    static let shadow = Color(light: Color(white: 0, alpha: 0.3), dark: Color(white: 1, alpha: 0.15))
    /// Unselected tab items.
    static let unselected = Color(light: Color(hex: "#999999") ?? .gray, dark: Color(hex: "#757575") ?? .gray)
}
