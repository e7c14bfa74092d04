import Foundation

extension View {
    /// The stops VoiceOver makes in this view's subtree, in reading order (the rules are on
    /// `AccessibilityReadingOrder` and in the DocC article "Accessibility snapshots"). Lay the
    /// view out first (`layOut`, `render`), as frames decide the order.
    public func accessibilityItems() -> [AccessibilityItem] {
        let order = AccessibilityReadingOrder(traits: traitCollection)
        return order.elements(under: self).enumerated().map { offset, entry in
            AccessibilityItem(number: offset + 1, element: entry.element, series: entry.series)
        }
    }

    /// Lays the view out as the root of `configuration`'s screen, then lists its stops.
    ///
    ///     let items = try form.accessibilityItems(RenderConfiguration(device: .iPhoneSE))
    public func accessibilityItems(_ configuration: RenderConfiguration) throws -> [AccessibilityItem] {
        try layOut(configuration)
        return accessibilityItems()
    }

    /// The stops as text, one line each in reading order (`AccessibilityItem.line`): what an
    /// accessibility snapshot records and `easel frames --accessibility` prints.
    ///
    ///     1. "Sign in. Heading." frame (16 79; 361 41)
    ///     2. "Email. Text Field." hint "Double tap to edit." frame (16 136; 361 34)
    public var accessibilityDescription: String {
        accessibilityItems().map(\.line).joined(separator: "\n") + "\n"
    }
}

extension AccessibilityItem {
    /// The item for `element` (a view or an `AccessibilityElement`), read now.
    init(number: Int, element: AnyObject, series: (kind: AccessibilityReadingOrder.Series, index: Int, count: Int)?) {
        let label, value, hint: String?
        let traits: AccessibilityTraits
        let frame: CGRect
        let point: CGPoint
        let actions: [AccessibilityCustomAction]
        let view: View?
        if let element = element as? View {
            (label, value, hint, traits) = (element.accessibilityLabel, element.accessibilityValue, element.accessibilityHint, element.accessibilityTraits)
            (frame, point, actions, view) = (element.accessibilityFrame, element.accessibilityActivationPoint, element.accessibilityCustomActions ?? [], element)
        } else if let element = element as? AccessibilityElement {
            (label, value, hint, traits) = (element.accessibilityLabel, element.accessibilityValue, element.accessibilityHint, element.accessibilityTraits)
            (frame, point, actions, view) = (element.accessibilityFrame, element.accessibilityActivationPoint, element.accessibilityCustomActions ?? [], element.accessibilityContainer as? View)
        } else {
            (label, value, hint, traits, frame, point, actions, view) = (nil, nil, nil, .none, .null, .zero, [], nil)
        }
        let speech = VoiceOverSpeech(label: label, value: value, hint: hint, traits: traits, series: series)
        self.init(
            number: number, description: speech.description, hint: speech.hint, frame: frame, activationPoint: point,
            label: label, value: value, traits: traits, customActions: actions.map(\.name), view: view, element: element
        )
    }
}
