/// The system's accessibility settings and announcements, as `UIAccessibility`. Easel renders
/// with no assistive technology running and every display setting at its default, so each
/// setting is a constant `false`; posting a notification does nothing.
///
///     if Accessibility.isReduceMotionEnabled { ... }   // never taken in a render
public enum Accessibility {
    public static let isVoiceOverRunning = false
    public static let isSwitchControlRunning = false
    public static let isAssistiveTouchRunning = false
    public static let isGuidedAccessEnabled = false
    public static let isBoldTextEnabled = false
    public static let isReduceMotionEnabled = false
    public static let isReduceTransparencyEnabled = false
    public static let isDarkerSystemColorsEnabled = false
    public static let isGrayscaleEnabled = false
    public static let isInvertColorsEnabled = false
    public static let isMonoAudioEnabled = false
    public static let isClosedCaptioningEnabled = false
    public static let isSpeakScreenEnabled = false
    public static let isSpeakSelectionEnabled = false
    public static let isShakeToUndoEnabled = false
    public static let isVideoAutoplayEnabled = false
    public static let isOnOffSwitchLabelsEnabled = false
    public static let shouldDifferentiateWithoutColor = false
    public static let buttonShapesEnabled = false
    public static let prefersCrossFadeTransitions = false

    /// Something VoiceOver is told about, as `UIAccessibility.Notification`.
    public struct Notification: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let screenChanged = Notification(rawValue: "screenChanged")
        public static let layoutChanged = Notification(rawValue: "layoutChanged")
        public static let announcement = Notification(rawValue: "announcement")
        public static let pageScrolled = Notification(rawValue: "pageScrolled")
    }

    /// Tells VoiceOver that the screen or layout changed, or asks it to speak; nothing listens
    /// in a render, so it does nothing.
    public static func post(notification: Notification, argument: Any?) {}
}
