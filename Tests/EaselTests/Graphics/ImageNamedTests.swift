import Easel
import Foundation
import Testing

/// A new folder holding `files`: each a name and the colour of a 2 × 2-point PNG at the scale
/// its name says (`brand@3x.png` is 6 × 6 pixels).
private func folder(_ files: [(String, Color)]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-named-\(UUID().uuidString)")
    for (name, color) in files {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let scale = Image.scale(fromFileName: name)
        let side = 2 * Int(scale)
        try Image(pixelWidth: side, pixelHeight: side, scale: scale, fill: color).writePNG(to: file)
    }
    return url
}

/// Every missing-image report for names starting with `prefix` while `body` runs; others go on
/// to the handler there was (tests run in parallel).
private func missingReports(for prefix: String, _ body: () throws -> Void) rethrows -> [ImageLookupError] {
    final class Box: @unchecked Sendable {
        let lock = NSLock()
        var reports: [ImageLookupError] = []
    }
    let box = Box()
    let previous = Image.missingImageHandler
    Image.missingImageHandler = { failure in
        if failure.name.hasPrefix(prefix) { box.lock.withLock { box.reports.append(failure) } } else { previous?(failure) }
    }
    defer { Image.missingImageHandler = previous }
    try body()
    return box.lock.withLock { box.reports }
}

@Suite struct ImageNamedTests {
    @Test func aBundlesScalesAreChosenByTheRenderScaleAsUIKitDoes() throws {
        let bundle = try #require(Bundle(url: try folder([("brand.png", .systemRed), ("brand@2x.png", .systemGreen), ("brand@3x.png", .systemBlue)])))
        let one = try #require(Image(named: "brand", in: bundle, scale: 1))
        let two = try #require(Image(named: "brand", in: bundle, scale: 2))
        let three = try #require(Image(named: "brand", in: bundle, compatibleWith: Device.iPhone15.traitCollection))
        #expect([one.scale, two.scale, three.scale] == [1, 2, 3] as [CGFloat])
        #expect([one.pixelWidth, two.pixelWidth, three.pixelWidth] == [2, 4, 6] as [Int])
        #expect([one[0, 0], two[0, 0], three[0, 0]] == [Pixel(.systemRed), Pixel(.systemGreen), Pixel(.systemBlue)] as [Pixel])
        #expect(one.size == three.size)
        // No scale asked: the largest there is; a `.png` name is the same image.
        #expect(Image(named: "brand", in: bundle)?.scale == 3)
        #expect(Image(named: "brand.png", in: bundle, scale: 2)?.scale == 2)
    }

    @Test func aMissingScaleFallsBackToTheNearestLargerThenTheLargest() throws {
        let bundle = try #require(Bundle(url: try folder([("icon@2x.png", .systemGreen)])))
        #expect(Image(named: "icon", in: bundle, scale: 1)?.scale == 2)
        #expect(Image(named: "icon", in: bundle, scale: 3)?.scale == 2)
        let one = try #require(Bundle(url: try folder([("mark.png", .systemRed), ("mark@3x.png", .systemBlue)])))
        #expect(Image(named: "mark", in: one, scale: 2)?.scale == 3)
    }

    @Test func aFileWithNoExtensionIsFound() throws {
        let url = try folder([("plain.png", .systemOrange)])
        try FileManager.default.moveItem(at: url.appendingPathComponent("plain.png"), to: url.appendingPathComponent("plain"))
        let image = try #require(Image(named: "plain", in: Bundle(url: url)))
        #expect(image[1, 1] == Pixel(.systemOrange))
    }

    @Test func anAssetCatalogsImageSetGivesEachScale() throws {
        let url = try folder([
            ("Assets.xcassets/Brand/logo.imageset/logo-small.png", .systemRed),
            ("Assets.xcassets/Brand/logo.imageset/logo-big@2x.png", .systemGreen),
        ])
        let contents = #"{"images": [{"idiom": "universal", "filename": "logo-small.png", "scale": "1x"}, {"idiom": "universal", "filename": "logo-big@2x.png", "scale": "2x"}, {"idiom": "universal", "scale": "3x"}], "info": {"version": 1, "author": "xcode"}}"#
        try Data(contents.utf8).write(to: url.appendingPathComponent("Assets.xcassets/Brand/logo.imageset/Contents.json"))
        let bundle = try #require(Bundle(url: url))
        #expect(Image(named: "logo", in: bundle, scale: 1)?[0, 0] == Pixel(.systemRed))
        let two = try #require(Image(named: "logo", in: bundle, scale: 3))
        #expect(two.scale == 2)
        #expect(two[0, 0] == Pixel(.systemGreen))
    }

    @Test func theBundleComesBeforeSearchFoldersAndEaselsImages() throws {
        // objc-logo is one of Easel's images; a bundle's own file of that name wins.
        let bundle = try #require(Bundle(url: try folder([("objc-logo@2x.png", .systemPink)])))
        #expect(Image(named: "objc-logo", in: bundle)?[0, 0] == Pixel(.systemPink))
        #expect(Image(named: "objc-logo")?.pixelWidth == 160)
    }

    @Test func aMissingNameThrowsSayingWhereItLooked() throws {
        // Foundation makes no bundle of an empty folder.
        let url = try folder([("other.png", .white)])
        let bundle = try #require(Bundle(url: url))
        let failure = try #require(throws: ImageLookupError.self) { try Image.named("missing-brand", in: bundle) }
        #expect(Array(failure.fileNames.prefix(5)) == ["missing-brand@3x.png", "missing-brand@2x.png", "missing-brand@1x.png", "missing-brand.png", "missing-brand"] as [String])
        #expect(failure.places.first == "the bundle \(bundle.resourceURL?.path ?? url.path)")
        #expect(failure.places.last == "Easel's images")
        #expect(failure.description.hasPrefix("no image named \"missing-brand\": looked for missing-brand@3x.png, "))
        #expect(failure.description.contains(" in the bundle \(url.path)"))
    }

    @Test func theOptionalSpellingIsNilAndTellsTheHandler() throws {
        let name = "missing-\(UUID().uuidString)"
        let reports = missingReports(for: name) {
            #expect(Image(named: name) == nil)
        }
        #expect(reports.map(\.name) == [name] as [String])
        #expect(reports.first?.places.first?.hasPrefix("Bundle.main (") == true)
    }

    @Test func screenFilesTakeTheImageForTheScaleTheyRenderAt() throws {
        let url = try folder([("badge@2x.png", .systemGreen), ("badge@3x.png", .systemBlue)])
        let json = ##"{"size": "40x40", "background": "#FFFFFF", "elements": [{"image": {"name": "badge", "contentMode": "center"}}]}"##
        let file = url.appendingPathComponent("badge.json")
        try Data(json.utf8).write(to: file)
        let screen = try ScreenFile(contentsOf: file)
        // Drawn at the pixel size of each scale's file, centred, so the colour says which was read.
        #expect(try screen.render(on: Device(size: CGSize(width: 40, height: 40), scale: 2))[40, 40] == Pixel(.systemGreen))
        #expect(try screen.render(on: Device(size: CGSize(width: 40, height: 40), scale: 3))[60, 60] == Pixel(.systemBlue))
    }
}
