import EaselUIKit
import Foundation
import Testing

/// Where `contentsGravity` puts a layer's image. Apple's `contentsGravity` documentation: "The
/// naming of contents gravity constants is based on the direction of the vertical axis", and
/// only when `contentsAreFlipped()` is true (it is false by default) does `top` align the
/// contents to the bottom. iOS layers' y axis points down the screen, so `.top` is the high-y
/// edge, which is the bottom of the screen, as developers find on devices (ynaoto/iOSCALayer:
/// "kCAGravityBottom … goes to the top").
@Suite struct ContentsGravityTests {
    /// A 100 × 100 white view with a 100 × 100 sublayer showing a 20 × 20 red image.
    private func render(_ gravity: CALayerContentsGravity) throws -> Image {
        let red = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), scale: 1).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        let layer = CALayer()
        layer.frame = view.bounds
        layer.contents = red.cgImage
        layer.contentsGravity = gravity
        #expect(!layer.contentsAreFlipped())
        view.layer.addSublayer(layer)
        return try view.render(scale: 1)
    }

    static let red = Pixel(red: 255, green: 0, blue: 0)
    static let white = Pixel(red: 255, green: 255, blue: 255)

    @Test func verticalNamesFollowTheLayersAxis() throws {
        let top = try render(.top)
        #expect(top[50, 90] == Self.red && top[50, 10] == Self.white)      // centred on the bottom edge of the screen
        let bottom = try render(.bottom)
        #expect(bottom[50, 10] == Self.red && bottom[50, 90] == Self.white)
        let topLeft = try render(.topLeft)
        #expect(topLeft[10, 90] == Self.red && topLeft[10, 10] == Self.white)
        let bottomRight = try render(.bottomRight)
        #expect(bottomRight[90, 10] == Self.red && bottomRight[90, 90] == Self.white)
        // Left, right and centre have no vertical part.
        let left = try render(.left)
        #expect(left[10, 50] == Self.red && left[90, 50] == Self.white)
        let center = try render(.center)
        #expect(center[50, 50] == Self.red && center[30, 30] == Self.white)
    }
}
