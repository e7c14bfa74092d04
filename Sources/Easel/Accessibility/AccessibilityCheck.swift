import Foundation

/// A rule an accessibility audit holds a screen to (`View.accessibilityIssues(_:in:)`, and the
/// snapshot strategies' `checks:`).
///
///     assertSnapshot(of: vc, as: .accessibility(on: .iPhoneSE, checks: AccessibilityCheck.all))
public enum AccessibilityCheck: String, CaseIterable, Hashable, Sendable {
    /// An element a person acts on (a control, a button, link or adjustable element) that has
    /// no label: VoiceOver can only say "Button".
    case missingLabel
    /// An element a person acts on smaller than 44 × 44 points, Apple's minimum hit target
    /// (Human Interface Guidelines, "Accessibility": "at least 44x44 pt").
    case touchTarget
    /// Text whose colour, measured on the rendered pixels against the background around it,
    /// has a contrast ratio under WCAG 2's level AA: 4.5:1, or 3:1 for large text (18 points,
    /// or 14 points bold).
    case contrast
    /// Text cut short (an ellipsis, or lines that do not fit): checked at the content size the
    /// screen is drawn at, so render at an accessibility size (AX1 ... AX5) to catch what
    /// Dynamic Type breaks.
    case truncation

    /// Every check.
    public static let all = Set(allCases)

    /// The smallest width and height of an interactive element, in points.
    public static let minimumTouchTarget: CGFloat = 44
}

/// One way a screen breaks an accessibility check: the rule, the element, and what was measured.
public struct AccessibilityIssue: Hashable, Sendable, CustomStringConvertible {
    public let check: AccessibilityCheck
    /// The element in words: type, label, identifier (`AccessibilityItem.name`).
    public let element: String
    /// Where the element is, in the root view's coordinates.
    public let frame: CGRect
    /// What was found, with the measured figures.
    public let detail: String

    public init(check: AccessibilityCheck, element: String, frame: CGRect, detail: String) {
        self.check = check
        self.element = element
        self.frame = frame
        self.detail = detail
    }

    /// `Accessibility check “touchTarget” failed for Button “Sign Up” at (16 200; 288 30): ...`
    public var description: String {
        "Accessibility check “\(check.rawValue)” failed for \(element) at (\(frame.minX.compactText) \(frame.minY.compactText); \(frame.width.compactText) \(frame.height.compactText)): \(detail)"
    }
}
