import Foundation

/// The Swift symbols Xcode generates for an app's asset catalogs (`GeneratedAssetSymbols.swift`:
/// `ColorResource.brand`, `ImageResource.avatar`, `UIColor.brand`, `UIImage.avatar`), made from
/// the catalogs themselves, so that code written with them compiles against EaselUIKit.
///
/// The names follow Xcode's: words split at anything that is not a letter or digit, joined in
/// lower camel case (`oriangler_auth_login` → `orianglerAuthLogin`, `AM-AI-iOS` → `amAIIOS`); a
/// colour's trailing `Color` and an image's trailing `Image` dropped (`AccentColor` → `accent`);
/// a leading digit prefixed with `_`; a folder that provides a namespace becomes a nested enum.
public enum AssetSymbols {
    /// One colour or image set, or a namespace folder holding more.
    indirect enum Entry: Equatable {
        case color(name: String, symbol: String)
        case image(name: String, symbol: String)
        case namespace(symbol: String, entries: [Entry])
    }

    /// The name of the file Xcode generates, which `easel port --assets` writes.
    public static let fileName = "GeneratedAssetSymbols.swift"

    /// What went wrong reading a catalog.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The generated file for `catalogs` (folders ending in `.xcassets`).
    public static func source(forCatalogs catalogs: [URL]) throws -> String {
        var entries: [Entry] = []
        for catalog in catalogs {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: catalog.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw Failure(description: "\(catalog.path): no asset catalog folder there")
            }
            entries += try self.entries(in: catalog, prefix: "")
        }
        return render(entries)
    }

    /// The sets and namespaces directly in `folder`, sorted by name; a folder without a
    /// namespace adds its sets to the level it is in.
    static func entries(in folder: URL, prefix: String) throws -> [Entry] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw Failure(description: "\(folder.path): cannot be read (\(error.localizedDescription))")
        }
        var entries: [Entry] = []
        for name in names {
            let url = folder.appendingPathComponent(name)
            let ext = url.pathExtension
            let base = url.deletingPathExtension().lastPathComponent
            switch ext {
            case "colorset":
                entries.append(.color(name: prefix + base, symbol: memberName(base, dropping: "Color")))
            case "imageset":
                entries.append(.image(name: prefix + base, symbol: memberName(base, dropping: "Image")))
            case "":
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                if providesNamespace(url) {
                    let inner = try self.entries(in: url, prefix: prefix + name + "/")
                    if !inner.isEmpty { entries.append(.namespace(symbol: typeName(name), entries: inner)) }
                } else {
                    entries += try self.entries(in: url, prefix: prefix)
                }
            default:
                continue
            }
        }
        return entries
    }

    /// Whether a catalog folder's Contents.json sets `"provides-namespace": true`.
    static func providesNamespace(_ folder: URL) -> Bool {
        struct Contents: Decodable {
            struct Properties: Decodable {
                let providesNamespace: Bool?
                enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
            }
            let properties: Properties?
        }
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return false }
        return contents.properties?.providesNamespace ?? false
    }

    /// The words of an asset name: runs of letters and digits, a letter after a digit starting
    /// a new word (`1024x1024` → `1024`, `X1024`).
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasDigit = false
        for character in name {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasDigit = false
                continue
            }
            if character.isLetter, previousWasDigit {
                current.append(contentsOf: character.uppercased())
            } else {
                current.append(character)
            }
            previousWasDigit = character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A member's name: lower camel case, without the trailing `suffix` when something is left.
    static func memberName(_ name: String, dropping suffix: String) -> String {
        var words = words(name)
        if let last = words.last, last.count > suffix.count, last.hasSuffix(suffix) {
            words[words.count - 1] = String(last.dropLast(suffix.count))
        } else if words.count > 1, words.last == suffix || words.last == suffix.lowercased() {
            words.removeLast()
        }
        guard let first = words.first else { return "_" }
        let head = lowercasedStart(first)
        let tail = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let joined = head + tail.joined()
        return joined.first?.isNumber == true ? "_" + joined : joined
    }

    /// A namespace's type name: upper camel case.
    static func typeName(_ name: String) -> String {
        let joined = words(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.first?.isNumber == true ? "_" + joined : (joined.isEmpty ? "_" : joined)
    }

    /// `AM` → `am`, `URLIcon` → `urlIcon`, `DarkGray` → `darkGray`: the leading capitals
    /// lowercased, except the last of several when a lowercase letter follows it.
    static func lowercasedStart(_ word: String) -> String {
        let characters = Array(word)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        if upper == 0 { return word }
        if upper == characters.count || upper == 1 {
            return String(characters[..<upper]).lowercased() + String(characters[upper...])
        }
        return String(characters[..<(upper - 1)]).lowercased() + String(characters[(upper - 1)...])
    }

    static func render(_ entries: [Entry]) -> String {
        var text = """
        // Generated by `easel port --assets` from the app's asset catalogs, as Xcode generates
        // GeneratedAssetSymbols.swift. Do not edit.
        import EaselUIKit
        import Foundation

        private let resourceBundle = Foundation.Bundle.main

        """
        let colors = filtered(entries, colors: true)
        let images = filtered(entries, colors: false)
        if !colors.isEmpty {
            text += "\nextension ColorResource {\n" + declarations(colors, type: "ColorResource", indent: "    ") + "}\n"
            text += "\nextension UIColor {\n" + shorthands(colors, type: "UIColor", resource: "ColorResource", path: [], indent: "    ") + "}\n"
        }
        if !images.isEmpty {
            text += "\nextension ImageResource {\n" + declarations(images, type: "ImageResource", indent: "    ") + "}\n"
            text += "\nextension UIImage {\n" + shorthands(images, type: "UIImage", resource: "ImageResource", path: [], indent: "    ") + "}\n"
        }
        return text
    }

    /// The colour (or image) entries, namespaces keeping only those.
    static func filtered(_ entries: [Entry], colors: Bool) -> [Entry] {
        entries.compactMap { entry in
            switch entry {
            case .color: colors ? entry : nil
            case .image: colors ? nil : entry
            case let .namespace(symbol, inner):
                filtered(inner, colors: colors).isEmpty ? nil : .namespace(symbol: symbol, entries: filtered(inner, colors: colors))
            }
        }
    }

    static func declarations(_ entries: [Entry], type: String, indent: String) -> String {
        var text = ""
        for entry in entries {
            switch entry {
            case let .color(name, symbol), let .image(name, symbol):
                text += "\(indent)/// The \(quoted(name)) asset catalog resource.\n"
                text += "\(indent)static let \(identifier(symbol)) = \(type)(name: \(quoted(name)), bundle: resourceBundle)\n"
            case let .namespace(symbol, inner):
                text += "\(indent)enum \(identifier(symbol)) {\n" + declarations(inner, type: type, indent: indent + "    ") + "\(indent)}\n"
            }
        }
        return text
    }

    static func shorthands(_ entries: [Entry], type: String, resource: String, path: [String], indent: String) -> String {
        var text = ""
        for entry in entries {
            switch entry {
            case let .color(_, symbol), let .image(_, symbol):
                // Xcode leaves out a shorthand that would clash with UIKit's own.
                if path.isEmpty, (uikitMembers[type] ?? []).contains(symbol) { continue }
                let full = (path + [identifier(symbol)]).joined(separator: ".")
                text += "\(indent)static var \(identifier(symbol)): \(type) { \(type)(resource: \(resource).\(full)) }\n"
            case let .namespace(symbol, inner):
                text += "\(indent)enum \(identifier(symbol)) {\n"
                text += shorthands(inner, type: type, resource: resource, path: path + [identifier(symbol)], indent: indent + "    ")
                text += "\(indent)}\n"
            }
        }
        return text
    }

    /// A name Swift accepts as an identifier: keywords in backticks.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// UIKit's own class members a shorthand must not redeclare.
    private static let uikitMembers: [String: Set<String>] = [
        "UIColor": [
            "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
            "orange", "purple", "brown", "clear", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link",
            "placeholderText", "separator", "opaqueSeparator", "systemBackground", "secondarySystemBackground",
            "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
            "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill",
            "quaternarySystemFill", "lightText", "darkText", "systemRed", "systemGreen", "systemBlue", "systemOrange",
            "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint",
            "systemCyan", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "tintColor",
        ],
        "UIImage": ["add", "remove", "checkmark", "actions", "strokedCheckmark"],
    ]

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
        "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "catch", "false", "is", "nil", "rethrows", "super", "self", "throw", "throws", "true", "try", "default",
    ]
}
