import EaselUIKit
import Foundation
import Testing

/// `CGPath` and `CGMutablePath` as app code writes them: classes, so a path held by `let` is
/// added to in place, with pixels worked out by hand from the geometry.
@Suite struct CoreGraphicsPathTests {
    static let white = Pixel(red: 255, green: 255, blue: 255)
    static let blue = Pixel(red: 0, green: 0, blue: 255)
    static let red = Pixel(red: 255, green: 0, blue: 0)

    /// `shape` on a white 100 × 100 view, rendered at scale 1.
    private func render(_ shape: CALayer) throws -> Image {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        view.layer.addSublayer(shape)
        return try view.render(scale: 1)
    }

    /// A pie wedge as an activity ring's progress is often drawn: from the centre (50, 50) out
    /// to 3 o'clock, an arc of radius 40 to 6 o'clock, back to the centre. Core Graphics reads
    /// `clockwise: false` in its own y-up sense, which on UIKit's flipped screen turns
    /// clockwise (Apple's `CGContextAddArc`), so the wedge is the bottom-right quarter disc.
    @Test func aMutablePathHeldByLetDrawsAWedge() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 50, y: 50))
        path.addLine(to: CGPoint(x: 90, y: 50))
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        path.closeSubpath()
        let wedge = CAShapeLayer()
        wedge.path = path
        wedge.fillColor = UIColor.blue.cgColor
        let image = try render(wedge)
        #expect(image[70, 70] == Self.blue)    // 45°, 28 from the centre
        #expect(image[52, 86] == Self.blue)    // near 6 o'clock, inside
        #expect(image[70, 30] == Self.white)   // −45°: the other way round
        #expect(image[30, 70] == Self.white)   // 135°
        #expect(image[80, 80] == Self.white)   // 45°, 42 from the centre: past the arc
    }

    /// `addRoundedRect(in:cornerWidth:cornerHeight:)`: a 60 × 40 rectangle at (20, 30) with 10
    /// by 10 corners. The corner's arc is centred at (30, 40): (21, 31) is 12.7 from it,
    /// outside; (24, 34) is 8.5, inside; the straight edges are full.
    @Test func roundedRectanglesHaveRoundCorners() throws {
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 20, y: 30, width: 60, height: 40), cornerWidth: 10, cornerHeight: 10)
        let card = CAShapeLayer()
        card.path = path
        card.fillColor = UIColor.red.cgColor
        let image = try render(card)
        #expect(image[21, 31] == Self.white && image[78, 68] == Self.white)
        #expect(image[24, 34] == Self.red && image[75, 65] == Self.red)
        #expect(image[50, 30] == Self.red && image[20, 50] == Self.red)
        #expect(image[50, 71] == Self.white)
        #expect(path.boundingBox == CGRect(x: 20, y: 30, width: 60, height: 40))
    }

    /// Two names for one path share it; `copy()` keeps what the path held when copied, and
    /// `mutableCopy()` can be added to without touching the original.
    @Test func pathsAreSharedAndCopiesAreNot() throws {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let same = path
        let frozen: CGPath = try #require(path.copy())
        same.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(frozen.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        let grown = try #require(frozen.mutableCopy())
        grown.addEllipse(in: CGRect(x: 0, y: 40, width: 10, height: 10))
        #expect(frozen.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(grown.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 50))
        #expect(frozen == CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil))
        #expect(frozen != grown)
    }

    /// The immutable initializers, `contains(_:)` and a transform: an ellipse 40 wide and 20
    /// tall contains its centre but not its bounding box's corner; a rectangle moved 100 right.
    @Test func immutablePathsFromShapes() {
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil)
        #expect(oval.contains(CGPoint(x: 20, y: 10)))
        #expect(!oval.contains(CGPoint(x: 2, y: 2)))
        var right = CGAffineTransform(translationX: 100, y: 0)
        let moved = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &right)
        #expect(moved.boundingBox == CGRect(x: 100, y: 0, width: 10, height: 10))
        #expect(moved.contains(CGPoint(x: 105, y: 5)) && !moved.contains(CGPoint(x: 5, y: 5)))
        let pill = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 10, cornerHeight: 10, transform: nil)
        #expect(!pill.contains(CGPoint(x: 1, y: 1)) && pill.contains(CGPoint(x: 20, y: 1)))
    }

    /// `UIBezierPath(cgPath:)` and back through `.cgPath`, and `context.addPath(_:)` in a
    /// view's `draw(_:)`: a 40-point square at (30, 30) filled red by the context and a
    /// 10-point one at (0, 0) filled by the Bézier path.
    @Test func bezierPathsAndContextsTakeCoreGraphicsPaths() throws {
        final class Badge: UIView {
            override func draw(_ rect: CGRect) {
                guard let context = UIGraphicsGetCurrentContext() else { return }
                let square = CGMutablePath()
                square.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
                context.addPath(square)
                context.setFillColor(UIColor.red.cgColor)
                context.fillPath()
                let corner = UIBezierPath(cgPath: CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil))
                UIColor.blue.setFill()
                UIBezierPath(cgPath: corner.cgPath).fill()
            }
        }
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        badge.backgroundColor = .white
        let image = try badge.render(scale: 1)
        #expect(image[30, 30] == Self.red && image[69, 69] == Self.red)
        #expect(image[29, 50] == Self.white && image[70, 50] == Self.white)
        #expect(image[5, 5] == Self.blue && image[10, 10] == Self.white)
    }

    /// A Bézier path's `cgPath` is a copy: adding to the Bézier path afterwards leaves a
    /// layer's path as it was, as on iOS.
    @Test func aBezierPathsCGPathIsACopy() {
        let bezier = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let shape = CAShapeLayer()
        shape.path = bezier.cgPath
        bezier.append(UIBezierPath(rect: CGRect(x: 50, y: 50, width: 10, height: 10)))
        #expect(shape.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
