/// Which way text and leading-to-trailing layout runs, as `UITraitEnvironmentLayoutDirection`.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    /// Not decided here: inherited (the screen is left to right).
    case unspecified
    case leftToRight
    case rightToLeft
}
