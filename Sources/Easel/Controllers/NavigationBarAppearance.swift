import Foundation

/// How a navigation bar looks, as iOS 13's `UINavigationBarAppearance`: its background colour
/// or image, the hairline under it, and its titles' colours and fonts. A bar set up with one
/// (`standardAppearance`, `scrollEdgeAppearance`) draws the scroll-edge appearance when it has
/// one, else the standard one: a render shows content at rest, at its top edge.
///
///     let appearance = NavigationBarAppearance()
///     appearance.configureWithOpaqueBackground()
///     appearance.backgroundColor = .systemIndigo
///     appearance.titleTextColor = .white
///     navigationBar.standardAppearance = appearance
///     navigationBar.scrollEdgeAppearance = appearance
public final class NavigationBarAppearance {
    /// The bar's background (nil: none).
    public var backgroundColor: Color?
    /// An image drawn over the background colour, stretched across the bar.
    public var backgroundImage: Image?
    /// The hairline's colour (nil or clear: no hairline).
    public var shadowColor: Color?
    /// An image drawn as the hairline, stretched across the bar's bottom at its own height.
    public var shadowImage: Image?
    /// The inline title's colour and font (nil: the label colour, 17-point semibold).
    public var titleTextColor: Color?
    public var titleFont: Font?
    /// The large title's colour and font (nil: the label colour, 34-point bold).
    public var largeTitleTextColor: Color?
    public var largeTitleFont: Font?

    /// The default appearance: the system's translucent bar background and hairline.
    public init() {
        configureWithDefaultBackground()
    }

    /// A copy to change, as UIKit's `copy()`.
    public func copy() -> NavigationBarAppearance {
        let copy = NavigationBarAppearance()
        copy.backgroundColor = backgroundColor
        copy.backgroundImage = backgroundImage
        copy.shadowColor = shadowColor
        copy.shadowImage = shadowImage
        copy.titleTextColor = titleTextColor
        copy.titleFont = titleFont
        copy.largeTitleTextColor = largeTitleTextColor
        copy.largeTitleFont = largeTitleFont
        return copy
    }

    /// The system's bar material (flattened to its colour, as Easel draws no blur) and hairline.
    public func configureWithDefaultBackground() {
        backgroundColor = BarAppearance.background
        backgroundImage = nil
        shadowColor = BarAppearance.shadow
        shadowImage = nil
    }

    /// An opaque system background and the hairline.
    public func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = BarAppearance.shadow
        shadowImage = nil
    }

    /// No background and no hairline: the content shows through.
    public func configureWithTransparentBackground() {
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }
}
