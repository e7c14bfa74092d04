/// The text size the reader chose in Settings, as `UIContentSizeCategory`: seven standard sizes
/// (`.large` is the default) and five larger accessibility sizes.
///
///     let traits = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
public enum ContentSizeCategory: String, CaseIterable, Comparable, Hashable, Sendable {
    /// Not decided here: inherited (the screen is `.large`).
    case unspecified
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The categories a reader can choose, smallest first (every case but `.unspecified`).
    public static let sizes: [ContentSizeCategory] = allCases.filter { $0 != .unspecified }

    /// Short names for files and the command line: "L", "XXXL", "AX5" ...
    public var shortName: String {
        switch self {
        case .unspecified: "unspecified"
        case .extraSmall: "XS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .extraLarge: "XL"
        case .extraExtraLarge: "XXL"
        case .extraExtraExtraLarge: "XXXL"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }

    /// A category by its case name ("accessibilityLarge") or short name ("AX2"), any letter case.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let match = Self.sizes.first(where: { $0.rawValue.lowercased() == lowered || $0.shortName.lowercased() == lowered }) else { return nil }
        self = match
    }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        let order = allCases
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
}
