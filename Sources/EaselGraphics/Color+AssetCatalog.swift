import EaselImage
import Foundation

extension Color {
    /// A colour from an asset catalog, as `UIColor(named:in:compatibleWith:)`: `NAME.colorset`
    /// inside any `*.xcassets` in the places `Image(named:in:)` searches (the bundle, then
    /// `Image.searchFolders`). A set with a dark-appearance entry gives a dynamic colour. Nil
    /// when no place has the set (and `missingColorHandler` is told where it looked), as UIKit
    /// returns nil for a name its catalogs lack.
    ///
    ///     Image.searchFolders.append(URL(fileURLWithPath: "App/Assets"))
    ///     let brand = Color(named: "BrandBlue")
    public convenience init?(named name: String, in bundle: Bundle? = nil) {
        let lookup = ImageLookup(name: name, bundle: bundle)
        for place in lookup.places {
            if let color = Self.colorSet(named: name, in: place.folder) {
                self.init(light: color, dark: color)
                return
            }
        }
        Color.missingColorHandler?(ColorLookupError(name: name, places: lookup.places.map(\.label)))
        return nil
    }

    /// Told about every name `Color(named:)` found no colour set for: the colour is nil, and a
    /// view given it draws nothing, so by default one line goes to standard error. Set nil to
    /// keep quiet, or fail a test on it.
    public static var missingColorHandler: (@Sendable (ColorLookupError) -> Void)? {
        get { missingColorHandlerLock.withLock { missingColorHandlerStorage } }
        set { missingColorHandlerLock.withLock { missingColorHandlerStorage = newValue } }
    }

    // Behind a lock: tests run in parallel, and one may swap the handler while another looks up.
    private static let missingColorHandlerLock = NSLock()
    nonisolated(unsafe) private static var missingColorHandlerStorage: (@Sendable (ColorLookupError) -> Void)? = { failure in
        FileHandle.standardError.write(Data("easel: \(failure)\n".utf8))
    }

    /// The first `NAME.colorset` in a catalog in `folder`, read; nil when there is none or it
    /// names no colour.
    private static func colorSet(named name: String, in folder: URL) -> Color? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        for catalog in names.sorted() where catalog.hasSuffix(".xcassets") {
            let catalogURL = folder.appendingPathComponent(catalog)
            guard let walker = FileManager.default.enumerator(atPath: catalogURL.path) else { continue }
            while let relative = walker.nextObject() as? String {
                guard (relative as NSString).lastPathComponent == "\(name).colorset" else { continue }
                if let color = colorSetColor(catalogURL.appendingPathComponent(relative)) { return color }
            }
        }
        return nil
    }

    /// A `.colorset`'s Contents.json: its universal (or iPhone) entry, and the entry for the
    /// dark appearance when there is one.
    static func colorSetColor(_ set: URL) -> Color? {
        struct Contents: Decodable {
            struct Entry: Decodable {
                struct Appearance: Decodable { let appearance: String; let value: String }
                struct Value: Decodable {
                    let components: [String: String]?
                    let reference: String?
                }
                let idiom: String?
                let appearances: [Appearance]?
                let color: Value?
            }
            let colors: [Entry]
        }
        guard let data = try? FileContents.read(set.appendingPathComponent("Contents.json"), atMost: 1 << 20, what: "an asset catalog's Contents.json"),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return nil }
        let phone = contents.colors.filter { ["universal", "iphone"].contains($0.idiom ?? "universal") }
        func isDark(_ entry: Contents.Entry) -> Bool {
            entry.appearances?.contains { $0.appearance == "luminosity" && $0.value == "dark" } ?? false
        }
        func isPlain(_ entry: Contents.Entry) -> Bool { (entry.appearances ?? []).isEmpty }
        func color(_ entry: Contents.Entry?) -> Color? {
            guard let value = entry?.color else { return nil }
            if let reference = value.reference {
                // Xcode's system references are UIKit's selector names: `systemBlueColor`.
                let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
                return Color.named[name]
            }
            guard let components = value.components else { return nil }
            func component(_ key: String) -> Double? {
                guard let text = components[key]?.trimmingCharacters(in: .whitespaces) else { return nil }
                // Xcode writes 0...1 with a decimal point, 8-bit values as "0xFF" or "255".
                if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
                if text.contains(".") { return Double(text) }
                guard let whole = Double(text) else { return nil }
                return whole > 1 ? whole / 255 : whole
            }
            if let white = component("white") {
                return Color(white: white, alpha: component("alpha") ?? 1)
            }
            guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
            return Color(red: red, green: green, blue: blue, alpha: component("alpha") ?? 1)
        }
        guard let light = color(phone.first(where: isPlain) ?? phone.first(where: { !isDark($0) })) else { return nil }
        guard let dark = color(phone.first(where: isDark)) else { return light }
        return Color(light: light, dark: dark)
    }
}
