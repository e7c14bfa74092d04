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
