import Foundation

/// The drawing context code draws into while a view tree is drawn, as UIKit's current
/// `CGContext` (`UIGraphicsGetCurrentContext()`): a fill and a stroke colour, a line width and a
/// path being built, over the canvas of the render. `BezierPath.fill()` and `stroke()`,
/// `Color.setFill()` and `setStroke()` use it. Outside a render (or `ImageRenderer`) there is
/// none, and those calls draw nothing, as in UIKit.
public final class GraphicsContext: @unchecked Sendable {
    /// The context of the drawing in progress on this task or thread, nil when none is.
    @TaskLocal public static var current: GraphicsContext?

    public let canvas: Canvas
    /// What `fillPath()`, `fill(_:)` and `BezierPath.fill()` paint with; black to begin with.
    public var fillColor: Color = .black
    /// What `strokePath()` and `BezierPath.stroke()` paint with; black to begin with.
    public var strokeColor: Color = .black
    public var lineWidth: CGFloat = 1
    /// The path `move(to:)`, `addLine(to:)` and the other `add` calls build; filling or
    /// stroking it empties it, as Core Graphics does.
    public private(set) var path = Path()
    private var saved: [(fill: Color, stroke: Color, lineWidth: CGFloat)] = []

    public init(canvas: Canvas) { self.canvas = canvas }

    /// Runs `body` with a context over `canvas` as the current one.
    public static func drawing<Result>(on canvas: Canvas, _ body: () throws -> Result) rethrows -> Result {
        try $current.withValue(GraphicsContext(canvas: canvas), operation: body)
    }

    public func setFillColor(_ color: Color) { fillColor = color }
    public func setStrokeColor(_ color: Color) { strokeColor = color }
    public func setLineWidth(_ width: CGFloat) { lineWidth = width }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) { path.addCurve(to: point, control1: control1, control2: control2) }
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    public func addPath(_ other: Path) { path.addPath(other) }
    public func closePath() { path.closeSubpath() }

    /// An arc of a circle; `clockwise` as on screen (y down), as Core Graphics' flipped
    /// context in UIKit draws it.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Fills the current path with `fillColor`, and empties it.
    public func fillPath() {
        canvas.fill(path, with: fillColor)
        path = Path()
    }

    /// Strokes the current path with `strokeColor` at `lineWidth`, and empties it.
    public func strokePath() {
        canvas.stroke(path, with: strokeColor, lineWidth: lineWidth)
        path = Path()
    }

    public func fill(_ rect: CGRect) { canvas.fill(rect, with: fillColor) }
    public func stroke(_ rect: CGRect) { canvas.stroke(Path(rect), with: strokeColor, lineWidth: lineWidth) }
    public func fillEllipse(in rect: CGRect) { canvas.fill(Path(ellipseIn: rect), with: fillColor) }
    public func strokeEllipse(in rect: CGRect) { canvas.stroke(Path(ellipseIn: rect), with: strokeColor, lineWidth: lineWidth) }

    /// Keeps the colours and line width, to put back with `restoreGState()`.
    public func saveGState() { saved.append((fillColor, strokeColor, lineWidth)) }

    public func restoreGState() {
        guard let state = saved.popLast() else { return }
        (fillColor, strokeColor, lineWidth) = state
    }
}

extension Path {
    /// An arc from `startAngle` to `endAngle` (radians from the x axis, y down), going
    /// clockwise on screen or the other way. Anticlockwise arcs are drawn as short chords,
    /// within a hundredth of a point of the circle for any radius an interface uses.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        if clockwise {
            addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle)
            return
        }
        var end = endAngle
        while end > startAngle { end -= 2 * .pi }
        let sweep = startAngle - end
        let steps = max(8, Int((sweep * max(radius, 1)).squareRoot() * 8))
        let point = { (angle: CGFloat) in CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        if isEmpty { move(to: point(startAngle)) } else { addLine(to: point(startAngle)) }
        for step in 1 ... steps {
            addLine(to: point(startAngle - sweep * CGFloat(step) / CGFloat(steps)))
        }
    }
}
