import EaselUIKit
import Foundation
import Testing

/// A shape drawn in draw(_:), the same shape in a CAShapeLayer and a view with the same geometry
/// go through one canvas and one pixel grid: the same pixels, at every scale.
@Suite struct SamePixelsTests {
    final class Drawn: UIView {
        let drawing: () -> Void
        init(frame: CGRect, _ drawing: @escaping () -> Void) {
            self.drawing = drawing
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func draw(_ rect: CGRect) { drawing() }
    }

    private func screen(_ content: UIView) -> UIView {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        screen.backgroundColor = .white
        screen.addSubview(content)
        return screen
    }

    /// A 60 × 40 card with 12-point corners at (10, 10): a view's rounded background, a shape
    /// layer's filled path and a draw(_:) fill.
    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aRoundedCardThreeWays(scale: CGFloat) throws {
        let frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        let card = UIView(frame: frame)
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 12
        let view = try screen(card).render(scale: scale)

        let holder = UIView(frame: frame)
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(roundedRect: holder.bounds, cornerRadius: 12).cgPath
        shape.fillColor = UIColor.systemIndigo.cgColor
        holder.layer.addSublayer(shape)
        let layer = try screen(holder).render(scale: scale)

        let drawn = Drawn(frame: frame) {
            UIColor.systemIndigo.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 40), cornerRadius: 12).fill()
        }
        let custom = try screen(drawn).render(scale: scale)
        #expect(view == layer)
        #expect(layer == custom)
    }

    /// A progress ring to a quarter: a shape layer's whole circle cut at strokeEnd 0.25 and
    /// draw(_:) stroking the quarter arc itself (a cut arc stays an arc).
    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aQuarterRingTwoWays(scale: CGFloat) throws {
        let frame = CGRect(x: 10, y: 0, width: 60, height: 60)
        let centre = CGPoint(x: 30, y: 30)
        let holder = UIView(frame: frame)
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(arcCenter: centre, radius: 24, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
        ring.fillColor = UIColor.clear.cgColor
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.lineWidth = 6
        ring.lineCap = .round
        ring.strokeEnd = 0.25
        holder.layer.addSublayer(ring)
        let layer = try screen(holder).render(scale: scale)

        let drawn = Drawn(frame: frame) {
            let arc = UIBezierPath(arcCenter: centre, radius: 24, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
            arc.lineWidth = 6
            arc.lineCapStyle = .round
            UIColor.systemGreen.setStroke()
            arc.stroke()
        }
        let custom = try screen(drawn).render(scale: scale)
        #expect(layer == custom)
        // Ink at 45° on the ring, none at 135°.
        let ink = layer[Int(40 + 24 * cos(-CGFloat.pi / 4)) * Int(scale), Int(30 + 24 * sin(-CGFloat.pi / 4)) * Int(scale)]
        #expect(ink.red < 100, "\(ink)")
    }
}
