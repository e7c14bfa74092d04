import EaselUIKit
import Foundation
import Testing

/// `UIColor(named:)` reads colour sets from an asset catalog, as an app's Assets.xcassets.
@Suite struct AssetColorTests {
    /// A catalog made as Xcode writes it: `Brand` with a light entry in 0...1 components and a
    /// dark entry in 8-bit hex, `Ink` referring to a system colour.
    @Test func colourSetsFromACatalogInTheSearchFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-colors-\(UUID().uuidString)")
        let brand = folder.appendingPathComponent("Assets.xcassets/Colors/Brand.colorset")
        let ink = folder.appendingPathComponent("Assets.xcassets/Ink.colorset")
        try FileManager.default.createDirectory(at: brand, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: ink, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
        {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.400","blue":"0.000","alpha":"1.000"}}},
        {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0x33","green":"0x66","blue":"0xFF","alpha":"1.000"}}}],
        "info":{"author":"xcode","version":1}}
        """.utf8).write(to: brand.appendingPathComponent("Contents.json"))
        try Data("""
        {"colors":[{"idiom":"universal","color":{"platform":"ios","reference":"systemBlueColor"}}],"info":{"author":"xcode","version":1}}
        """.utf8).write(to: ink.appendingPathComponent("Contents.json"))

        Image.searchFolders.append(folder)
        defer { Image.searchFolders.removeAll { $0 == folder } }
        let color = try #require(UIColor(named: "Brand"))
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).hexString == "#FF6600")
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).hexString == "#3366FF")
        #expect(UIColor(named: "Ink", in: nil, compatibleWith: nil) == .systemBlue)
    }

    /// A name no catalog has is nil, and reported.
    @Test func aMissingColourIsNilAndReported() {
        #expect(UIColor(named: "NoSuchColour-\(UUID().uuidString)") == nil)
    }

    /// UIKit's named colours, with UIKit's components.
    @Test func uikitsNamedColours() {
        #expect(UIColor.orange.hexString == "#FF8000")
        #expect(UIColor.yellow.hexString == "#FFFF00")
        #expect(UIColor.purple.hexString == "#800080")
        #expect(UIColor.magenta.hexString == "#FF00FF")
        #expect(UIColor.brown.hexString == "#996633")
        #expect(UIColor.cyan.hexString == "#00FFFF")
        #expect(UIColor.lightText.hexString == "#FFFFFF99")
    }
}
