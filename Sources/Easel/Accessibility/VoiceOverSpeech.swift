/// What VoiceOver says for an element, in its English words: the label, then the value after a
/// colon, "Selected" before them, the traits after them ("Button.", "Heading.", "Dimmed."), the
/// place in a series ("1 of 3."); then, after a pause, the hint, with the hints VoiceOver adds
/// itself for text fields, switches and adjustable elements. The phrases are those VoiceOver
/// speaks on iOS 17 in English (see the DocC article "Accessibility snapshots").
struct VoiceOverSpeech {
    let description: String
    let hint: String?

    init(label: String?, value: String?, hint: String?, traits: AccessibilityTraits, series: (kind: AccessibilityReadingOrder.Series, index: Int, count: Int)?) {
        let label = label.flatMap { $0.isEmpty ? nil : $0 }
        let value = value.flatMap { $0.isEmpty ? nil : $0 }
        var hint = hint.flatMap { $0.isEmpty ? nil : $0 }
        let isToggle = traits.contains(.toggleButton)
        let enabled = !traits.contains(.notEnabled)

        // A switch's value is spoken as its state, after the traits.
        var text = label ?? ""
        if let value, !isToggle { text = text.isEmpty ? value : "\(text): \(value)" }
        if traits.contains(.selected) { text = text.isEmpty ? "Selected." : "Selected: \(text)" }

        var specifiers: [String] = []
        if !enabled { specifiers.append("Dimmed.") }
        let isTab = series?.kind == .tabs
        if traits.contains(.button), !isToggle, !isTab, !traits.contains(.backButton) { specifiers.append("Button.") }
        if traits.contains(.backButton) { specifiers.append("Back Button.") }
        if isToggle {
            specifiers.append("Switch Button.")
            switch value {
            case "1": specifiers.append("On.")
            case "0": specifiers.append("Off.")
            case "2": specifiers.append("Mixed.")
            case let other?: specifiers.append(other)
            case nil: break
            }
        }
        if isTab { specifiers.append("Tab.") }
        if traits.contains(.textEntry) { specifiers.append(traits.contains(.secureTextEntry) ? "Secure Text Field." : "Text Field.") }
        if traits.contains(.header) { specifiers.append("Heading.") }
        if traits.contains(.link) { specifiers.append("Link.") }
        if traits.contains(.adjustable) { specifiers.append("Adjustable.") }
        if traits.contains(.image) { specifiers.append("Image.") }
        if traits.contains(.searchField) { specifiers.append("Search Field.") }

        // With nothing else to say, VoiceOver says the hint in the label's place.
        if text.isEmpty, let spoken = hint {
            text = spoken
            hint = nil
        }
        if !specifiers.isEmpty {
            text = text.isEmpty ? specifiers.joined(separator: " ") : Self.sentence(text) + " " + specifiers.joined(separator: " ")
        }
        if let series {
            text = "\(text) \(series.index) of \(series.count)."
        }

        if isToggle, enabled {
            hint = Self.appending("Double tap to toggle setting.", to: hint)
        }
        if traits.contains(.textEntry), enabled {
            hint = "Double tap to edit."
        }
        if traits.contains(.adjustable), enabled, !isToggle, label != nil || value != nil {
            hint = Self.appending("Swipe up or down with one finger to adjust the value.", to: hint)
        }
        description = text
        self.hint = hint
    }

    /// `text` ending in a full stop, unless it already ends a sentence ("Forgot password?").
    private static func sentence(_ text: String) -> String {
        text.hasSuffix(".") || text.hasSuffix("?") || text.hasSuffix("!") ? text : text + "."
    }

    /// The element's own hint, then VoiceOver's.
    private static func appending(_ spoken: String, to hint: String?) -> String {
        guard let hint else { return spoken }
        let trimmed = hint.hasSuffix(".") ? String(hint.dropLast()) : hint
        return "\(trimmed). \(spoken)"
    }
}
