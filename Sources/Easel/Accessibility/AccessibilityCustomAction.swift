import Foundation

/// An extra action VoiceOver offers on an element through the actions rotor ("Delete",
/// "Archive"), as `UIAccessibilityCustomAction`. Easel never performs it; accessibility snapshots
/// list its name.
///
///     cell.accessibilityCustomActions = [AccessibilityCustomAction(name: "Delete") { _ in true }]
open class AccessibilityCustomAction: NSObject {
    /// What VoiceOver says for the action.
    public var name: String
    /// Runs when the action is chosen; true when it succeeded. Easel never chooses one.
    public var actionHandler: ((AccessibilityCustomAction) -> Bool)?

    public init(name: String, actionHandler: ((AccessibilityCustomAction) -> Bool)? = nil) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }
}
