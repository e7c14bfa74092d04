/// Light or dark appearance, as `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: String, CaseIterable, Hashable, Sendable {
    /// Not decided here: inherited from the superview (or the screen, which is light).
    case unspecified
    case light
    case dark
}
