import Foundation

/// One stop of VoiceOver's swipe through a screen: what it says there and where it outlines,
/// in reading order (`View.accessibilityItems()`).
///
///     for item in try screen.accessibilityItems(on: .iPhoneSE) { print(item.line) }
///     // 1. "Sign Up. Button." frame (16 200; 288 44)
public struct AccessibilityItem {
    /// The position in reading order, from 1.
    public let number: Int
    /// What VoiceOver says on arriving: label, value, traits and place in a series, in
    /// VoiceOver's words ("Selected: Home. Tab. 1 of 3.").
    public let description: String
    /// What VoiceOver says after a pause: the element's hint, and the hint VoiceOver adds for
    /// text fields, switches and adjustable elements.
    public let hint: String?
    /// Where VoiceOver outlines the element, in the coordinates of the tree's root view.
    public let frame: CGRect
    /// Where a double tap lands, in the same coordinates.
    public let activationPoint: CGPoint
    public let label: String?
    public let value: String?
    public let traits: AccessibilityTraits
    /// The names of the element's custom actions.
    public let customActions: [String]
    /// The view that is the element, or that holds the `AccessibilityElement` it is.
    public let view: View?
    /// The element itself: a `View` or an `AccessibilityElement`.
    public let element: AnyObject

    /// Whether a person acts on the element (a control, or a trait such as button, link or
    /// adjustable): such an element needs a label and a finger-sized target.
    public var isInteractive: Bool {
        !traits.isDisjoint(with: .interactive) || (element is Control && !traits.contains(.staticText))
    }

    /// A name for the element in messages: its type, label and identifier.
    public var name: String {
        let type = (element as? View).map { $0.publicTypeName } ?? "AccessibilityElement"
        var text = type
        if let label, !label.isEmpty { text += " “\(label)”" }
        if let id = (element as? View)?.accessibilityIdentifier ?? (element as? AccessibilityElement)?.accessibilityIdentifier {
            text += " (id: \(id))"
        }
        return text
    }

    /// The item as one line of an accessibility snapshot: number, what is spoken, the hint and
    /// custom actions when there are any, and the frame.
    ///
    ///     2. "Email. Text Field." hint "Double tap to edit." frame (16 160; 361 34)
    public var line: String {
        var text = "\(number). \"\(description)\""
        if let hint { text += " hint \"\(hint)\"" }
        if !customActions.isEmpty { text += " actions \"\(customActions.joined(separator: ", "))\"" }
        return text + " frame (\(frame.minX.compactText) \(frame.minY.compactText); \(frame.width.compactText) \(frame.height.compactText))"
    }
}
