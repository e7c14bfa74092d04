import Foundation

/// Haptics, as `UIFeedbackGenerator`. A rendered screen has no motor: every method is accepted
/// and does nothing, so code that plays feedback runs unchanged.
open class UIFeedbackGenerator {
    public init() {}
    /// Does nothing (on a device it wakes the Taptic Engine).
    open func prepare() {}
}

/// Impacts, as `UIImpactFeedbackGenerator`; no-ops.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

/// Success, warning and error taps, as `UINotificationFeedbackGenerator`; no-ops.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }

    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Selection ticks, as `UISelectionFeedbackGenerator`; no-ops.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}
