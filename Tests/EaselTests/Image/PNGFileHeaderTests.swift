@testable import EaselImage
import Foundation
import Testing

@Suite struct PNGFileHeaderTests {
    /// A header whose width × height overflows an Int: no size, and the decoder refuses the file.
    @Test func anOverflowingSizeIsNoPixelCountAndTheCompareThrows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-forged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 8, 2, 0, 0, 0, 0, 0, 0, 0]
        let forged = folder.appendingPathComponent("forged.png")
        try Data(bytes).write(to: forged)
        let header = try #require(PNGFileHeader(contentsOfFile: forged.path))
        #expect(header.width == 4_294_967_295 && header.height == 4_294_967_295)
        #expect(header.pixelCount == nil)
        #expect(throws: ImageError.tooLarge(width: 4_294_967_295, height: 4_294_967_295)) {
            try PixelDiff().compare(contentsOf: forged.path, forged.path)
        }
        #expect(PNGFileHeader(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    }
}
