import CCairo
@testable import Easel
@testable import EaselGraphics
import Foundation
import Testing

/// `Canvas.writePNG(to:)` encodes the surface a row at a time, straightening each row as it
/// goes; its file must hold exactly the bytes of `makeImage().pngData()`.
@Suite struct CanvasPNGTests {
    func written(_ canvas: Canvas) throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("easel-canvas-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try canvas.writePNG(to: file)
        return try Data(contentsOf: file)
    }

    /// An opaque canvas (RGB) and a translucent one (RGBA, with soft edges to un-premultiply),
    /// an odd width so that the last pixel of a row is read alone, and a small one that goes
    /// through libpng.
    @Test(arguments: [(CGSize(width: 161, height: 120), true), (CGSize(width: 161, height: 120), false),
                      (CGSize(width: 320, height: 480), true), (CGSize(width: 30, height: 20), false)])
    func theFileHoldsTheImagesBytes(size: CGSize, opaque: Bool) throws {
        let canvas = try Canvas(size: size, scale: 2)
        if opaque { canvas.fill(CGRect(origin: .zero, size: size), with: .white) }
        canvas.fill(Path(roundedRect: CGRect(x: 10.3, y: 7.7, width: size.width - 20, height: size.height / 2), cornerRadius: 9), with: Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.6))
        canvas.stroke(Path(ellipseIn: CGRect(x: 4, y: 4, width: 20, height: 12)), with: .systemRed, lineWidth: 1.5)
        let image = try canvas.makeImage()
        #expect(image.isOpaque == opaque)
        let bytes = try written(canvas)
        #expect(bytes == (try image.pngData()))
        #expect(bytes[25] == (opaque ? 2 : 6))  // colour type: RGB or RGBA
        #expect(try Image(pngData: bytes, scale: 2) == image)
    }

    /// Only the last pixel of one row is translucent: the opaque scan must look at it.
    @Test func aSingleTranslucentLastPixelKeepsTheAlpha() throws {
        let canvas = try Canvas(size: CGSize(width: 161, height: 120), scale: 1)
        canvas.fill(CGRect(x: 0, y: 0, width: 160, height: 120), with: .white)
        canvas.fill(CGRect(x: 160, y: 0, width: 1, height: 119), with: .white)
        let image = try canvas.makeImage()
        #expect(!image.isOpaque)
        #expect(image[160, 119].alpha == 0)
        let bytes = try written(canvas)
        #expect(bytes == (try image.pngData()))
        #expect(bytes[25] == 6)
    }

    @Test func aFailedDrawingIsReportedNotWritten() throws {
        let canvas = try Canvas(size: CGSize(width: 200, height: 200), scale: 1)
        canvas.failure = CairoError("a test failure", status: CAIRO_STATUS_NO_MEMORY)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("easel-canvas-\(UUID().uuidString).png")
        #expect(throws: CairoError.self) { try canvas.writePNG(to: file) }
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }
}
