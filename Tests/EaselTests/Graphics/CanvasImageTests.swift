import EaselGraphics
import EaselImage
import Foundation
import Testing

/// `Canvas.image(size:scale:draw:)` draws straight into the image's own pixels; its bytes must be
/// exactly those of a canvas's surface read out with `makeImage()`.
@Suite struct CanvasImageTests {
    private static func draw(_ canvas: Canvas, opaque: Bool) {
        let size = canvas.size
        if opaque { canvas.fill(CGRect(origin: .zero, size: size), with: .white) }
        canvas.fill(Path(roundedRect: CGRect(x: 10.3, y: 7.7, width: size.width - 20, height: size.height / 2), cornerRadius: 9), with: Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.6))
        canvas.stroke(Path(ellipseIn: CGRect(x: 4, y: 4, width: 20, height: 12)), with: .systemRed, lineWidth: 1.5)
    }

    /// Opaque and translucent (soft edges to un-premultiply), an odd width so that a row's last
    /// pixel is converted alone, and a screen large enough for huge pages (1170 × 2532 pixels).
    @Test(arguments: [(CGSize(width: 161, height: 120), 2.0, true), (CGSize(width: 161, height: 120), 2.0, false),
                      (CGSize(width: 390, height: 844), 3.0, false), (CGSize(width: 30.5, height: 20), 1.0, false)])
    func theImageHoldsTheSurfacesBytes(size: CGSize, scale: CGFloat, opaque: Bool) throws {
        let canvas = try Canvas(size: size, scale: scale)
        Self.draw(canvas, opaque: opaque)
        let expected = try canvas.makeImage()
        let image = try Canvas.image(size: size, scale: scale) { Self.draw($0, opaque: opaque) }
        #expect(image.pixelWidth == expected.pixelWidth && image.pixelHeight == expected.pixelHeight && image.scale == scale)
        #expect(image.isOpaque == opaque)
        #expect(image.pixels == expected.pixels)
    }

    /// A canvas kept past `draw` draws nothing into the image it made.
    @Test func aCanvasKeptAfterDrawingChangesNothing() throws {
        var kept: Canvas?
        let image = try Canvas.image(size: CGSize(width: 10, height: 10), scale: 1) { canvas in
            canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 10), with: .black)
            kept = canvas
        }
        let before = image.pixels
        kept?.fill(CGRect(x: 0, y: 0, width: 10, height: 10), with: .white)
        #expect(image.pixels == before)
        #expect(image[0, 0] == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }
}
