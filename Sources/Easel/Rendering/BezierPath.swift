import Foundation

/// A path with its own line width that fills and strokes itself into the current drawing
/// context, as `UIBezierPath`: for `draw(_:)` and `ImageRenderer`.
///
///     let triangle = BezierPath()
///     triangle.move(to: CGPoint(x: rect.midX, y: rect.minY))
///     triangle.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///     triangle.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///     triangle.close()
///     Color.systemBlue.setFill()
///     triangle.fill()
open class BezierPath {
    /// The outline, as `cgPath` gives it to layers.
    public var path: Path
    public var lineWidth: CGFloat = 1

    public init() { path = Path() }
    public init(path: Path) { self.path = path }
    public convenience init(rect: CGRect) { self.init(path: Path(rect)) }
    public convenience init(ovalIn rect: CGRect) { self.init(path: Path(ellipseIn: rect)) }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(path: Path(roundedRect: rect, cornerRadius: cornerRadius)) }

    /// A rectangle rounded only at `corners`, each with `cornerRadii.width`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: Corners, cornerRadii: CGSize) {
        self.init(path: Path(roundedRect: rect, radii: CornerRadii(radius: cornerRadii.width, corners: corners)))
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public var isEmpty: Bool { path.isEmpty }
    public var cgPath: Path { path }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic curve, drawn as the cubic curve with the same shape.
    open func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        let start = currentPoint ?? point
        let control1 = CGPoint(x: start.x + 2 / 3 * (controlPoint.x - start.x), y: start.y + 2 / 3 * (controlPoint.y - start.y))
        let control2 = CGPoint(x: point.x + 2 / 3 * (controlPoint.x - point.x), y: point.y + 2 / 3 * (controlPoint.y - point.y))
        path.addCurve(to: point, control1: control1, control2: control2)
    }

    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Where the next segment starts: the end of the last one, nil for an empty path.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in path.elements {
            switch element {
            case let .move(point): current = point; start = point
            case let .line(point): current = point
            case let .curve(to: point, control1: _, control2: _): current = point
            case let .arc(center: center, radius: radius, startAngle: _, endAngle: end):
                current = CGPoint(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
            case .close: current = start
            }
        }
        return current
    }

    open func close() { path.closeSubpath() }
    open func append(_ other: BezierPath) { path.addPath(other.path) }
    open func removeAllPoints() { path = Path() }

    /// Fills the path with the current context's fill colour (`Color.setFill()`); nothing
    /// outside a drawing context.
    open func fill() {
        guard let context = GraphicsContext.current else { return }
        context.canvas.fill(path, with: context.fillColor)
    }

    /// Strokes the path at `lineWidth` with the current context's stroke colour.
    open func stroke() {
        guard let context = GraphicsContext.current else { return }
        context.canvas.stroke(path, with: context.strokeColor, lineWidth: lineWidth)
    }
}

extension Color {
    /// Makes this the colour `BezierPath.fill()` paints with in the current drawing context.
    public func setFill() { GraphicsContext.current?.fillColor = self }
    /// Makes this the colour `BezierPath.stroke()` paints with in the current drawing context.
    public func setStroke() { GraphicsContext.current?.strokeColor = self }
    /// Both.
    public func set() {
        setFill()
        setStroke()
    }
}
