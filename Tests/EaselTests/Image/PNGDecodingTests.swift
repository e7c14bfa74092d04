@testable import Easel
@testable import EaselImage
import Foundation
import Testing

/// PNGs of every colour type, bit depth and interlacing, each beside the RGBA Pillow reads from
/// it (scripts/make-png-fixtures wrote both).
private let suite = Repository.fixtures.appendingPathComponent("png-suite")

private let suiteNames: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: suite.path)) ?? []
    return files.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
}()

/// Decodes through libpng alone, or through the fast path where the file allows it.
private func decode(_ data: Data, fastPath: Bool, budget: Int = Image.defaultDecodingBudget) throws -> [UInt8] {
    try data.withUnsafeBytes { bytes in
        try Image.decodePNG(bytes, scale: 1, source: "test", memoryBudget: budget, allowFastPath: fastPath).2
    }
}

/// A PNG made of the given chunks after the signature, each with its CRC.
private func png(_ chunks: [(String, [UInt8])]) -> Data {
    var data = Data([137, 80, 78, 71, 13, 10, 26, 10])
    for (kind, body) in chunks {
        let typed = Array(kind.utf8) + body
        data.append(contentsOf: withUnsafeBytes(of: UInt32(body.count).bigEndian, Array.init))
        data.append(contentsOf: typed)
        let crc = typed.withUnsafeBytes { PNGInflater.crc32($0) }
        data.append(contentsOf: withUnsafeBytes(of: crc.bigEndian, Array.init))
    }
    return data
}

private func header(width: UInt32, height: UInt32, depth: UInt8, colorType: UInt8) -> (String, [UInt8]) {
    ("IHDR", withUnsafeBytes(of: width.bigEndian, Array.init) + withUnsafeBytes(of: height.bigEndian, Array.init) + [depth, colorType, 0, 0, 0])
}

@Suite struct PNGDecodingTests {
    @Test func theSuiteCoversEveryColourTypeBitDepthAndInterlacing() {
        #expect(suiteNames.count == 46)
        #expect(suiteNames.contains("type0-16bit-srgb-interlaced"))
        #expect(suiteNames.contains("type3-1bit"))
    }

    @Test(arguments: suiteNames)
    func decodesLikePillow(name: String) throws {
        let data = try Data(contentsOf: suite.appendingPathComponent("\(name).png"))
        let expected = [UInt8](try Data(contentsOf: suite.appendingPathComponent("\(name).rgba")))
        let image = try Image(pngData: data, source: name)
        #expect(image.pixelWidth == 13 && image.pixelHeight == 9)
        let differing = zip(image.pixels, expected).filter { $0 != $1 }.count
        #expect(image.pixels.count == expected.count && differing == 0, "\(differing) bytes differ from Pillow's")
        #expect(try decode(data, fastPath: false) == expected, "libpng path")
    }

    @Test func sixteenBitGreyWithoutGammaIsNotReadAsLinearLight() throws {
        // The top-left sample is 128 × 257 in the 16-bit files and 128 in the 8-bit one.
        for name in ["type0-8bit", "type0-16bit", "type0-16bit-interlaced", "type0-16bit-srgb-interlaced", "type2-16bit"] {
            let image = try Image(contentsOfFile: suite.appendingPathComponent("\(name).png").path)
            #expect(image[0, 0] == Pixel(red: 128, green: 128, blue: 128), "\(name)")
        }
    }

    @Test func interlacedSixteenBitFilesMatchTheirPlainTwins() throws {
        for name in ["type0-16bit-srgb", "type2-16bit-srgb", "type6-16bit-srgb", "type6-16bit", "type2-16bit-trns"] {
            let plain = try Image(contentsOfFile: suite.appendingPathComponent("\(name).png").path)
            let interlaced = try Image(contentsOfFile: suite.appendingPathComponent("\(name)-interlaced.png").path)
            #expect(plain == interlaced, "\(name)")
        }
    }

    @Test func eightBitRGBAndRGBAFilesWithEveryRowFilterTakeTheFastPath() throws {
        for name in ["type2-8bit", "type6-8bit", "type6-8bit-gamma-srgb"] {
            let data = try Data(contentsOf: suite.appendingPathComponent("\(name).png"))
            let layout = try #require(data.withUnsafeBytes { PNGLayout.scan($0) })
            #expect(layout.isPlain, "\(name)")
            let fast = try #require(data.withUnsafeBytes { PNGInflater.decode($0, layout: layout) })
            #expect(fast == [UInt8](try Data(contentsOf: suite.appendingPathComponent("\(name).rgba"))), "\(name)")
        }
        for name in ["type2-8bit-trns", "type2-8bit-interlaced", "type2-16bit", "type3-8bit", "type0-8bit"] {
            let data = try Data(contentsOf: suite.appendingPathComponent("\(name).png"))
            #expect(data.withUnsafeBytes { PNGLayout.scan($0) }?.isPlain == false, "\(name)")
        }
    }

    @Test(arguments: [PNGCompression.screen, .fastest, .smallest, .level(0), .level(6)])
    func theFastPathReadsWhatLibpngReadsFromEaselsFiles(compression: PNGCompression) throws {
        let opaque = try ExampleScreen.cards.makeView().render(size: ExampleScreen.cards.size, scale: 2)
        var translucent = opaque
        translucent[3, 5] = Pixel(red: 10, green: 20, blue: 30, alpha: 40)
        for image in [opaque, translucent] {
            let data = try image.pngData(compression: compression)
            #expect(data.withUnsafeBytes { PNGLayout.scan($0) }?.isPlain == true)
            #expect(try decode(data, fastPath: true) == image.pixels)
            #expect(try decode(data, fastPath: false) == image.pixels)
        }
    }

    @Test func aTinyFileClaimingAHugeImageFailsBeforeAllocating() throws {
        let data = png([
            header(width: 16384, height: 16384, depth: 8, colorType: 6),
            ("IDAT", [0x78, 0x9C, 0x63, 0x00, 0x00] + [UInt8](repeating: 0, count: 12)),
            ("IEND", []),
        ])
        #expect(data.count == 74)
        let error = #expect(throws: ImageError.self) { try Image(pngData: data, source: "bomb.png") }
        #expect(error?.description == "bomb.png: not a readable PNG: IHDR claims 16384×16384 pixels, which need at least 1073758208 bytes of image data, but the file has 17 compressed bytes, which inflate to at most 17544")
    }

    @Test func aFileOverTheMemoryBudgetIsRefused() throws {
        let data = try ExampleScreen.cards.makeView().render(size: ExampleScreen.cards.size, scale: 1).pngData()
        let error = #expect(throws: ImageError.self) { try Image(pngData: data, source: "cards.png", memoryBudget: 100_000) }
        #expect(error?.description.hasPrefix("cards.png: decoding 320×") == true)
        #expect(error?.description.hasSuffix("over the memory budget of 100000 bytes") == true)
    }

    @Test func corruptDataThatTheFastPathRejectsIsReportedByLibpng() throws {
        var data = try ExampleScreen.cards.makeView().render(size: ExampleScreen.cards.size, scale: 1).pngData()
        let idat = try #require(data.range(of: Data("IDAT".utf8)))
        // A wrong CRC sends the file to libpng, which names the problem.
        data[idat.upperBound + 3] ^= 0xFF
        let error = #expect(throws: ImageError.self) { try Image(pngData: data, source: "broken.png") }
        #expect(error?.description.hasPrefix("broken.png: not a readable PNG: ") == true)
    }

    @Test func undefinedColourTypesAndDepthsAreErrors() {
        let data = png([header(width: 4, height: 4, depth: 8, colorType: 5), ("IDAT", [1, 2, 3]), ("IEND", [])])
        let error = #expect(throws: ImageError.self) { try Image(pngData: data) }
        #expect(error?.description == "PNG data: not a readable PNG: IHDR has colour type 5 and bit depth 8, which PNG does not define")
    }
}
