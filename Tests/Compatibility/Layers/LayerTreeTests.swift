import EaselUIKit
import Foundation
import Testing

/// Layers as UIKit code builds them: sublayers among subviews, geometry, opacity, clipping,
/// masks, layerClass, layout and display. Pixels are worked out from Core Animation's rules
/// (a layer's frame is its position minus anchorPoint × size; later sublayers draw above).
@Suite struct LayerTreeTests {
    static let white = Pixel(red: 255, green: 255, blue: 255)
    static let red = Pixel(red: 255, green: 0, blue: 0)
    static let blue = Pixel(red: 0, green: 0, blue: 255)

    /// A white 100 × 100 view, the usual canvas of these tests.
    private func canvas() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        return view
    }

    private func square(_ color: UIColor, _ frame: CGRect) -> CALayer {
        let layer = CALayer()
        layer.backgroundColor = color.cgColor
        layer.frame = frame
        return layer
    }

    @Test func laterSublayersDrawAboveAndZPositionReorders() throws {
        let view = canvas()
        let red = square(.red, CGRect(x: 10, y: 10, width: 40, height: 40))
        let blue = square(.blue, CGRect(x: 30, y: 30, width: 40, height: 40))
        view.layer.addSublayer(red)
        view.layer.addSublayer(blue)
        #expect(view.layer.sublayers?.count == 2 && red.superlayer === view.layer)
        var image = try view.render(scale: 1)
        #expect(image[15, 15] == Self.red)
        #expect(image[35, 35] == Self.blue)    // the overlap: blue was added last
        #expect(image[65, 65] == Self.blue)
        #expect(image[5, 5] == Self.white)
        red.zPosition = 1
        image = try view.render(scale: 1)
        #expect(image[35, 35] == Self.red)
        red.removeFromSuperlayer()
        #expect(view.layer.sublayers?.count == 1 && red.superlayer == nil)
    }

    /// Subviews' layers are sublayers of their superview's layer, in order; a layer added between
    /// two subviews draws between them, and `insertSublayer(_:at: 0)` puts it under them all.
    @Test func subviewLayersAndAddedLayersShareOneOrder() throws {
        let view = canvas()
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        below.backgroundColor = .red
        view.addSubview(below)
        let band = square(.blue, CGRect(x: 25, y: 25, width: 50, height: 50))
        view.layer.addSublayer(band)
        let above = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        above.backgroundColor = .red
        view.addSubview(above)
        #expect(view.layer.sublayers?.map(ObjectIdentifier.init) == [below.layer, band, above.layer].map(ObjectIdentifier.init))
        var image = try view.render(scale: 1)
        #expect(image[30, 30] == Self.blue)   // band over the first subview
        #expect(image[60, 60] == Self.red)    // the second subview over the band
        view.layer.insertSublayer(band, at: 0)
        image = try view.render(scale: 1)
        #expect(image[30, 30] == Self.red)
        #expect(image[60, 30] == Self.blue)
        above.removeFromSuperview()
        #expect(view.layer.sublayers?.count == 2)
    }

    /// bounds 20 × 20 at position (50, 50): the default anchor (0.5, 0.5) centres it, (0, 0)
    /// puts its top left there; a scale of 2 about the anchor doubles it around its centre.
    @Test func positionAnchorPointAndTransform() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.frame == CGRect(x: 40, y: 40, width: 20, height: 20))
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(layer.frame == CGRect(x: 50, y: 50, width: 20, height: 20))
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.frame == CGRect(x: 30, y: 30, width: 40, height: 40))
        layer.backgroundColor = UIColor.blue.cgColor
        let view = canvas()
        view.layer.addSublayer(layer)
        let image = try view.render(scale: 1)
        #expect(image[31, 31] == Self.blue && image[68, 68] == Self.blue)
        #expect(image[28, 50] == Self.white && image[71, 50] == Self.white)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
    }

    /// Half-opaque black over white is mid grey (255 × 0.5 = 127.5); a hidden layer draws nothing.
    @Test func opacityAndIsHidden() throws {
        let view = canvas()
        let shade = square(.black, CGRect(x: 0, y: 0, width: 50, height: 50))
        shade.opacity = 0.5
        let hidden = square(.red, CGRect(x: 50, y: 50, width: 50, height: 50))
        hidden.isHidden = true
        view.layer.addSublayer(shade)
        view.layer.addSublayer(hidden)
        let image = try view.render(scale: 1)
        #expect((127 ... 128).contains(image[25, 25].red) && image[25, 25].red == image[25, 25].blue)
        #expect(image[75, 75] == Self.white)
        let level: Float = 0.25
        shade.opacity = level   // UIKit's opacity is a Float
        #expect(shade.opacity == 0.25)
    }

    /// A layer that masks to its bounds cuts its sublayers off at its edge.
    @Test func masksToBoundsClipsSublayers() throws {
        let view = canvas()
        let frame = CALayer()
        frame.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        frame.masksToBounds = true
        frame.addSublayer(square(.blue, CGRect(x: 20, y: 20, width: 40, height: 40)))
        view.layer.addSublayer(frame)
        let image = try view.render(scale: 1)
        #expect(image[30, 30] == Self.blue)
        #expect(image[50, 50] == Self.white)
    }

    /// A shape layer as a view's mask keeps only the circle: the centre shows, the corners are
    /// clear (the view is the root, so nothing is under it).
    @Test func aMaskLayerKeepsOnlyWhereItDraws() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(ovalIn: view.bounds).cgPath
        view.layer.mask = mask
        let image = try view.render(scale: 1)
        #expect(image[50, 50] == Self.red)
        #expect(image[2, 2].alpha == 0 && image[97, 97].alpha == 0)
        #expect(image[50, 2] == Self.red)   // inside the circle's top
    }

    /// Only the top-left corner is rounded (`layerMinXMinYCorner`): 20 points of radius leave
    /// the very corner pixel white and the other corners square.
    @Test func maskedCornersTakeUIKitsNames() throws {
        let view = canvas()
        let card = UIView(frame: view.bounds)
        card.backgroundColor = .red
        card.layer.cornerRadius = 20
        card.layer.maskedCorners = [.layerMinXMinYCorner]
        view.addSubview(card)
        let image = try view.render(scale: 1)
        #expect(image[1, 1] == Self.white)
        #expect(image[98, 1] == Self.red && image[1, 98] == Self.red && image[98, 98] == Self.red)
    }

    final class RingView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
        var laidOutSublayers = 0

        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            laidOutSublayers += 1
            shapeLayer.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).cgPath
        }
    }

    /// A view whose layerClass is CAShapeLayer draws its path; layoutSublayers(of:) runs with
    /// the view's layout, so the path follows the bounds.
    @Test func layerClassMakesTheViewsLayer() throws {
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.backgroundColor = .white
        ring.shapeLayer.fillColor = UIColor.blue.cgColor
        let image = try ring.render(scale: 1)
        #expect(ring.laidOutSublayers == 1)
        #expect(image[50, 50] == Self.blue)
        #expect(image[5, 50] == Self.white)   // outside the inset oval
    }

    final class StripeLayer: CALayer {
        var drawn = 0
        override func draw(in ctx: CGContext) {
            drawn += 1
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 10))
        }
    }

    /// A layer's draw(in:) draws only once setNeedsDisplay() asked for its content, as on iOS.
    @Test func drawInContextDrawsAfterSetNeedsDisplay() throws {
        let view = canvas()
        let stripe = StripeLayer()
        stripe.frame = CGRect(x: 0, y: 20, width: 100, height: 20)
        view.layer.addSublayer(stripe)
        var image = try view.render(scale: 1)
        #expect(stripe.drawn == 0 && image[50, 25] == Self.white)
        stripe.setNeedsDisplay()
        #expect(stripe.needsDisplay())
        image = try view.render(scale: 1)
        #expect(image[50, 25] == Self.blue && image[50, 35] == Self.white)
        #expect(!stripe.needsDisplay())
    }

    final class HeaderView: UIView {
        let gradient = CAGradientLayer()
        override init(frame: CGRect) {
            super.init(frame: frame)
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            layer.insertSublayer(gradient, at: 0)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func layoutSubviews() {
            super.layoutSubviews()
            gradient.frame = bounds
        }
    }

    /// The gradient sublayer sized in layoutSubviews fills the header; its middle is half red,
    /// half blue (127.5 each, premultiplied mixing of opaque colours is plain mixing).
    @Test func aGradientSublayerSizedInLayoutSubviews() throws {
        let header = HeaderView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let image = try header.render(scale: 1)
        #expect(header.gradient.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        let middle = image[50, 10]
        #expect((126 ... 129).contains(middle.red) && (126 ... 129).contains(middle.blue) && middle.green == 0, "\(middle)")
        #expect(image[0, 10].red >= 250 && image[99, 10].blue >= 250)
    }

    /// An animation held at its end (not removed, fill mode forwards) shows its end value, as
    /// the screen would once it finished; a plain animation leaves the model value.
    @Test func animationsShowTheirEndState() {
        let ring = CAShapeLayer()
        let hold = CABasicAnimation(keyPath: "strokeEnd")
        hold.fromValue = 0
        hold.toValue = 0.6
        hold.duration = 1
        hold.fillMode = .forwards
        hold.isRemovedOnCompletion = false
        ring.add(hold, forKey: "progress")
        #expect(abs(ring.strokeEnd - 0.6) < 1e-9)
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.toValue = 0.2
        ring.add(pulse, forKey: nil)
        #expect(ring.opacity == 1)
    }

    /// A layer cannot go inside itself: reported, and the tree is unchanged.
    @Test func aLayerAddedInsideItselfIsReported() {
        let outer = CALayer(), inner = CALayer()
        outer.addSublayer(inner)
        let seen = Reports()
        Layer.withUnsupportedDrawingHandler({ seen.add($0) }) { inner.addSublayer(outer) }
        #expect(outer.superlayer == nil && inner.sublayers == nil)
        #expect(seen.problems.count == 1)
    }
}

/// Collects what `Layer.unsupportedDrawingHandler` hears during one test.
final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [UnsupportedDrawing] = []
    var problems: [UnsupportedDrawing] { lock.withLock { collected } }
    func add(_ problem: UnsupportedDrawing) { lock.withLock { collected.append(problem) } }
}
