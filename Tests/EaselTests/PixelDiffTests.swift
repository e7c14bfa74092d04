import Easel
import Foundation
import Testing

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/diff")

private func fixture(_ name: String) throws -> Image {
    try Image(contentsOfFile: fixtures.appendingPathComponent("\(name).png").path)
}

/// One count pixelmatch itself gave (scripts/pixelmatch-counts).
struct PixelmatchCount: Decodable, CustomTestStringConvertible, Sendable {
    let expected: String
    let actual: String
    let options: String
    let differentPixels: Int

    var testDescription: String { "\(expected) vs \(actual), \(options)" }

    var diff: PixelDiff {
        switch options {
        case "threshold 0.05": PixelDiff(threshold: 0.05)
        case "threshold 0.3": PixelDiff(threshold: 0.3)
        case "threshold 0": PixelDiff(threshold: 0)
        case "include anti-aliased": PixelDiff(includeAntiAliased: true)
        default: PixelDiff()
        }
    }

    static let all: [PixelmatchCount] = {
        let data = try! Data(contentsOf: fixtures.appendingPathComponent("pixelmatch.json"))
        return try! JSONDecoder().decode([PixelmatchCount].self, from: data)
    }()
}

@Suite struct PixelDiffTests {
    @Test(arguments: PixelmatchCount.all)
    func countsEqualPixelmatchs(_ case_: PixelmatchCount) throws {
        let comparison = case_.diff.compare(try fixture(case_.expected), try fixture(case_.actual))
        #expect(comparison.differentPixels == case_.differentPixels)
    }

    @Test func theFixturesCoverEveryKindOfDifference() {
        let kinds = Set(PixelmatchCount.all.map(\.actual))
        #expect(kinds == ["text-b", "shift-b", "colour-below-b", "colour-above-b", "edge-b", "alpha-b"])
        #expect(PixelmatchCount.all.count == 30)
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
        #expect(comparison.summary == "2380 pixels differ (24.79%) in 20,16 60×48")
        #expect(abs(comparison.differentRatio - 2380.0 / 9600) < 1e-12)
    }

    @Test func diffImageFadesTheSameMarksTheDifferentAndTheAntiAliased() throws {
        let expected = try fixture("edge-a"), actual = try fixture("edge-b")
        let comparison = PixelDiff().compare(expected, actual)
        let diff = try #require(try comparison.diffImage())
        var red = 0, yellow = 0
        for y in 0 ..< diff.pixelHeight {
            for x in 0 ..< diff.pixelWidth {
                switch diff[x, y] {
                case Pixel(red: 255, green: 0, blue: 0): red += 1
                case Pixel(red: 255, green: 255, blue: 0): yellow += 1
                default: break
                }
            }
        }
        #expect(red == comparison.differentPixels)
        #expect(yellow == comparison.antiAliasedPixels)
        #expect(yellow > 100)
        // A white pixel stays white; the blue box fades to light grey (its brightness at 10%).
        #expect(diff[0, 0] == Pixel(red: 255, green: 255, blue: 255))
        let blueY = 0 * 0.29889531 + 122 * 0.58662247 + 255 * 0.11448223
        let grey = UInt8((255 + (blueY - 255) * 0.1).rounded())
        #expect(diff[60, 40] == Pixel(red: grey, green: grey, blue: grey))
    }

    @Test func maskOnlyPaintsJustTheDifferences() throws {
        let style = DiffImageStyle(darkerColor: Pixel(red: 0, green: 0, blue: 255), maskOnly: true)
        let comparison = PixelDiff(style: style).compare(try fixture("colour-a"), try fixture("colour-above-b"))
        let diff = try #require(try comparison.diffImage())
        #expect(diff[0, 0].alpha == 0)
        // #5E5CE6 is brighter than #007AFF in YIQ's Y, so the change is marked as lighter: red.
        #expect(diff[40, 30] == Pixel(red: 255, green: 0, blue: 0))
        let darker = PixelDiff(style: style).compare(try fixture("colour-above-b"), try fixture("colour-a"))
        #expect(try darker.diffImage()?[40, 30] == Pixel(red: 0, green: 0, blue: 255))
    }
}
