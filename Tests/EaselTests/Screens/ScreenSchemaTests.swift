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
        // A definition with properties of its own may use oneOf for other rules (absoluteItem's
        // origin or center).
        guard definition["properties"] == nil, let choices = definition["oneOf"] as? [[String: Any]] else { return definition }
        return choices.first { $0["type"] as? String == "object" }
    }

    @Test func topLevelKeysMatch() {
        #expect(properties(schema) == Set(ScreenFile.topLevelKeys))
    }

    /// Every object form of the table of kinds (each kind's, and the fonts', shadows', rows' ...
    /// inside them), by its schema definition's name.
    static let forms: [String: ScreenObjectForm] = Dictionary(
        (ScreenElementKind.all.compactMap(\.form) + ScreenElementKind.nestedForms).map { ($0.schemaDefinition, $0) },
        uniquingKeysWith: { first, _ in first }
    )

    @Test(arguments: forms.keys.sorted())
    func elementKeysMatch(definition: String) throws {
        let form = try #require(Self.forms[definition])
        #expect(properties(objectForm(definition)) == Set(form.keys))
        #expect(form.keys.count == Set(form.keys).count, "no key twice")
    }

    @Test func elementKindsMatch() {
        let element = definition("element")
        let kinds = Array(properties(element))
        // Exactly one key, among the kinds: one property, each kind's body checked alone.
        #expect(element["minProperties"] as? Int == 1 && element["maxProperties"] as? Int == 1)
        #expect(element["additionalProperties"] as? Bool == false)
        #expect(kinds.count == Set(kinds).count)
        #expect(Set(kinds) == Set(ScreenElementKind.names))
        #expect(ScreenElementKind.names.count == Set(ScreenElementKind.names).count, "no kind twice in the table")
        // Each kind's entry refers to the definition the table checks its keys against.
        for kind in ScreenElementKind.all {
            let body = (element["properties"] as? [String: Any])?[kind.name] as? [String: Any]
            if let form = kind.form {
                #expect(body?["$ref"] as? String == "#/$defs/\(form.schemaDefinition)", "\(kind.name)")
            } else {
                #expect(body?["$ref"] == nil, "\(kind.name) has no object form")
            }
        }
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
