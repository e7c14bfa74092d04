import Easel

/// The bar metrics UIKit's bar appearance methods take. A render draws the portrait phone bar,
/// so `.default` is the one that counts; images set for the others are kept and not drawn.
public enum UIBarMetrics: Int, Sendable {
    case `default`, compact, defaultPrompt, compactPrompt
}

public typealias UISearchController = SearchController
public typealias UISearchResultsUpdating = SearchResultsUpdating

extension NavigationBar {
    /// Sets the bar's background image for `barMetrics` (`.default` is the one drawn).
    public func setBackgroundImage(_ image: Image?, for barMetrics: UIBarMetrics) {
        if barMetrics == .default { backgroundImage = image }
    }

    /// The background image for `barMetrics`.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> Image? {
        barMetrics == .default ? backgroundImage : nil
    }

    /// The inline title's attributes, as UIKit's: the foreground colour and the font are drawn.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { Self.attributes(color: titleTextColor, font: titleFont) }
        set {
            titleTextColor = newValue?[.foregroundColor] as? Color
            titleFont = newValue?[.font] as? Font
        }
    }

    /// The large title's attributes: the foreground colour and the font are drawn.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { Self.attributes(color: largeTitleTextColor, font: largeTitleFont) }
        set {
            largeTitleTextColor = newValue?[.foregroundColor] as? Color
            largeTitleFont = newValue?[.font] as? Font
        }
    }

    static func attributes(color: Color?, font: Font?) -> [NSAttributedString.Key: Any]? {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let color { attributes[.foregroundColor] = color }
        if let font { attributes[.font] = font }
        return attributes.isEmpty ? nil : attributes
    }
}

public typealias UINavigationBarAppearance = NavigationBarAppearance
public typealias UIBarStyle = NavigationBar.BarStyle

extension NavigationBarAppearance {
    /// The inline title's attributes: the foreground colour and the font are drawn.
    public var titleTextAttributes: [NSAttributedString.Key: Any] {
        get { NavigationBar.attributes(color: titleTextColor, font: titleFont) ?? [:] }
        set {
            titleTextColor = newValue[.foregroundColor] as? Color
            titleFont = newValue[.font] as? Font
        }
    }

    /// The large title's attributes: the foreground colour and the font are drawn.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] {
        get { NavigationBar.attributes(color: largeTitleTextColor, font: largeTitleFont) ?? [:] }
        set {
            largeTitleTextColor = newValue[.foregroundColor] as? Color
            largeTitleFont = newValue[.font] as? Font
        }
    }
}
