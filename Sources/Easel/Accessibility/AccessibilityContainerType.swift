/// What kind of container a view is to assistive technologies, as `UIAccessibilityContainerType`:
/// VoiceOver groups the elements of a `.list`, `.landmark` or `.dataTable` and announces their
/// bounds. Easel keeps elements of any container other than `.none` together in reading order.
public enum AccessibilityContainerType: Int, Hashable, Sendable {
    case none = 0
    case dataTable
    case list
    case landmark
    case semanticGroup
}
