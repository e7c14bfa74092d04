import EaselUIKit
import Foundation
import Testing

/// CAShapeLayer, CAGradientLayer and CATextLayer as app code sets them up, with pixels worked
/// out by hand from the geometry.
@Suite struct ShapeGradientTextLayerTests {
    static let white = Pixel(red: 255, green: 255, blue: 255)
    static let blue = Pixel(red: 0, green: 0, blue: 255)
    static let black = Pixel(red: 0, green: 0, blue: 0)

    /// `shape` on a white 100 × 100 view, rendered at scale 1.
    private func render(_ shape: CALayer, size: CGSize = CGSize(width: 100, height: 100)) throws -> Image {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        view.backgroundColor = .white
        view.layer.addSublayer(shape)
        return try view.render(scale: 1)
    }

    private func ring(strokeEnd: CGFloat) -> CAShapeLayer {
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.blue.cgColor
        ring.lineWidth = 10
        ring.strokeEnd = strokeEnd
        return ring
    }

    /// A ring of radius 40 and width 10 starting at the top, clockwise, stroked to a quarter:
    /// the band from 12 o'clock to 3 o'clock. Its ink is a quarter of the annulus between radii
    /// 35 and 45: π(45² − 35²)/4 = 200π ≈ 628.3 pixels' worth.
    @Test func strokeEndDrawsAQuarterOfTheRing() throws {
        let image = try render(ring(strokeEnd: 0.25))
        #expect(image[78, 21] == Self.blue)    // at −45°, on the radius
        #expect(image[56, 10] == Self.blue)    // at −80°
        #expect(image[89, 56] == Self.white)   // at +9°, past the end
        #expect(image[42, 10] == Self.white)   // at −101°, before the start
        #expect(image[21, 78] == Self.white)   // at 135°
        var ink = 0.0
        for y in 0 ..< 100 { for x in 0 ..< 100 { ink += Double(255 - Int(image[x, y].red)) / 255 } }
        #expect(abs(ink - 200 * .pi) < 3, "\(ink)")
        // The whole ring: four times the ink.
        let whole = try render(ring(strokeEnd: 1))
        var all = 0.0
        for y in 0 ..< 100 { for x in 0 ..< 100 { all += Double(255 - Int(whole[x, y].red)) / 255 } }
        #expect(abs(all - 800 * .pi) < 6, "\(all)")
    }

    /// strokeStart 0.5 to strokeEnd 0.75: from 6 o'clock to 9 o'clock only.
    @Test func strokeStartCutsTheBeginning() throws {
        let shape = ring(strokeEnd: 0.75)
        shape.strokeStart = 0.5
        let image = try render(shape)
        #expect(image[21, 78] == Self.blue)    // 135°
        #expect(image[78, 21] == Self.white)   // −45°
        #expect(image[78, 78] == Self.white)   // 45°
    }

    /// A 4-point line from x 10 to 90 with dashes of 10 on, 10 off: ink on 10–20, 30–40 …
    @Test func dashPatternsAlternate() throws {
        let line = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 50))
        path.addLine(to: CGPoint(x: 90, y: 50))
        line.path = path.cgPath
        line.strokeColor = UIColor.blue.cgColor
        line.lineWidth = 4
        line.lineDashPattern = [10, 10]
        let image = try render(line)
        #expect(image[15, 50] == Self.blue && image[35, 50] == Self.blue)
        #expect(image[25, 50] == Self.white && image[45, 50] == Self.white)
    }

    /// A 20-point line from x 20 to 80: a round cap reaches 10 points past each end as a half
    /// disc, a square cap as a square, a butt cap not at all.
    @Test func lineCapsReachPastTheEnds() throws {
        func capped(_ cap: CAShapeLayerLineCap) throws -> Image {
            let line = CAShapeLayer()
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 20, y: 50))
            path.addLine(to: CGPoint(x: 80, y: 50))
            line.path = path
            line.strokeColor = UIColor.blue.cgColor
            line.lineWidth = 20
            line.lineCap = cap
            line.lineJoin = .round
            return try render(line)
        }
        let butt = try capped(.butt), round = try capped(.round), square = try capped(.square)
        #expect(butt[12, 50] == Self.white)
        #expect(round[12, 50] == Self.blue)        // 7.5 from the end: inside the half disc
        #expect(round[11, 58] == Self.white)       // 12 from the end: outside it
        #expect(square[11, 58] == Self.blue)       // inside the square cap
        #expect(square[9, 50] == Self.white)       // past it
    }

    /// Two circles in one path: the even-odd rule makes a ring, the non-zero rule (both turn the
    /// same way) a disc. CAShapeLayer fills black unless told otherwise.
    @Test func fillRulesAndTheDefaultFill() throws {
        let donut = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80))
        donut.append(UIBezierPath(ovalIn: CGRect(x: 30, y: 30, width: 40, height: 40)))
        let shape = CAShapeLayer()
        shape.path = donut.cgPath
        var image = try render(shape)
        #expect(image[50, 50] == Self.black && image[20, 50] == Self.black)
        shape.fillRule = .evenOdd
        image = try render(shape)
        #expect(image[50, 50] == Self.white && image[20, 50] == Self.black)
    }

    /// Red to blue left to right; with locations [0, 0.2] the blue is reached a fifth of the way.
    @Test func gradientLayersRampAndTakeLocations() throws {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        var image = try render(gradient)
        let middle = image[50, 10]
        #expect((126 ... 129).contains(middle.red) && (126 ... 129).contains(middle.blue), "\(middle)")
        gradient.locations = [0, 0.2]
        image = try render(gradient)
        #expect(image[30, 10] == Self.blue)
        #expect(image[10, 10].red > 100 && image[10, 10].blue > 100)   // half way along the ramp
        #expect(image[50, 50] == Self.white)   // below the layer
        // A radial gradient from the centre: red there, blue at the rim and beyond.
        gradient.type = .radial
        gradient.locations = nil
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        image = try render(gradient)
        #expect(image[50, 50].red > 250 && image[50, 50].blue < 5)
        #expect(image[1, 1] == Self.blue)
    }

    /// Black 20-point text in a 100 × 30 text layer: ink inside it, none below it; right
    /// alignment moves the ink to the right.
    @Test func textLayersDrawTheirString() throws {
        let text = CATextLayer()
        text.string = "Hello"
        text.fontSize = 20
        text.foregroundColor = UIColor.black.cgColor
        text.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        func inkColumns(_ image: Image) -> [Int] {
            (0 ..< 100).filter { x in (0 ..< 30).contains { image[x, $0].red < 128 } }
        }
        var image = try render(text)
        let left = inkColumns(image)
        #expect(!left.isEmpty && left.first! < 10)
        #expect((30 ..< 100).allSatisfy { y in (0 ..< 100).allSatisfy { image[$0, y] == Self.white } })
        text.alignmentMode = .right
        image = try render(text)
        let right = inkColumns(image)
        #expect(right.first! > 40 && right.last! >= 90)
    }
}
