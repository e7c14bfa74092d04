import Easel
import Foundation

/// Custom drawing on a 1170 × 2532 screen (390 × 844 points at scale 3): 50 progress rings as
/// shape layers (stroked to 0.7 with round caps) and 50 as `draw(_:)` overrides stroking the
/// same arc, beside the same 100 views drawing nothing. Times each screen drawn, so the rings'
/// cost is the difference from the empty one.
struct DrawingBenchmark {
    let iterations: Int

    /// A ring drawn by `draw(_:)` through the current context.
    final class DrawnRing: View {
        override func draw(_ rect: CGRect) {
            let arc = BezierPath(arcCenter: CGPoint(x: rect.midX, y: rect.midY), radius: 14, startAngle: -.pi / 2,
                                 endAngle: -.pi / 2 + 0.7 * 2 * .pi, clockwise: true)
            arc.lineWidth = 4
            arc.lineCapStyle = .round
            Color.systemBlue.setStroke()
            arc.stroke()
        }
    }

    func run() throws {
        let size = CGSize(width: 390, height: 844)
        let renderer = ViewRenderer(scale: 3)
        let screens = [("screen with 50 shape-layer rings and 50 draw(_:) rings", Self.screen(shapes: 50, drawn: 50)),
                       ("  50 shape-layer rings only", Self.screen(shapes: 50, drawn: 0)),
                       ("  50 draw(_:) rings only", Self.screen(shapes: 0, drawn: 50)),
                       ("  the same 100 views, drawing nothing", Self.screen(shapes: 0, drawn: 0))]
        var measurements = screens.map { Measurement($0.0) }
        for (_, screen) in screens { try renderer.layout(screen, size: size) }
        for _ in 0 ..< iterations {
            for (index, screen) in screens.enumerated() {
                _ = try measurements[index].time { try renderer.draw(screen.1) }
            }
        }
        print("\ndrawing: 1170×2532 pixels, 100 rings of radius 14 and width 4 (shape layers and draw(_:))")
        for measurement in measurements { print(measurement.report) }
        let empty = measurements[3].medianMilliseconds
        print(String(format: "per ring (difference of medians / 50): shape layer %.3f ms, draw(_:) %.3f ms",
                     (measurements[1].medianMilliseconds - empty) / 50, (measurements[2].medianMilliseconds - empty) / 50))
    }

    /// Ten columns of 36-point cells: `shapes` ring layers first, then `drawn` draw(_:) rings,
    /// the rest of the 100 cells empty views.
    static func screen(shapes: Int, drawn: Int) -> View {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.backgroundColor = .white
        for index in 0 ..< 100 {
            let frame = CGRect(x: 3 + CGFloat(index % 10) * 39, y: 40 + CGFloat(index / 10) * 39, width: 36, height: 36)
            let cell: View
            if index >= 50, index < 50 + drawn {
                cell = DrawnRing(frame: frame)
            } else {
                cell = View(frame: frame)
                if index < shapes {
                    let ring = ShapeLayer()
                    ring.path = BezierPath(arcCenter: CGPoint(x: 18, y: 18), radius: 14, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
                    ring.fillColor = nil
                    ring.strokeColor = .systemBlue
                    ring.lineWidth = 4
                    ring.lineCap = .round
                    ring.strokeEnd = 0.7
                    cell.layer.addSublayer(ring)
                }
            }
            screen.addSubview(cell)
        }
        return screen
    }
}
