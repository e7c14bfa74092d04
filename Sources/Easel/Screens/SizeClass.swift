/// How much room an axis has, as `UIUserInterfaceSizeClass`: iPhones in portrait are compact
/// wide and regular tall; iPads full screen are regular both ways.
public enum SizeClass: String, CaseIterable, Hashable, Sendable {
    case unspecified
    case compact
    case regular
}
