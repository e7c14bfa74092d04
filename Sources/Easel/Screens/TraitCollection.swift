import Foundation

/// The environment a view draws in, as `UITraitCollection`: appearance, text size, size classes,
/// layout direction and scale. A view inherits its superview's traits; a controller (or a view)
/// can override some of them for its subtree. Fields left `.unspecified` (and a `displayScale`
/// of 0) take the inherited value.
///
///     try vc.render(on: .iPhone15, traits: .init(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge))
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    public var userInterfaceStyle: UserInterfaceStyle
    public var preferredContentSizeCategory: ContentSizeCategory
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var layoutDirection: LayoutDirection
    /// Pixels per point; 0 means not decided here.
    public var displayScale: CGFloat

    public init(
        userInterfaceStyle: UserInterfaceStyle = .unspecified,
        preferredContentSizeCategory: ContentSizeCategory = .unspecified,
        horizontalSizeClass: SizeClass = .unspecified,
        verticalSizeClass: SizeClass = .unspecified,
        layoutDirection: LayoutDirection = .unspecified,
        displayScale: CGFloat = 0
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
    }

    /// What a screen with no other information has: light, `.large` text, left to right, 2x,
    /// size classes unspecified.
    public static let standard = TraitCollection(userInterfaceStyle: .light, preferredContentSizeCategory: .large, layoutDirection: .leftToRight, displayScale: 2)

    /// The traits a device's screen gives its root view.
    public init(device: Device) {
        self.init(
            userInterfaceStyle: .light, preferredContentSizeCategory: .large,
            horizontalSizeClass: device.horizontalSizeClass, verticalSizeClass: device.verticalSizeClass,
            layoutDirection: .leftToRight, displayScale: device.scale
        )
    }

    /// These traits with every field `overrides` specifies replaced by its value, as
    /// `UITraitCollection(traitsFrom:)` combines them (later ones win).
    public func overridden(by overrides: TraitCollection) -> TraitCollection {
        var result = self
        if overrides.userInterfaceStyle != .unspecified { result.userInterfaceStyle = overrides.userInterfaceStyle }
        if overrides.preferredContentSizeCategory != .unspecified { result.preferredContentSizeCategory = overrides.preferredContentSizeCategory }
        if overrides.horizontalSizeClass != .unspecified { result.horizontalSizeClass = overrides.horizontalSizeClass }
        if overrides.verticalSizeClass != .unspecified { result.verticalSizeClass = overrides.verticalSizeClass }
        if overrides.layoutDirection != .unspecified { result.layoutDirection = overrides.layoutDirection }
        if overrides.displayScale > 0 { result.displayScale = overrides.displayScale }
        return result
    }

    /// True when no field is specified.
    public var isEmpty: Bool { self == TraitCollection() }

    /// Whether leading is on the right.
    public var isRightToLeft: Bool { layoutDirection == .rightToLeft }

    public var description: String {
        var parts: [String] = []
        if userInterfaceStyle != .unspecified { parts.append(userInterfaceStyle.rawValue) }
        if preferredContentSizeCategory != .unspecified { parts.append(preferredContentSizeCategory.shortName) }
        if horizontalSizeClass != .unspecified { parts.append("w:\(horizontalSizeClass.rawValue)") }
        if verticalSizeClass != .unspecified { parts.append("h:\(verticalSizeClass.rawValue)") }
        if layoutDirection == .rightToLeft { parts.append("rtl") } else if layoutDirection == .leftToRight { parts.append("ltr") }
        if displayScale > 0 { parts.append("@\(displayScale.compactText)x") }
        return "TraitCollection(\(parts.joined(separator: ", ")))"
    }
}
