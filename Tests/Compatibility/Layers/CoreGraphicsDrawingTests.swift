import EaselUIKit
import Foundation
import Testing

/// `draw(_:)` overrides using the current CGContext as app code does: state saved and restored,
/// transforms, caps and dashes, clips, shadows, gradients, arcs, image contexts and text.
@Suite struct CoreGraphicsDrawingTests {
    static let white = Pixel(red: 255, green: 255, blue: 255)
    static let red = Pixel(red: 255, green: 0, blue: 0)
    static let blue = Pixel(red: 0, green: 0, blue: 255)
    static let black = Pixel(red: 0, green: 0, blue: 0)

    final class Canvas100: UIView {
        let drawing: (CGContext, CGRect) -> Void
        init(_ drawing: @escaping (CGContext, CGRect) -> Void) {
            self.drawing = drawing
            super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            backgroundColor = .white
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            drawing(context, rect)
        }
    }

    private func draw(_ drawing: @escaping (CGContext, CGRect) -> Void) throws -> Image {
        try Canvas100(drawing).render(scale: 1)
    }

    /// restoreGState puts back the fill colour and the transform saved before them.
    @Test func saveAndRestoreState() throws {
        let image = try draw { context, _ in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
            context.saveGState()
            context.translateBy(x: 50, y: 50)
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
            context.restoreGState()
            context.fill(CGRect(x: 0, y: 50, width: 50, height: 50))
        }
        #expect(image[25, 25] == Self.red && image[75, 75] == Self.blue && image[25, 75] == Self.red)
        #expect(image[75, 25] == Self.white)
    }

    /// A 10-point line from x 10 to 90, dashes of 20 with round caps: ink on 10–30 and 50–70,
    /// each dash's round cap reaching 5 points past its ends.
    @Test func capsAndDashes() throws {
        let image = try draw { context, _ in
            context.setStrokeColor(UIColor.blue.cgColor)
            context.setLineWidth(10)
            context.setLineCap(.round)
            context.setLineJoin(.round)
            context.setLineDash(phase: 0, lengths: [20, 20])
            context.move(to: CGPoint(x: 10, y: 50))
            context.addLine(to: CGPoint(x: 90, y: 50))
            context.strokePath()
        }
        #expect(image[20, 50] == Self.blue && image[60, 50] == Self.blue)
        #expect(image[33, 50] == Self.blue)     // 3.5 past the dash's end, inside its cap
        #expect(image[40, 50] == Self.white)    // 10 past it
        #expect(image[20, 40] == Self.white)    // above the line
    }

    /// Clipping to an ellipse, then filling everything: the corners stay white.
    @Test func clipToAPath() throws {
        let image = try draw { context, rect in
            context.addEllipse(in: rect)
            context.clip()
            context.setFillColor(UIColor.red.cgColor)
            context.fill(rect)
        }
        #expect(image[50, 50] == Self.red && image[2, 2] == Self.white && image[97, 97] == Self.white)
    }

    /// A sharp black shadow 10 points below a red bar: black shows under the bar only.
    @Test func shadowsFallBelow() throws {
        let image = try draw { context, _ in
            context.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: UIColor.black.cgColor)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 20, y: 20, width: 40, height: 20))
        }
        #expect(image[40, 30] == Self.red)
        #expect(image[40, 45] == Self.black)
        #expect(image[40, 55] == Self.white && image[40, 15] == Self.white)
    }

    /// A linear gradient across the clip, red to blue: its middle is half of each.
    @Test func linearGradient() throws {
        let image = try draw { context, _ in
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor], locations: [0, 1])!
            context.clip(to: CGRect(x: 0, y: 0, width: 100, height: 20))
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        }
        let middle = image[50, 10]
        #expect((126 ... 129).contains(middle.red) && (126 ... 129).contains(middle.blue), "\(middle)")
        #expect(image[50, 50] == Self.white)
    }

    /// CGContext's `clockwise` is Core Graphics' own, so in UIKit's flipped context
    /// `clockwise: true` from 0 to π/2 turns the long way round on screen (through the top),
    /// while UIBezierPath's `clockwise: true` turns the short way (through the bottom right).
    @Test func arcDirections() throws {
        let core = try draw { context, _ in
            context.setStrokeColor(UIColor.blue.cgColor)
            context.setLineWidth(6)
            context.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            context.strokePath()
        }
        #expect(core[50, 10] == Self.blue)      // the top
        #expect(core[78, 78] == Self.white)     // 45°, below right
        let bezier = try draw { _, _ in
            UIColor.blue.setStroke()
            let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            arc.lineWidth = 6
            arc.stroke()
        }
        #expect(bezier[78, 78] == Self.blue)
        #expect(bezier[50, 10] == Self.white)
    }

    /// reversing() keeps the outline, contains(_:) follows the fill rule, apply(_:) moves it.
    @Test func bezierPathAPI() {
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20)).reversing())
        #expect(!ring.contains(CGPoint(x: 20, y: 20)))   // opposite turns cancel: a hole
        #expect(ring.contains(CGPoint(x: 5, y: 20)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 20, y: 20)))
        ring.apply(CGAffineTransform(translationX: 100, y: 0))
        #expect(ring.bounds == CGRect(x: 100, y: 0, width: 40, height: 40))
        #expect(ring.contains(CGPoint(x: 105, y: 20)))
    }

    /// The old image-context calls make a solid-colour image, as apps make button backgrounds.
    @Test func imageContextsMakeImages() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.pixelWidth == 20 && image?[10, 10] == Self.red)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// Strings draw into the context: ink inside the first 20 points from the top, none below.
    @Test func stringsDrawIntoTheContext() throws {
        let image = try draw { _, _ in
            ("Close" as NSString).draw(at: CGPoint(x: 10, y: 0), withAttributes: [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.black])
        }
        #expect((0 ..< 20).contains { y in (0 ..< 100).contains { image[$0, y].red < 128 } })
        #expect((30 ..< 100).allSatisfy { y in (0 ..< 100).allSatisfy { image[$0, y] == Self.white } })
    }
}
