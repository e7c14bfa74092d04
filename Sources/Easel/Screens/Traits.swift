import Foundation

/// Rendering settings that override what the device says, as the parts of `UITraitCollection`
/// Easel honours. (Dark appearance and Dynamic Type are not rendered yet.)
public struct Traits: Hashable, Sendable {
    /// Pixels per point, instead of the device's.
    public var displayScale: CGFloat?

    public init(displayScale: CGFloat? = nil) {
        self.displayScale = displayScale
    }
}
