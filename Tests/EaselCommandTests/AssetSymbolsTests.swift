@testable import EaselPort
import Foundation
import Testing

/// `easel port --assets`: the symbols Xcode generates for asset catalogs. The expected names are
/// pairs found in GeneratedAssetSymbols.swift files Xcode wrote for public apps.
@Suite struct AssetSymbolsTests {
    @Test(arguments: [
        ("AccentColor", "Color", "accent"),
        ("Accent1", "Color", "accent1"),
        ("DarkGray", "Color", "darkGray"),
        ("RealYellow", "Color", "realYellow"),
        ("AM-AI-iOS-ClearDark-1024x1024", "Image", "amAIIOSClearDark1024X1024"),
        ("oriangler_auth_fishing_sunset_background", "Image", "orianglerAuthFishingSunsetBackground"),
        ("LogoSplash", "Image", "logoSplash"),
        ("FileImage", "Image", "file"),
        ("1", "Image", "_1"),
    ])
    func namesAreXcodes(_ asset: String, _ suffix: String, _ symbol: String) {
        #expect(AssetSymbols.memberName(asset, dropping: suffix) == symbol)
    }

    @Test func portWritesTheSymbolsBesideThePortedFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        let colors = catalog.appendingPathComponent("Colors")
        let manager = FileManager.default
        try manager.createDirectory(at: colors.appendingPathComponent("Primary.colorset"), withIntermediateDirectories: true)
        try Data(#"{"properties": {"provides-namespace": true}}"#.utf8).write(to: colors.appendingPathComponent("Contents.json"))
        try manager.createDirectory(at: catalog.appendingPathComponent("BrandColor.colorset"), withIntermediateDirectories: true)
        try manager.createDirectory(at: catalog.appendingPathComponent("Red.colorset"), withIntermediateDirectories: true)
        try manager.createDirectory(at: catalog.appendingPathComponent("Icons/avatar-placeholder.imageset"), withIntermediateDirectories: true)
        try manager.createDirectory(at: catalog.appendingPathComponent("AppIcon.appiconset"), withIntermediateDirectories: true)

        let output = folder.appendingPathComponent("Ported")
        let run = try easel(["port", "--assets", catalog.path, "-o", output.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == output.appendingPathComponent("GeneratedAssetSymbols.swift").path + "\n")
        let text = try String(contentsOf: output.appendingPathComponent("GeneratedAssetSymbols.swift"), encoding: .utf8)
        // Colours: the suffix dropped, a namespace folder nested; a folder without one flattened.
        #expect(text.contains(#"static let brand = ColorResource(name: "BrandColor", bundle: resourceBundle)"#))
        #expect(text.contains("    enum Colors {\n        /// The \"Colors/Primary\" asset catalog resource.\n        static let primary = ColorResource(name: \"Colors/Primary\""))
        #expect(text.contains(#"static let avatarPlaceholder = ImageResource(name: "avatar-placeholder", bundle: resourceBundle)"#))
        #expect(text.contains("static var brand: UIColor { UIColor(resource: ColorResource.brand) }"))
        #expect(text.contains("static var primary: UIColor { UIColor(resource: ColorResource.Colors.primary) }"))
        // UIColor.red is UIKit's own: the resource exists, the shorthand does not.
        #expect(text.contains(#"static let red = ColorResource(name: "Red""#))
        #expect(!text.contains("static var red: UIColor"))
        #expect(!text.contains("AppIcon"))
    }

    @Test func aMissingCatalogIsAnErrorAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Ported")
        let run = try easel(["port", "--assets", folder.appendingPathComponent("Nope.xcassets").path, "-o", output.path])
        #expect(run.status == 2)
        #expect(run.errors == "easel port: \(folder.path)/Nope.xcassets: no asset catalog folder there\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
