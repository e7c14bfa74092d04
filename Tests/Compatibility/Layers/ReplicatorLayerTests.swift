import EaselUIKit
import Foundation
import Testing

/// CAReplicatorLayer as an activity indicator builds it: one dot, copied round a circle. Core
/// Animation draws instance n with `instanceTransform` applied n times about the replicator's
/// centre, multiplied by `instanceColor` plus n times each offset.
@Suite struct ReplicatorLayerTests {
    /// A 100 × 100 replicator over a `background` view, with one 10 × 10 `dot` centred at
    /// (50, 10): 40 points above the replicator's centre.
    private func ring(count: Int, dot: UIColor, background: UIColor) -> (UIView, CAReplicatorLayer) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = background
        let replicator = CAReplicatorLayer()
        replicator.frame = view.bounds
        let spot = CALayer()
        spot.frame = CGRect(x: 45, y: 5, width: 10, height: 10)
        spot.cornerRadius = 5
        spot.backgroundColor = dot.cgColor
        replicator.addSublayer(spot)
        replicator.instanceCount = count
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(count), 0, 0, 1)
        replicator.instanceDelay = 1 / Double(count)
        replicator.preservesDepth = false
        view.layer.addSublayer(replicator)
        return (view, replicator)
    }

    /// Eight dots 45° apart, clockwise on screen from 12 o'clock (a positive rotation turns
    /// clockwise in UIKit's y-down space): instance k's centre is (50 + 40 sin 45k°, 50 − 40
    /// cos 45k°). Between two dots, at 22.5°, there is nothing; `instanceAlphaOffset` −1/8
    /// fades instance k to 1 − k/8, so instance 4 is blue at half opacity over white (127.5).
    @Test func aRingOfDotsFadingRoundTheCircle() throws {
        let blue = Pixel(red: 0, green: 0, blue: 255), white = Pixel(red: 255, green: 255, blue: 255)
        let (view, replicator) = ring(count: 8, dot: .blue, background: .white)
        var image = try view.render(scale: 1)
        #expect(image[50, 10] == blue)   // instance 0
        #expect(image[78, 21] == blue)   // instance 1, at (78.3, 21.7)
        #expect(image[90, 50] == blue)   // instance 2
        #expect(image[50, 90] == blue)   // instance 4
        #expect(image[10, 50] == blue)   // instance 6
        #expect(image[21, 21] == blue)   // instance 7, at (21.7, 21.7)
        #expect(image[65, 13] == white)  // 22.5°, between instances 0 and 1
        #expect(image[50, 50] == white)  // the centre

        replicator.instanceAlphaOffset = -1 / 8
        image = try view.render(scale: 1)
        #expect(image[50, 10] == blue)
        #expect(abs(Int(image[50, 90].red) - 128) <= 1 && image[50, 90].blue == 255)     // instance 4: alpha 0.5
        #expect(abs(Int(image[21, 21].red) - 223) <= 1)                                   // instance 7: alpha 0.125, 255 × 0.875
    }

    /// `instanceColor` multiplies each instance's colours and the offsets add to it per
    /// instance: white dots on black, blue to start with and 0.25 more red each time, so
    /// instance 2 is (0.5, 0, 1) and instance 4 (1, 0, 1), magenta.
    @Test func instanceColorAndOffsetsTintTheCopies() throws {
        let (view, replicator) = ring(count: 8, dot: .white, background: .black)
        replicator.instanceColor = UIColor.blue.cgColor
        replicator.instanceRedOffset = 0.25
        let image = try view.render(scale: 1)
        #expect(image[50, 10] == Pixel(red: 0, green: 0, blue: 255))
        #expect(abs(Int(image[90, 50].red) - 128) <= 1 && image[90, 50].green == 0 && image[90, 50].blue == 255)
        #expect(image[50, 90] == Pixel(red: 255, green: 0, blue: 255))
        #expect(image[50, 50] == Pixel(red: 0, green: 0, blue: 0))
    }

    /// CAReplicatorLayer draws one instance unless told otherwise, and none at a count of 0.
    @Test func oneInstanceByDefaultAndNoneAtZero() throws {
        let (view, replicator) = ring(count: 8, dot: .blue, background: .white)
        replicator.instanceCount = 1
        var image = try view.render(scale: 1)
        #expect(image[50, 10] == Pixel(red: 0, green: 0, blue: 255) && image[90, 50] == Pixel(red: 255, green: 255, blue: 255))
        replicator.instanceCount = 0
        image = try view.render(scale: 1)
        #expect(image[50, 10] == Pixel(red: 255, green: 255, blue: 255))
        #expect(CAReplicatorLayer().instanceCount == 1 && CAReplicatorLayer().instanceColor == UIColor.white.cgColor)
    }
}
