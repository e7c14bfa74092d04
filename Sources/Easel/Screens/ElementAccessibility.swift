import Foundation

/// What a screen file's `accessibility` key says of an element: `{"label": "Close", "hint":
/// "Closes the draft", "traits": ["button", "header"]}`. Nil leaves the view's class default, as
/// UIKit code that sets nothing does.
public struct ElementAccessibility: Hashable, Sendable {
    /// The view's `accessibilityLabel`.
    public var label: String?
    /// The view's `accessibilityHint`.
    public var hint: String?
    /// The view's `accessibilityTraits`, replacing its class's.
    public var traits: AccessibilityTraits?

    public init(label: String? = nil, hint: String? = nil, traits: AccessibilityTraits? = nil) {
        self.label = label
        self.hint = hint
        self.traits = traits
    }

    func apply(to view: View) {
        if let label { view.accessibilityLabel = label }
        if let hint { view.accessibilityHint = hint }
        if let traits { view.accessibilityTraits = traits }
    }
}

extension ScreenObjectForm {
    static let accessibility = ScreenObjectForm(what: "accessibility", keys: ["label", "hint", "traits"], schemaDefinition: "accessibility")
}

extension ElementStyle {
    /// The `id` and `accessibility` keys of an element's object.
    init(identityIn keys: [String: ScreenReader]) throws {
        self.init(id: try keys["id"]?.string())
        accessibility = try keys["accessibility"].map(ElementAccessibility.init(reading:))
    }
}

extension ElementAccessibility {
    /// `{"label": ..., "hint": ..., "traits": [...]}`, each trait one of `AccessibilityTraits.named`.
    init(reading reader: ScreenReader) throws {
        let keys = try reader.object(.accessibility)
        label = try keys["label"]?.string()
        hint = try keys["hint"]?.string()
        traits = try keys["traits"].map { list in
            try list.list().reduce(into: AccessibilityTraits.none) { traits, item in
                let name = try item.string()
                guard let trait = AccessibilityTraits.named.first(where: { $0.name == name })?.trait else {
                    throw item.error("unknown accessibility trait \"\(ScreenReader.shortened(name))\"; expected one of \(AccessibilityTraits.named.map(\.name).joined(separator: ", "))")
                }
                traits.insert(trait)
            }
        }
    }
}
