import Easel
import EaselTesting
import Foundation
import Testing

/// Gradients as CAGradientLayer draws them: pixels at known points of each kind, and a reference
/// image of all three.
@Suite struct GradientTests {
    private func render(_ gradient: Gradient, width: CGFloat = 100, height: CGFloat = 100) throws -> Image {
        let view = GradientView(gradient: gradient, frame: CGRect(x: 0, y: 0, width: width, height: height))
        return try view.render(scale: 1)
    }

    private func expectNear(_ pixel: Pixel, _ red: Int, _ green: Int, _ blue: Int, _ alpha: Int = 255, within tolerance: Int = 2,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let got = [Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha)]
        let want = [red, green, blue, alpha]
        #expect(zip(got, want).allSatisfy { abs($0 - $1) <= tolerance }, "\(got) is not within \(tolerance) of \(want)",
                sourceLocation: sourceLocation)
    }

    @Test func defaultsAreCAGradientLayers() {
        let layer = GradientLayer()
        #expect(layer.type == .axial)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.gradient == nil)  // no colours, nothing drawn
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
        // Out-of-order locations are made non-decreasing; a wrong count spaces evenly.
        #expect(Gradient(colors: [.red, .green, .blue], locations: [0.5, 0.2, 2]).stops.map(\.location) == [0.5, 0.5, 1])
        #expect(Gradient(colors: [.red, .blue], locations: [0.3]).stops.map(\.location) == [0, 1])
    }

    @Test func axialRampsAlongTheLineAndPadsBeyondIt() throws {
        let image = try render(Gradient(colors: [.red, .blue], startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5)), height: 10)
        expectNear(image[0, 5], 254, 0, 1)  // pixel centre 0.5 of 100
        expectNear(image[50, 5], 126, 0, 129)
        expectNear(image[99, 5], 1, 0, 254)
        #expect(image[50, 0] == image[50, 9])  // constant across the line
        let stopped = try render(Gradient(colors: [.red, .blue], locations: [0, 0.2], startPoint: CGPoint(x: 0, y: 0.5),
                                          endPoint: CGPoint(x: 1, y: 0.5)), height: 10)
        expectNear(stopped[10, 5], 121, 0, 134)  // 10.5 of the 20-point ramp
        #expect(stopped[30, 5] == Pixel(red: 0, green: 0, blue: 255))
        #expect(stopped[99, 5] == Pixel(red: 0, green: 0, blue: 255))
    }

    @Test func defaultPointsRunTopToBottom() throws {
        let image = try render(Gradient(colors: [.white, .black]))
        #expect(image[10, 0].red > 250 && image[10, 99].red < 5)
        #expect(image[0, 50] == image[99, 50])
    }

    @Test func fadingToClearMixesWithPremultipliedAlpha() throws {
        let image = try render(Gradient(colors: [.red, .clear], startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5)), height: 4)
        // Half-way: half-transparent red, not the half-transparent dark red of a straight-alpha mix.
        expectNear(image[50, 2], 255, 0, 0, 126, within: 3)
    }

    @Test func radialGrowsToTheEllipseThroughTheEndPoint() throws {
        let circle = try render(Gradient(kind: .radial, colors: [.white, .black], startPoint: CGPoint(x: 0.5, y: 0.5),
                                         endPoint: CGPoint(x: 1, y: 1)))
        expectNear(circle[50, 50], 253, 253, 253)  // 0.7 pt from the centre
        #expect(circle[70, 50] == circle[50, 70])  // round
        expectNear(circle[75, 50], 125, 125, 125, within: 4)  // half-way out (25.5 of 50)
        #expect(circle[0, 0] == Pixel(red: 0, green: 0, blue: 0))  // beyond the ellipse: the last colour
        // A 200 × 100 rect stretches the same gradient into an ellipse twice as wide as tall.
        let ellipse = try render(Gradient(kind: .radial, colors: [.white, .black], startPoint: CGPoint(x: 0.5, y: 0.5),
                                          endPoint: CGPoint(x: 1, y: 1)), width: 200)
        expectNear(ellipse[150, 50], Int(ellipse[100, 75].red), Int(ellipse[100, 75].red), Int(ellipse[100, 75].red), within: 3)
        expectNear(ellipse[150, 50], 125, 125, 125, within: 4)
    }

    @Test func conicTurnsClockwiseFromTheEndPoint() throws {
        // Red straight up from the centre, turning clockwise to blue a full turn later.
        let image = try render(Gradient(kind: .conic, colors: [.red, .blue], startPoint: CGPoint(x: 0.5, y: 0.5),
                                        endPoint: CGPoint(x: 0.5, y: 0)))
        expectNear(image[51, 5], 254, 0, 1, within: 3)  // just clockwise of 12 o'clock
        expectNear(image[95, 50], 191, 0, 64, within: 3)  // 3 o'clock: a quarter turn
        expectNear(image[50, 95], 128, 0, 127, within: 3)  // 6 o'clock: half
        expectNear(image[5, 50], 64, 0, 191, within: 3)  // 9 o'clock: three quarters
        expectNear(image[48, 5], 1, 0, 254, within: 3)  // just anticlockwise of 12: nearly blue
        // Smooth: neighbouring pixels around a ring never jump by more than a few levels (away
        // from the seam at 12 o'clock, where blue meets red again).
        var previous: Int?
        for step in 3 ..< 358 where step % 3 == 0 {
            let angle = CGFloat(step) * .pi / 180
            let x = Int(50 + 40 * sin(angle)), y = Int(50 - 40 * cos(angle))
            let red = Int(image[x, y].red)
            if let previous { #expect(previous - red >= -1 && previous - red <= 6, "at \(step)°: \(previous) → \(red)") }
            previous = red
        }
    }

    @Test func gradientsRespectTheLayersCorners() throws {
        let view = GradientView(gradient: Gradient(colors: [.red, .blue]), frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.layer.cornerRadius = 20
        let image = try view.render(scale: 1)
        #expect(image[1, 1].alpha == 0)
        #expect(image[20, 20].alpha == 255)
    }

    /// Compared by eye with CAGradientLayer in a playground (from memory): the axial diagonal runs
    /// top-left to bottom-right; the radial's centre is white; the conic starts at 12 o'clock and
    /// turns clockwise through the hues, with no visible seams between sectors.
    @Test func kinds() {
        let panel = View(frame: CGRect(x: 0, y: 0, width: 340, height: 120))
        panel.backgroundColor = .white
        let axial = GradientView(gradient: Gradient(colors: [.systemIndigo, .systemTeal], startPoint: .zero, endPoint: CGPoint(x: 1, y: 1)),
                                 frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        axial.layer.cornerRadius = 16
        axial.layer.cornerCurve = .continuous
        let radial = GradientView(gradient: Gradient(kind: .radial, colors: [.white, .systemOrange, .systemRed], locations: [0, 0.6, 1],
                                                     startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 1)),
                                  frame: CGRect(x: 120, y: 10, width: 100, height: 100))
        let conic = GradientView(gradient: Gradient(kind: .conic, colors: [.systemRed, .systemYellow, .systemGreen, .systemBlue, .systemPurple, .systemRed],
                                                    startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 0.5, y: 0)),
                                 frame: CGRect(x: 230, y: 10, width: 100, height: 100))
        conic.layer.cornerRadius = 50
        for view in [axial, radial, conic] { panel.addSubview(view) }
        assertSnapshot(of: panel)
    }
}
