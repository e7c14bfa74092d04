@testable import Easel
import Foundation
import Testing

/// Resources/screen.schema.json must describe exactly what the decoder accepts.
@Suite struct ScreenSchemaTests {
    let schema: [String: Any] = {
        let url = Repository.resources.appendingPathComponent("screen.schema.json")
        return try! JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    }()

    private func properties(_ object: Any?) -> Set<String> {
        Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    private func definition(_ name: String) -> [String: Any] {
        (schema["$defs"] as! [String: Any])[name] as! [String: Any]
    }

    /// The object form of a definition that is either a string or an object.
    private func objectForm(_ name: String) -> Any? {
        let definition = definition(name)
        guard let choices = definition["oneOf"] as? [[String: Any]] else { return definition }
        return choices.first { $0["type"] as? String == "object" }
    }

    @Test func topLevelKeysMatch() {
        #expect(properties(schema) == Set(ScreenFile.topLevelKeys))
    }

    @Test(arguments: ["label", "font", "button", "image", "stack", "view"])
    func elementKeysMatch(kind: String) {
        #expect(properties(objectForm(kind)) == Set(ScreenElementBuilder.keys[kind]!))
    }

    @Test func elementKindsMatch() {
        let kinds = (definition("element")["oneOf"] as! [[String: Any]]).flatMap { properties($0) }
        // The control kinds live in screen.controls.schema.json (ControlScreenFileTests checks them).
        #expect(Set(kinds) == Set(ScreenElementBuilder.kinds).subtracting(ScreenElementBuilder.controlKinds))
    }

    @Test func colourNamesMatch() {
        let choices = definition("color")["anyOf"] as! [[String: Any]]
        let names = choices.compactMap { $0["enum"] as? [String] }.first ?? []
        #expect(Set(names) == Set(Color.named.keys))
    }

    @Test func deviceNamesMatch() {
        let devices = (schema["properties"] as! [String: Any])["device"] as! [String: Any]
        #expect(Set(devices["enum"] as! [String]) == Set(Device.named.keys))
    }
}
