@testable import Easel
@testable import EaselGraphics
import Foundation
import Testing

/// The geometry routines under shadows and gradients answer every size, however degenerate:
/// canvases of no width or one pixel, blurs wider than the canvas, ellipses of no width.
@Suite struct DegenerateGeometryTests {
    /// A skipped span narrower than one block (a cover a pixel wide) skips nothing and sets every pixel.
    @Test(arguments: 2 ... 8)
    func aSkippedSpanNarrowerThanABlockIsEmpty(factor: Int) {
        let source = [UInt8](repeating: 200, count: 4 * 4)
        var target = [UInt8](repeating: 7, count: 4 * factor * 4 * factor)
        source.withUnsafeBufferPointer { from in
            target.withUnsafeMutableBufferPointer { to in
                AlphaUpscale.apply(from: from.baseAddress!, sourceWidth: 4, sourceHeight: 4, sourceStride: 4,
                                   to: to.baseAddress!, width: 4 * factor, height: 4 * factor, targetStride: 4 * factor, factor: factor,
                                   skipping: (columns: 1 ..< 2, rows: 0 ..< 4 * factor))
            }
        }
        #expect(target.allSatisfy { $0 == 200 })
    }

    /// Blurs of no size and of a sigma beyond any surface leave finite, whole box sizes.
    @Test func blurSizesStayFinite() {
        #expect(AlphaBlur(sigma: 0).boxRadii.isEmpty)
        #expect(AlphaBlur(sigma: .greatestFiniteMagnitude).boxRadii.allSatisfy { $0 > 0 && $0 < 1 << 20 })
        var pixel: UInt8 = 255
        AlphaBlur(sigma: 1e300).apply(to: &pixel, width: 1, height: 1, stride: 1)
    }

    /// Shadows on canvases a pixel wide, and shadows far wider than their canvas, draw without
    /// failing; the canvas keeps its size.
    static let shadowCases: [(width: CGFloat, height: CGFloat, radius: CGFloat)] = [
        (1, 100, 30), (1, 1, 0.5), (100, 1, 1000), (320, 480, 1000), (320, 480, 10_000), (3, 3, 1e6),
    ]

    @Test(arguments: shadowCases.indices)
    func shadowsFitTheCanvas(index: Int) throws {
        let (width, height, radius) = Self.shadowCases[index]
        let size = CGSize(width: width, height: height)
        for scale: CGFloat in [1, 2, 3] {
            let view = View(frame: CGRect(origin: .zero, size: size))
            let card = View(frame: CGRect(x: 0, y: 0, width: max(1, size.width / 2), height: size.height))
            card.backgroundColor = .systemBlue
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = radius
            view.addSubview(card)
            let image = try view.render(scale: scale)
            #expect(image.pixelWidth == Int((size.width * scale).rounded(.up)) && image.pixelHeight == Int((size.height * scale).rounded(.up)))
        }
    }

    /// A radial gradient at CAGradientLayer's default points (an ellipse of no width) is its last
    /// colour, as every point but a line lies beyond the ellipse.
    @Test func aRadialGradientOfNoWidthIsItsLastColour() throws {
        let gradient = Gradient(kind: .radial, colors: [.black, .white])
        let view = GradientView(gradient: gradient, frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let image = try view.render(scale: 2)
        let corner = image[5, 5], middle = image[60, 40]
        #expect(corner.red == 255 && corner.green == 255 && corner.blue == 255 && corner.alpha == 255)
        #expect(middle.red == 255 && middle.alpha == 255)
    }
}
