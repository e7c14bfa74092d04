import Easel
import Foundation
import Testing

private let fixtures = Repository.fixtures.appendingPathComponent("diff")

private func fixture(_ name: String) throws -> Image {
    try Image(contentsOfFile: fixtures.appendingPathComponent("\(name).png").path)
}

/// FNV-1a, 64-bit, over RGBA bytes, as scripts/pixelmatch-counts.mjs hashes pixelmatch's diff images.
private func fnv1a(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
}

/// One comparison pixelmatch itself made (scripts/pixelmatch-counts.mjs, see Fixtures/diff/README.md).
struct PixelmatchCase: Decodable, CustomTestStringConvertible, Sendable {
    let expected: String
    let actual: String
    let metric: String
    let options: String
    let differentPixels: Int
    let diffImageFNV1a: String
    let picture: String?

    var testDescription: String { "\(expected) vs \(actual), \(metric), \(options)" }

    /// The script's option sets, spelled as PixelDiff.Options.
    static let optionSets: [String: PixelDiff.Options] = {
        let blue = Pixel(red: 0, green: 160, blue: 255)
        return [
            "default": .init(),
            "threshold 0": .init(threshold: 0),
            "threshold 0.05": .init(threshold: 0.05),
            "threshold 0.3": .init(threshold: 0.3),
            "include anti-aliased": .init(includeAntiAliased: true),
            "no checkerboard": .init(checkerboard: false),
            "alpha 0": .init(alpha: 0),
            "alpha 0.5": .init(alpha: 0.5),
            "alpha 1": .init(alpha: 1),
            "colours": .init(antiAliasedColor: Pixel(red: 0, green: 192, blue: 0), diffColor: Pixel(red: 255, green: 0, blue: 255)),
            "diff colour alt": .init(diffColorAlt: blue),
            "diff mask": .init(diffColorAlt: blue, diffMask: true),
            "mask, include anti-aliased": .init(includeAntiAliased: true, diffMask: true),
        ]
    }()

    var diff: PixelDiff? {
        guard var options = Self.optionSets[options], let metric = PixelDiff.Metric(rawValue: metric) else { return nil }
        options.metric = metric
        return PixelDiff(options)
    }

    static let all: [PixelmatchCase] = {
        guard let data = try? Data(contentsOf: fixtures.appendingPathComponent("pixelmatch.json")) else { return [] }
        return (try? JSONDecoder().decode([PixelmatchCase].self, from: data)) ?? []
    }()
}

@Suite struct PixelDiffTests {
    @Test(arguments: PixelmatchCase.all)
    func countsAndDiffImagesEqualPixelmatchs(_ case_: PixelmatchCase) throws {
        let diff = try #require(case_.diff, "a known option set and metric")
        let expected = try fixture(case_.expected), actual = try fixture(case_.actual)
        #expect(diff.compare(expected, actual).differentPixels == case_.differentPixels)
        let drawn = diff.compare(expected, actual, drawingDiff: true)
        #expect(drawn.differentPixels == case_.differentPixels)
        let image = try #require(try drawn.diffImage())
        #expect(fnv1a(image.pixels) == case_.diffImageFNV1a)
        if let picture = case_.picture {
            let reference = try Image(contentsOfFile: fixtures.appendingPathComponent("expected/\(picture)").path)
            #expect(image.pixels == reference.pixels)
        }
    }

    @Test func theFixturesCoverEveryPairOptionAndMetric() {
        let cases = PixelmatchCase.all
        #expect(Set(cases.map(\.actual)) == ["text-b", "shift-b", "colour-below-b", "colour-above-b", "edge-b", "alpha-b",
                                              "translucent-b", "checker-b", "tone-b"])
        #expect(Set(cases.map(\.options)) == Set(PixelmatchCase.optionSets.keys))
        #expect(Set(cases.map(\.metric)) == ["yiq", "oklab"])
        #expect(cases.count == 9 * 13 * 2)
        #expect(cases.filter { $0.picture != nil }.count == 19)
    }

    /// pixelmatch 7's rule: a half-transparent white panel that disappears is invisible over white
    /// (pixelmatch 6) but plain over the checkerboard (pixelmatch 7), in both metrics.
    @Test func aTranslucentChangeCountsOverTheCheckerboardNotOverWhite() throws {
        let a = try fixture("checker-a"), b = try fixture("checker-b")
        for metric in PixelDiff.Metric.allCases {
            #expect(PixelDiff(metric: metric).compare(a, b).differentPixels == 1920)
            #expect(PixelDiff(checkerboard: false, metric: metric).compare(a, b).differentPixels == 0)
        }
        // A fully transparent pixel whose hidden colour changes is no change at all.
        let strip = PixelDiff(threshold: 0).compare(a, b).boundingBox
        #expect(strip == PixelRect(x: 12, y: 12, width: 48, height: 40))
    }

    @Test func darkerPixelsTakeTheAlternativeColour() throws {
        let blue = Pixel(red: 0, green: 160, blue: 255)
        let comparison = PixelDiff(PixelDiff.Options(diffColorAlt: blue)).compare(try fixture("tone-a"), try fixture("tone-b"))
        let diff = try #require(try comparison.diffImage())
        #expect(diff[20, 30] == blue)  // the left card got darker
        #expect(diff[70, 30] == Pixel(red: 255, green: 0, blue: 0))  // the right one lighter
    }

    @Test func identicalImagesAreIdentical() throws {
        let image = try fixture("text-a")
        let comparison = PixelDiff().compare(image, image)
        #expect(comparison.isIdentical)
        #expect(comparison.differentPixels == 0 && comparison.boundingBox == nil)
        #expect(comparison.summary == "identical")
    }

    @Test func sizeMismatchIsAResultNotACrash() throws {
        let comparison = PixelDiff().compare(try fixture("text-a"), try fixture("colour-a"))
        #expect(!comparison.sizesMatch)
        #expect(comparison.summary == "sizes differ: expected 320×80 pixels, actual 120×80")
        #expect(try comparison.diffImage() == nil)
        #expect(comparison.differentRatio == 1)
    }

    @Test func boundingBoxAndSummaryOfAColourChange() throws {
        let comparison = PixelDiff().compare(try fixture("colour-a"), try fixture("colour-above-b"))
        // The box is 30 × 24 points at scale 2 from (10, 8): 60 × 48 pixels from (20, 16).
        #expect(comparison.boundingBox == PixelRect(x: 20, y: 16, width: 60, height: 48))
        #expect(comparison.summary == "2380 pixels differ (24.79%) in the box at (20, 16) 60×48 px")
        #expect(abs(comparison.differentRatio - 2380.0 / 9600) < 1e-12)
    }

    /// The grey is cut to a byte as JavaScript's Uint8Array cuts it: truncated, not rounded.
    @Test func theGreyBackgroundIsTruncatedAsPixelmatchsBufferTruncatesIt() throws {
        let blue = Pixel(red: 0, green: 122, blue: 255)
        let image = try Image(pixelWidth: 1, pixelHeight: 1, fill: blue.color)
        let diff = try #require(try PixelDiff().compare(image, image).diffImage())
        let value = 255 + (0 * 0.29889531 + 122 * 0.58662247 + 255 * 0.11448223 - 255) * 0.1 * 255 / 255  // 239.57…
        #expect(value > 239.5 && value < 240)
        #expect(diff[0, 0] == Pixel(red: 239, green: 239, blue: 239))
    }

    @Test func countingStopsPastTheLimitWhenNoDiffImageIsDrawn() throws {
        let expected = try fixture("text-a"), actual = try fixture("text-b")
        let stopped = PixelDiff().compare(expected, actual, stoppingAfter: 10)
        #expect(!stopped.isComplete)
        #expect(stopped.differentPixels == 11)
        #expect(stopped.summary == "more than 10 pixels differ (stopped counting)")
        #expect(!Tolerance(maxDifferentPixels: 10).accepts(stopped))
        let underLimit = PixelDiff().compare(expected, actual, stoppingAfter: 616)
        #expect(underLimit.isComplete && underLimit.differentPixels == 616)
        let drawn = PixelDiff().compare(expected, actual, stoppingAfter: 10, drawingDiff: true)
        #expect(drawn.isComplete && drawn.differentPixels == 616)
    }

    /// A large pass is split into bands of rows, one per core; the bands must add up to one pass.
    /// Five by five tiles of the text pair (1600 × 400 pixels, over `PixelDiff.pixelsPerBand`),
    /// cut by the band boundary through the middle of a row of tiles: each tile counts what the
    /// pair alone counts, and each tile of the diff image is the pair's diff image. (Counting
    /// with a limit stays on one thread.)
    @Test func aPassInBandsCountsAndDrawsAsOnePass() throws {
        let expected = try fixture("text-a"), actual = try fixture("text-b")
        let alone = PixelDiff().compare(expected, actual, drawingDiff: true)
        let aloneDiff = try #require(try alone.diffImage())
        func tiled(_ image: Image) throws -> Image {
            let width = image.pixelWidth * 5, height = image.pixelHeight * 5
            var bytes = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0 ..< height {
                let source = (y % image.pixelHeight) * image.pixelWidth * 4
                for column in 0 ..< 5 {
                    let target = (y * width + column * image.pixelWidth) * 4
                    bytes[target ..< target + image.pixelWidth * 4] = image.pixels[source ..< source + image.pixelWidth * 4]
                }
            }
            return try Image(pixelWidth: width, pixelHeight: height, scale: image.scale, pixels: bytes)
        }
        let big = (try tiled(expected), try tiled(actual))
        #expect(big.0.pixelWidth * big.0.pixelHeight >= 512 * 1024)  // PixelDiff's pixels per band
        let whole = PixelDiff().compare(big.0, big.1, drawingDiff: true)
        #expect(whole.differentPixels == 25 * alone.differentPixels)
        #expect(whole.antiAliasedPixels == 25 * alone.antiAliasedPixels)
        let box = try #require(alone.boundingBox)
        #expect(whole.boundingBox == PixelRect(x: box.x, y: box.y, width: 4 * expected.pixelWidth + box.width, height: 4 * expected.pixelHeight + box.height))
        #expect(try whole.diffImage() == tiled(aloneDiff))
        let counted = PixelDiff().compare(big.0, big.1)
        #expect(counted.differentPixels == whole.differentPixels && counted.boundingBox == whole.boundingBox)
    }

    @Test func coloursParseAsRGBOrHex() throws {
        #expect(try Pixel(parsing: "255,0,255") == Pixel(red: 255, green: 0, blue: 255))
        #expect(try Pixel(parsing: "#00a0FF") == Pixel(red: 0, green: 160, blue: 255))
        #expect(try Pixel(parsing: " 1, 2 ,3 ") == Pixel(red: 1, green: 2, blue: 3))
        for bad in ["256,0,0", "1,2", "1,2,3,4", "#12345", "#GG0000", "red", "", "1,,2"] {
            #expect(throws: PixelParsingError(text: bad)) { try Pixel(parsing: bad) }
        }
    }

    @Test func aToleranceCarriesEveryOption() {
        var tolerance = Tolerance(threshold: 0.2, metric: .oklab, maxDifferentPixels: 3)
        tolerance.options.diffColorAlt = Pixel(red: 0, green: 0, blue: 255)
        #expect(tolerance.diff.options == PixelDiff.Options(threshold: 0.2, diffColorAlt: Pixel(red: 0, green: 0, blue: 255), metric: .oklab))
        #expect(Tolerance(maxDifferentRatio: 2).allowedPixels(of: 100) == 100)
        #expect(Tolerance(maxDifferentRatio: .nan).allowedPixels(of: 100) == 0)
    }
}

@Suite struct ComparisonSummaryTests {
    /// A 1035×105-pixel box at (72, 981) on a @3x screen is 345×35 points at (24, 327).
    @Test func theBoxIsGivenInPointsThenPixels() throws {
        let white = try Image(pixelWidth: 1179, pixelHeight: 1200, scale: 3, fill: .white)
        var changed = white
        for y in 981 ..< 1086 { for x in 72 ..< 1107 { changed[x, y] = Pixel(.black) } }
        let comparison = PixelDiff().compare(white, changed)
        #expect(comparison.summary == "108675 pixels differ (7.681%) in the box at (24, 327) 345×35 pt, (72, 981) 1035×105 px at @3x")
    }

    @Test func aBoxOffThePointGridShowsFractions() throws {
        let white = try Image(pixelWidth: 8, pixelHeight: 8, scale: 2, fill: .white)
        var changed = white
        changed[3, 5] = Pixel(.black)
        #expect(PixelDiff().compare(white, changed).summary == "1 pixel differs (1.562%) in the box at (1.50, 2.50) 0.50×0.50 pt, (3, 5) 1×1 px at @2x")
    }
}
