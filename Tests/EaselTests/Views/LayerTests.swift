import Easel
import Foundation
import Testing

/// Layer shortcuts, shadow geometry and pixels, transforms, autoresizing, convert and tint.
@Suite struct LayerTests {
    @Test func viewPropertiesAreShortcutsToTheLayer() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.cornerRadius = 5
        view.alpha = 0.5
        view.clipsToBounds = true
        #expect(view.layer.cornerRadius == 5)
        #expect(view.layer.opacity == 0.5)
        #expect(view.layer.masksToBounds)
        view.layer.borderWidth = 2
        #expect(view.borderWidth == 2)
    }

    @Test func shadowExtentIsTheShapeMovedAndGrownByThreeSigma() {
        let card = View(frame: CGRect(x: 10, y: 10, width: 300, height: 120))
        card.backgroundColor = .white
        #expect(card.shadowExtent == nil)
        card.layer.shadowOpacity = 0.2
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.layer.shadowRadius = 8
        #expect(card.shadowExtent == CGRect(x: -24, y: -20, width: 348, height: 168))
        card.clipsToBounds = true
        #expect(card.shadowExtent == nil)  // Core Animation: a masking layer casts no shadow
    }

    @Test func shadowIsDarkestUnderTheCardAndFadesWithDistance() throws {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        screen.backgroundColor = .white
        let card = View(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        card.layer.shadowRadius = 4
        screen.addSubview(card)
        let image = try screen.render(scale: 1)
        let column = (60 ..< 85).map { Int(image[50, $0].red) }
        #expect(column.first! < 60, "\(column)")
        for (near, far) in zip(column, column.dropFirst()) { #expect(near <= far, "\(column)") }
        #expect(image[50, 84] == Pixel(red: 255, green: 255, blue: 255))  // past 3σ below the shadow
        #expect(image[50, 15] == Pixel(red: 255, green: 255, blue: 255))  // the offset moved it down
        #expect(image[50, 40] == Pixel(red: 255, green: 255, blue: 255))  // drawn below the card
    }

    /// A white screen of `size` with one shadow-casting view at `frame`: fully opaque black
    /// shadow unless told otherwise. Without a background the view casts nothing of its own,
    /// so the whole shadow is its `shadowPath`'s.
    private func shadowScene(_ size: CGSize, card frame: CGRect, background: Color? = nil, path: Path?, radius: CGFloat,
                             offset: CGSize = .zero, color: Color = .black, opacity: Float = 1) -> View {
        let screen = View(frame: CGRect(origin: .zero, size: size))
        screen.backgroundColor = .white
        let card = View(frame: frame)
        card.backgroundColor = background
        card.layer.shadowColor = color
        card.layer.shadowOpacity = opacity
        card.layer.shadowOffset = offset
        card.layer.shadowRadius = radius
        card.layer.shadowPath = path.map(GraphicsPath.init)
        screen.addSubview(card)
        return screen
    }

    private func ellipseScene(radius: CGFloat) -> View {
        shadowScene(CGSize(width: 140, height: 140), card: CGRect(x: 20, y: 20, width: 100, height: 100),
                    path: Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)), radius: radius)
    }

    @Test func anEllipticalShadowPathShadowsTheEllipseNotTheBounds() throws {
        let white = Pixel(red: 255, green: 255, blue: 255), black = Pixel(red: 0, green: 0, blue: 0)
        let sharp = try ellipseScene(radius: 0).render(scale: 1)
        #expect(sharp[70, 70] == black)     // the centre
        #expect(sharp[70, 22] == black)     // just inside the top of the ellipse
        #expect(sharp[22, 22] == white)     // the bounds' corner, outside the ellipse
        #expect(sharp[117, 117] == white)
        // Blurred (σ 4, reach 12): the corner is 50√2 − 50 ≈ 20.7 points from the ellipse, past the reach.
        let screen = ellipseScene(radius: 4)
        #expect(screen.subviews[0].shadowExtent == CGRect(x: -12, y: -12, width: 124, height: 124))
        let blurred = try screen.render(scale: 1)
        #expect(blurred[70, 70] == black)
        #expect(blurred[20, 20] == white)
        #expect(blurred[119, 20] == white)
        #expect(blurred[70, 20].red > 0 && blurred[70, 20].red < 255)  // on the ellipse's top edge: half shadowed
    }

    @Test func aSmallerRectShadowPathLeavesTheRestOfTheBoundsUnshadowed() throws {
        // A white card on white whose path is its middle 60 × 60, cast 50 points down: below the
        // card the shadow is the path's width only, where the bounds' would be the card's 100.
        let screen = shadowScene(CGSize(width: 140, height: 200), card: CGRect(x: 20, y: 20, width: 100, height: 100), background: .white,
                                 path: Path(CGRect(x: 20, y: 20, width: 60, height: 60)), radius: 2, offset: CGSize(width: 0, height: 50))
        let card = screen.subviews[0]
        #expect(card.shadowExtent == CGRect(x: 14, y: 64, width: 72, height: 72))
        let image = try screen.render(scale: 1)
        let white = Pixel(red: 255, green: 255, blue: 255)
        #expect(image[70, 135] == Pixel(red: 0, green: 0, blue: 0))  // card (50, 115): 15 inside the cast path
        #expect(image[30, 135] == white)    // card (10, 115): the bounds' shadow, 10 left of the path's
        #expect(image[110, 135] == white)   // card (90, 115)
        #expect(image[70, 160] == white)    // card (50, 140): below the path's shadow, inside the bounds'
        #expect(image[70, 100] == white)    // the card covers its own shadow
    }

    @Test func theShadowTakesItsColourAndOpacity() throws {
        func render(_ color: Color, opacity: Float, at point: (x: Int, y: Int) = (30, 30)) throws -> Pixel {
            let screen = shadowScene(CGSize(width: 60, height: 60), card: CGRect(x: 10, y: 10, width: 40, height: 40),
                                     path: Path(CGRect(x: 0, y: 0, width: 40, height: 40)), radius: 3, color: color, opacity: opacity)
            return try screen.render(scale: 1)[point.x, point.y]  // (30, 30): 20 points, over 6σ, inside the shape
        }
        // Half a point outside the left edge the blurred red is a pink: red kept, green and blue
        // lowered alike by about 0.43 (0.5·erfc(0.5 / (3√2))).
        let edge = try render(Color(red: 1, green: 0, blue: 0), opacity: 1, at: (9, 30))
        #expect(edge.red == 255 && edge.green == edge.blue && abs(Int(edge.green) - 145) <= 8, "\(edge)")
        #expect(try render(Color(red: 1, green: 0, blue: 0), opacity: 1) == Pixel(red: 255, green: 0, blue: 0))
        // Half-opaque red over white.
        let half = try render(Color(red: 1, green: 0, blue: 0), opacity: 0.5)
        #expect(half.red == 255 && (127 ... 128).contains(half.green) && half.green == half.blue, "\(half)")
        // shadowOpacity multiplies the colour's own alpha: 0.5 × 0.5 of blue.
        #expect(try render(Color(red: 0, green: 0, blue: 1, alpha: 0.5), opacity: 0.5) == Pixel(red: 191, green: 191, blue: 255))
    }

    @Test func sigmaIsTheShadowRadius() {
        #expect(Shadow.sigma(forRadius: 3) == 3)
        #expect(Shadow.sigma(forRadius: 12.5) == 12.5)
        #expect(Shadow.sigma(forRadius: 0) == 0)
        #expect(Shadow.sigma(forRadius: -4) == 0)
        #expect(Shadow.sigma(forRadius: .nan) == 0)
        #expect(Shadow.sigma(forRadius: .infinity) == 0)
        #expect(Shadow.reach(forRadius: 4) == 12)
    }

    /// Across the straight edge of a large shape the shadow's alpha is the Gaussian's step
    /// response, 0.5·erfc(d / (σ√2)) at distance d outside the edge (negative inside). The three
    /// box passes, and the reduced-resolution mask of wide blurs, keep within 0.03 of it
    /// (measured: 0.011 to 0.021 of full opacity for these radii). The shape is a 300 × 200
    /// `shadowPath` on a clear view, whose shadow shows on both sides of the edge, then an
    /// opaque black square without one, whose shadow shows only outside.
    @Test func theShadowEdgeFollowsTheGaussian() throws {
        for (radius, scale) in [(2.0, 1.0), (6, 1), (12, 1), (20, 1), (6, 2)] as [(CGFloat, CGFloat)] {
            let sigma = Double(Shadow.sigma(forRadius: radius))
            let card = CGRect(x: 100, y: 0, width: 300, height: 200), size = CGSize(width: 400, height: 200)
            let scenes = [
                shadowScene(size, card: card, path: Path(CGRect(x: 0, y: 0, width: 300, height: 200)), radius: radius),
                shadowScene(size, card: card, background: .black, path: nil, radius: radius),
            ]
            for (index, screen) in scenes.enumerated() {
                let image = try screen.render(scale: scale)
                let row = Int(100 * scale), last = index == 0 ? Int((100 + 3.5 * sigma) * scale) : Int(100 * scale) - 1
                var worst = 0.0
                for column in Int((100 - 3.5 * sigma) * scale) ... last {
                    let d = 100 - (Double(column) + 0.5) / Double(scale)  // points outside the left edge
                    let expected = 0.5 * erfc(d / (sigma * 2.0.squareRoot()))
                    let measured = 1 - Double(image[column, row].red) / 255
                    worst = max(worst, abs(measured - expected))
                }
                #expect(worst <= 0.03, "radius \(radius) at \(scale)x, scene \(index): off the Gaussian by \(worst)")
            }
        }
    }

    @Test func transformedFrameIsTheBoxAroundTheTurnedBounds() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 40, height: 20))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.frame == CGRect(x: -10, y: 0, width: 80, height: 60))
        #expect(view.bounds.size == CGSize(width: 40, height: 20))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let frame = view.frame
        #expect(abs(frame.minX - 20) < 1e-9 && abs(frame.minY - 10) < 1e-9 && abs(frame.width - 20) < 1e-9 && abs(frame.height - 40) < 1e-9)
    }

    @Test func convertAndHitTestingFollowTheTransform() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        child.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        root.addSubview(child)
        #expect(child.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 75, y: 75))
        #expect(root.convert(CGPoint(x: 75, y: 75), to: child) == CGPoint(x: 0, y: 0))
        #expect(child.convert(CGPoint(x: 75, y: 75), from: root) == CGPoint(x: 0, y: 0))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 100, height: 100), to: root) == CGRect(x: 75, y: 75, width: 50, height: 50))
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === root)   // inside the frame before scaling only
        #expect(root.hitTest(CGPoint(x: 80, y: 80)) === child)
    }

    /// A red square of `size` at `frame` on a white 100 × 100 screen, drawn through `transform`.
    private func renderTransformed(_ frame: CGRect, _ transform: CGAffineTransform) throws -> Image {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        screen.backgroundColor = .white
        let square = View(frame: frame)
        square.backgroundColor = Color(red: 1, green: 0, blue: 0)
        square.transform = transform
        screen.addSubview(square)
        return try screen.render(scale: 1)
    }

    @Test func aTranslatedViewIsDrawnWhereTheTransformMovesIt() throws {
        let red = Pixel(red: 255, green: 0, blue: 0), white = Pixel(red: 255, green: 255, blue: 255)
        let image = try renderTransformed(CGRect(x: 10, y: 10, width: 20, height: 20), CGAffineTransform(translationX: 50, y: 30))
        #expect(image[20, 20] == white)     // where the frame was before the transform
        #expect(image[60, 40] == red)       // the first pixel of the moved square
        #expect(image[79, 59] == red)       // its last
        #expect(image[80, 50] == white && image[70, 60] == white && image[59, 50] == white && image[70, 39] == white)
    }

    @Test func aScaledViewGrowsAroundItsCentre() throws {
        let red = Pixel(red: 255, green: 0, blue: 0), white = Pixel(red: 255, green: 255, blue: 255)
        // 20 × 20 centred at (50, 50), doubled: (30, 30) to (70, 70).
        let image = try renderTransformed(CGRect(x: 40, y: 40, width: 20, height: 20), CGAffineTransform(scaleX: 2, y: 2))
        #expect(image[30, 30] == red && image[69, 69] == red && image[30, 69] == red)
        #expect(image[29, 50] == white && image[70, 50] == white && image[50, 29] == white && image[50, 70] == white)
        // Halved, from the same frame: (45, 45) to (55, 55).
        let small = try renderTransformed(CGRect(x: 40, y: 40, width: 20, height: 20), CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(small[45, 45] == red && small[54, 54] == red)
        #expect(small[41, 41] == white && small[44, 50] == white && small[55, 50] == white && small[58, 58] == white)
    }

    @Test func aRotatedViewTurnsAroundItsCentre() throws {
        let red = Pixel(red: 255, green: 0, blue: 0), white = Pixel(red: 255, green: 255, blue: 255)
        // A 60 × 10 bar across the middle, a quarter turn: upright, (45, 20) to (55, 80).
        let bar = try renderTransformed(CGRect(x: 20, y: 45, width: 60, height: 10), CGAffineTransform(rotationAngle: .pi / 2))
        #expect(bar[50, 22] == red && bar[50, 77] == red && bar[46, 50] == red && bar[53, 50] == red)
        #expect(bar[25, 50] == white && bar[75, 50] == white)  // the unturned bar's ends
        #expect(bar[50, 17] == white && bar[50, 82] == white && bar[43, 50] == white)
        // A 40 × 40 square turned an eighth is a diamond reaching 20√2 ≈ 28.3 from the centre.
        let diamond = try renderTransformed(CGRect(x: 30, y: 30, width: 40, height: 40), CGAffineTransform(rotationAngle: .pi / 4))
        #expect(diamond[31, 31] == white && diamond[68, 68] == white)  // the unturned corners
        #expect(diamond[50, 24] == red && diamond[24, 50] == red && diamond[75, 50] == red && diamond[50, 75] == red)
        #expect(diamond[50, 19] == white && diamond[82, 50] == white)
    }

    @Test func convertingRectsFollowsTransformsAndScrolling() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let moved = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        moved.transform = CGAffineTransform(translationX: 10, y: 20)
        root.addSubview(moved)
        #expect(root.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: moved) == CGRect(x: 60, y: 70, width: 10, height: 10))
        #expect(moved.convert(CGRect(x: 60, y: 70, width: 10, height: 10), from: root) == CGRect(x: 0, y: 0, width: 10, height: 10))
        // Doubled around its centre (100, 100): its (0, 0) lands on the root's (0, 0).
        let doubled = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        doubled.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(doubled)
        #expect(root.convert(CGRect(x: 0, y: 0, width: 50, height: 25), from: doubled) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(doubled.convert(CGRect(x: 100, y: 100, width: 20, height: 20), from: root) == CGRect(x: 50, y: 50, width: 10, height: 10))
        // From one transformed view to another, and through a scrolled superview.
        #expect(doubled.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: moved) == CGRect(x: 30, y: 35, width: 5, height: 5))
        let scrolled = View(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
        scrolled.bounds.origin = CGPoint(x: 0, y: 40)
        let row = View(frame: CGRect(x: 16, y: 60, width: 100, height: 44))
        scrolled.addSubview(row)
        root.addSubview(scrolled)
        #expect(root.convert(CGRect(x: 0, y: 0, width: 100, height: 44), from: row) == CGRect(x: 16, y: 220, width: 100, height: 44))
        #expect(row.convert(CGRect(x: 16, y: 220, width: 1, height: 1), from: root) == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(row.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: nil) == CGRect(x: -16, y: -220, width: 10, height: 10))
    }

    @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let banner = View(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let corner = View(frame: CGRect(x: 70, y: 70, width: 20, height: 20))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let fixed = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        let both = View(frame: CGRect(x: 20, y: 0, width: 40, height: 10))
        both.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        for view in [banner, corner, fixed, both] { parent.addSubview(view) }
        parent.frame.size = CGSize(width: 200, height: 150)
        #expect(banner.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
        #expect(corner.frame == CGRect(x: 170, y: 120, width: 20, height: 20))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        // 100 more points shared 20 : 40 : 40 among left margin, width and right margin.
        #expect(both.frame == CGRect(x: 40, y: 0, width: 80, height: 10))
    }

    @Test func tintIsInheritedAndDimmed() {
        let root = View(frame: .zero)
        let child = View(frame: .zero)
        root.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        root.tintColor = .systemPink
        #expect(child.tintColor == .systemPink)
        root.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
        #expect(child.tintColor.red == child.tintColor.green && child.tintColor.green == child.tintColor.blue)
        child.tintColor = nil
        root.tintAdjustmentMode = .automatic
        #expect(child.tintColor == .systemPink)
    }

    @Test func continuousCornersStartFurtherAlongTheEdge() throws {
        func render(_ curve: CornerCurve) throws -> Image {
            let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            view.backgroundColor = .black
            view.layer.cornerRadius = 30
            view.layer.cornerCurve = curve
            return try view.render(scale: 1)
        }
        let circular = try render(.circular), continuous = try render(.continuous)
        // 34 points along the top edge: past a circle's 30-point arc, inside a squircle's 46-point one.
        #expect(circular[34, 0].alpha == 255)
        #expect(continuous[34, 0].alpha < 255)
        #expect(continuous[100, 0].alpha == 255)
        #expect(continuous[0, 0].alpha == 0)
    }
}
