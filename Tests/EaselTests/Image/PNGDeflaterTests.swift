@testable import EaselImage
import Foundation
import Testing

/// `PNGDeflater` writes `.screen` PNGs without libpng; its bytes must be libpng's, or every
/// reference recorded before it would change.
@Suite struct PNGDeflaterTests {
    static let root = Repository.root

    /// Every PNG in the repository's tests and resources, decoded.
    static func images() throws -> [(String, Image)] {
        var found: [(String, Image)] = []
        for folder in ["Tests", "Resources"] {
            let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let relative = walker?.nextObject() as? String {
                guard relative.hasSuffix(".png"), !relative.contains("png-suite/"), !relative.contains("corpus") else { continue }
                let path = root.appendingPathComponent(folder).appendingPathComponent(relative).path
                if let image = try? Image(contentsOfFile: path) { found.append((relative, image)) }
            }
        }
        return found
    }

    @Test func everyReferenceImageEncodesToLibpngsBytes() throws {
        let images = try Self.images()
        #expect(images.count > 100)
        var deflated = 0
        for (name, image) in images {
            let libpng = try image.pngDataThroughLibpng(compression: .screen)
            if let ours = PNGDeflater.encode(image, compression: .screen) {
                deflated += 1
                #expect(ours == libpng, "\(name): \(ours.count) bytes, libpng \(libpng.count)")
            }
            #expect(try image.pngData() == libpng, "\(name)")
        }
        // Most are large enough for the deflater; the rest went through libpng.
        #expect(deflated > images.count / 2)
    }

    @Test func translucentImagesKeepTheirAlphaAndDecodeBack() throws {
        var pixels = [UInt8]()
        for y in 0 ..< 120 {
            for x in 0 ..< 150 { pixels += [UInt8(x), UInt8(y), UInt8((x * y) & 0xFF), UInt8((x + y) & 0xFF)] }
        }
        let image = try Image(pixelWidth: 150, pixelHeight: 120, pixels: pixels)
        let ours = try #require(PNGDeflater.encode(image, compression: .screen))
        #expect(ours == (try image.pngDataThroughLibpng(compression: .screen)))
        #expect(ours[25] == 6)  // colour type RGBA
        #expect(try Image(pngData: ours) == image)
    }

    @Test func smallImagesAndOtherCompressionsGoThroughLibpng() throws {
        let small = try Image(pixelWidth: 40, pixelHeight: 40, fill: Pixel(red: 1, green: 2, blue: 3))
        #expect(PNGDeflater.encode(small, compression: .screen) == nil)
        let large = try Image(pixelWidth: 200, pixelHeight: 200, fill: Pixel(red: 1, green: 2, blue: 3))
        #expect(PNGDeflater.encode(large, compression: .smallest) == nil)
        #expect(PNGDeflater.encode(large, compression: .fastest) == nil)
        #expect(PNGDeflater.encode(large, compression: .screen) != nil)
    }
}
