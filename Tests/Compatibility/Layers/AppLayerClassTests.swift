import EaselUIKit
import Foundation
import Testing

/// A view's `layerClass` returning the app's own CALayer subclass, written as apps write it
/// (not final, no Easel protocol), or one of Core Animation's classes: the view's `layer` is an
/// instance of that class, and `layer as! …` finds it.
@Suite struct AppLayerClassTests {
    static let white = Pixel(red: 255, green: 255, blue: 255)
    static let blue = Pixel(red: 0, green: 0, blue: 255)

    /// Fills the left `progress` of its bounds blue, drawn again when the progress changes.
    class ProgressLayer: CALayer {
        var progress: CGFloat = 0 {
            didSet { setNeedsDisplay() }
        }

        override init() {
            super.init()
            needsDisplayOnBoundsChange = true
        }

        override init(layer: Any) {
            super.init(layer: layer)
            if let other = layer as? ProgressLayer { progress = other.progress }
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            needsDisplayOnBoundsChange = true
        }

        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" || super.needsDisplay(forKey: key)
        }

        override func draw(in ctx: CGContext) {
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
        }
    }

    class ProgressView: UIView {
        override class var layerClass: AnyClass { ProgressLayer.self }
        var progressLayer: ProgressLayer { layer as! ProgressLayer }
    }

    /// A 100-point-wide bar at 30%: blue to x 30, white past it; nothing reported.
    @Test func theAppsOwnLayerClassIsTheViewsLayer() throws {
        let seen = Reports()
        let image = try Layer.withUnsupportedDrawingHandler({ seen.add($0) }) { () throws -> Image in
            let bar = ProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            bar.backgroundColor = .white
            #expect(type(of: bar.layer) == ProgressLayer.self)
            bar.progressLayer.progress = 0.3
            return try bar.render(scale: 1)
        }
        #expect(seen.problems.isEmpty)
        #expect(image[29, 10] == Self.blue && image[31, 10] == Self.white)
        #expect(ProgressLayer.needsDisplay(forKey: "progress") && !CALayer.needsDisplay(forKey: "progress"))
    }

    /// A subclass of CAGradientLayer with no initializers of its own, and CAGradientLayer
    /// itself: set up through `layer as! CAGradientLayer`, red on the left, blue on the right.
    class SheenLayer: CAGradientLayer {}

    class SheenView: UIView {
        override class var layerClass: AnyClass { SheenLayer.self }
    }

    class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    @Test func gradientLayerClassesAreCastAsAppsDo() throws {
        for view in [SheenView(frame: CGRect(x: 0, y: 0, width: 100, height: 10)), GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))] {
            let gradient = view.layer as! CAGradientLayer
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            let image = try view.render(scale: 1)
            #expect(image[0, 5].red >= 250 && image[0, 5].blue <= 5)
            #expect(image[99, 5].blue >= 250 && image[99, 5].red <= 5)
        }
        #expect(SheenView().layer is SheenLayer)
    }

    /// A subclass narrowing `layer` to its class, as apps do to skip the cast at each use.
    final class OutlineView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        override var layer: CAShapeLayer { super.layer as! CAShapeLayer }
    }

    @Test func aViewCanNarrowItsLayersType() throws {
        let view = OutlineView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .white
        view.layer.path = CGPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10), transform: nil)
        view.layer.fillColor = UIColor.blue.cgColor
        let image = try view.render(scale: 1)
        #expect(image[10, 10] == Self.blue && image[2, 2] == Self.white)
    }

    class IndicatorView: UIView {
        override class var layerClass: AnyClass { CAReplicatorLayer.self }
    }

    /// A replicator as a view's own layer: its sublayers are copied across the view.
    @Test func aReplicatorAsAViewsLayer() throws {
        let view = IndicatorView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        view.backgroundColor = .white
        let replicator = view.layer as! CAReplicatorLayer
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        bar.backgroundColor = UIColor.blue.cgColor
        replicator.addSublayer(bar)
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        let image = try view.render(scale: 1)
        #expect([5, 25, 45, 65, 85].allSatisfy { image[$0, 5] == Self.blue })
        #expect([15, 35, 55, 75, 95].allSatisfy { image[$0, 5] == Self.white })
    }
}
