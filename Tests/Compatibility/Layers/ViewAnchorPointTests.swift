import EaselUIKit
import Foundation
import Testing

/// `anchorPoint` on a view's own layer. Apple's CALayer documentation: the frame is derived
/// from the bounds, `anchorPoint` and `position` (frame.origin = position − anchorPoint ×
/// bounds.size), changing `anchorPoint` leaves `position` where it is, and the transform turns
/// and scales about the anchor point; a view's `center` is its layer's `position`.
@Suite struct ViewAnchorPointTests {
    @Test func theAnchorPointKeepsTheCentreAndMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        #expect(view.center == CGPoint(x: 140, y: 120))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.center == CGPoint(x: 140, y: 120) && view.layer.position == view.center)
        #expect(view.frame == CGRect(x: 140, y: 120, width: 80, height: 40))
        view.layer.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(view.frame == CGRect(x: 60, y: 80, width: 80, height: 40))
        #expect(view.layer.frame == view.frame && view.layer.anchorPoint == CGPoint(x: 1, y: 1))

        // Setting the frame puts the position at the anchor point's place in it.
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        view.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        #expect(view.center == CGPoint(x: 10, y: 10))
        // Resizing the bounds keeps the position: the frame grows from the anchor point.
        view.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        // A scale of 2 about the top-left anchor doubles the frame away from it.
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 40, height: 40))
    }

    /// A hinge: an 80 × 20 bar whose anchor is the middle of its left edge, placed at (100, 110)
    /// and turned 90° clockwise, swings down about the hinge to cover x 90…110, y 110…190.
    /// About its centre it would have covered x 130…150, y 70…150.
    @Test func aTransformTurnsAboutTheAnchorPoint() throws {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        screen.backgroundColor = .white
        let bar = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 20))
        bar.backgroundColor = .blue
        screen.addSubview(bar)
        bar.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        bar.layer.position = CGPoint(x: 100, y: 110)
        #expect(bar.frame == CGRect(x: 100, y: 100, width: 80, height: 20))
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let frame = bar.frame
        #expect(abs(frame.minX - 90) < 1e-9 && abs(frame.minY - 110) < 1e-9 && abs(frame.width - 20) < 1e-9 && abs(frame.height - 80) < 1e-9)
        let image = try screen.render(scale: 1)
        let blue = Pixel(red: 0, green: 0, blue: 255), white = Pixel(red: 255, green: 255, blue: 255)
        #expect(image[100, 180] == blue && image[92, 112] == blue && image[108, 188] == blue)
        #expect(image[140, 110] == white && image[100, 105] == white && image[140, 140] == white)
    }
}
