import Easel
import Foundation
import Testing

/// A screen file's `accessibility` key: `{"label": ..., "hint": ..., "traits": [...]}`.
@Suite struct ScreenFileAccessibilityTests {
    private func items(_ json: String) throws -> [AccessibilityItem] {
        let file = try ScreenFile(data: Data(json.utf8), name: "a11y.json")
        let view = try file.makeView()
        return try view.accessibilityItems(file.configuration(on: nil, traits: TraitCollection()))
    }

    @Test func theKeysSetLabelHintAndTraits() throws {
        let read = try items(#"""
        {"size": "320x200", "elements": [
          {"label": {"text": "Inbox", "accessibility": {"traits": ["staticText", "header"]}}},
          {"button": {"title": "×", "accessibility": {"label": "Close", "hint": "Discards the draft"}}},
          {"switch": {"on": false, "accessibility": {"label": "Wi-Fi"}}}
        ]}
        """#)
        #expect(read.map(\.description) == ["Inbox. Heading.", "Close. Button.", "Wi-Fi. Switch Button. Off."])
        #expect(read[1].hint == "Discards the draft")
        #expect(read[0].traits == [.staticText, .header])
    }

    @Test func theSignUpFileNamesItsFieldsAndSwitch() throws {
        let url = Repository.root.appendingPathComponent("Resources/Screens/signup.json")
        let file = try ScreenFile(contentsOf: url)
        let view = try file.makeView()
        let read = try view.accessibilityItems(file.configuration(on: nil, traits: TraitCollection()))
        #expect(read.map(\.description) == [
            "Create account. Heading.", "It takes less than a minute.", "Full name. Text Field.", "Email: jane@example.com. Text Field.",
            "Password: •••••••••••••. Secure Text Field.", "Selected: Personal. Button. 1 of 2.", "Business. Button. 2 of 2.",
            "Send me product news", "Send me product news. Switch Button. On.", "33%", "Sign Up. Button.",
        ])
        #expect(try view.accessibilityIssues([.missingLabel], in: file.configuration(on: nil, traits: TraitCollection())).isEmpty)
    }

    @Test(arguments: [
        (#"{"elements": [{"label": {"text": "a", "accessibility": {"traits": ["heading"]}}}]}"#,
         #"a11y.json: elements[0].label.accessibility.traits[0]: unknown accessibility trait "heading"; expected one of button, link, image, selected, playsSound, keyboardKey, staticText, summaryElement, notEnabled, updatesFrequently, searchField, startsMediaSession, adjustable, allowsDirectInteraction, causesPageTurn, tabBar, header, supportsZoom, toggleButton"#),
        (#"{"elements": [{"button": {"title": "a", "accessibility": {"value": "1"}}}]}"#,
         #"a11y.json: elements[0].button.accessibility.value: unknown key "value" in accessibility; expected one of label, hint, traits"#),
    ])
    func badKeysSayWhereAndWhat(text: String, message: String) {
        do {
            _ = try ScreenFile(data: Data(text.utf8), name: "a11y.json")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
