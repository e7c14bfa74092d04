import Foundation

/// One kind of screen-file element (`{"label": ...}`, `{"stack": ...}` ...): its name, the keys
/// of its object form, how it is read into a `ContentElement`, and its definition in
/// Resources/screen.schema.json. `all` is the one table of kinds: the kinds errors list, the
/// reader's dispatch and the key checks come from it, and ScreenSchemaTests hold the schema to it.
/// Each family of kinds is declared in a file of its own (`ScreenElementKind+Basic.swift` ...).
struct ScreenElementKind: Sendable {
    /// The element's key in a file: `label`.
    let name: String
    /// The keys of its object form; nil when it has none (a spacer is a number).
    let form: ScreenObjectForm?
    /// Reads the element's body, the value under its name, into the element it stands for.
    let read: @Sendable (ScreenElementDecoder, ScreenReader) throws -> ContentElement

    /// Every kind, in the order errors list them.
    static let all: [ScreenElementKind] = basic + layouts + controls + appearance

    /// The kinds by name.
    static let named: [String: ScreenElementKind] = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The kinds' names, in the order errors list them.
    static let names = all.map(\.name)

    /// The objects inside elements that have keys of their own (fonts, shadows, list rows ...).
    static let nestedForms: [ScreenObjectForm] = [.font, .shadow, .listSection, .listRow, .absoluteItem, .accessibility]
}

/// The keys one kind of object in a screen file takes, what errors call it, and the name of its
/// definition in Resources/screen.schema.json (`$defs`), which lists the same keys.
struct ScreenObjectForm: Sendable {
    /// What errors call the object: `a label`.
    let what: String
    /// Its keys, in the order errors list them.
    let keys: [String]
    /// Its definition's name under the schema's `$defs`.
    let schemaDefinition: String
}

extension ScreenReader {
    /// The object's values by key, checked against `form`: any other key is an error.
    func object(_ form: ScreenObjectForm) throws -> [String: ScreenReader] {
        try object(allowed: form.keys, what: form.what)
    }

    /// The value under `key`, which the object must have.
    func required(_ key: String, in keys: [String: ScreenReader], what: String) throws -> ScreenReader {
        guard let value = keys[key] else { throw error("\(what) needs \"\(key)\"") }
        return value
    }
}
