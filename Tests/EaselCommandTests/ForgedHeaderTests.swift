import Foundation
import Testing

/// A PNG header claiming 4,294,967,295 × 4,294,967,295 pixels: the product does not fit an Int.
func forgedPNG(in folder: URL) throws -> String {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 8, 2, 0, 0, 0, 0, 0, 0, 0]
    let url = folder.appendingPathComponent("forged.png")
    try Data(bytes).write(to: url)
    return url.path
}

@Suite struct ForgedHeaderTests {
    /// Both diff executables refuse it with exit 2, before decoding, rather than crash.
    @Test(arguments: ["easel", "easel-diff"])
    func aHeaderWhoseSizeOverflowsIsRefused(_ executable: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let forged = try forgedPNG(in: folder)
        let run = try spawn(Bundle.main.bundleURL.appendingPathComponent(executable), ["diff", forged, fixture("colour-a")])
        #expect(!run.crashed)
        #expect(run.status == 2)
        #expect(run.errors == "easel diff: \(forged): the image is 4294967295×4294967295 pixels; easel diff compares images of at most 64 megapixels\n")
    }
}
