import Foundation

/// A path with its own line settings that fills and strokes itself into the current drawing
/// context, as `UIBezierPath`: for `draw(_:)` and `ImageRenderer`, and, through `cgPath`, for
/// shape layers, shadow paths and masks. Its `clockwise` is as on screen, as UIKit's is.
///
///     let triangle = BezierPath()
///     triangle.move(to: CGPoint(x: rect.midX, y: rect.minY))
///     triangle.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///     triangle.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///     triangle.close()
///     Color.systemBlue.setFill()
///     triangle.fill()
open class BezierPath: NSObject {
    /// The outline, as `cgPath` gives it to layers.
    public var path: Path
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: LineCap = .butt
    public var lineJoinStyle: LineJoin = .miter
    public var miterLimit: CGFloat = 10
    /// Declared as UIKit's; Cairo flattens curves finer than any screen shows.
    public var flatness: CGFloat = 0.6
    /// Whether `fill()` and `addClip()` use the even-odd rule (holes where subpaths overlap).
    public var usesEvenOddFillRule = false
    private var dashes: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public override init() {
        path = Path()
        super.init()
    }

    public init(path: Path) {
        self.path = path
        super.init()
    }

    /// A path from a Core Graphics path, as `UIBezierPath(cgPath:)`.
    public convenience init(cgPath: GraphicsPath) { self.init(path: cgPath.path) }
    public convenience init(rect: CGRect) { self.init(path: Path(rect)) }
    public convenience init(ovalIn rect: CGRect) { self.init(path: Path(ellipseIn: rect)) }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(path: Path(roundedRect: rect, cornerRadius: cornerRadius)) }

    /// A rectangle rounded only at `corners`, each with `cornerRadii.width`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: Corners, cornerRadii: CGSize) {
        self.init(path: Path(roundedRect: rect, radii: CornerRadii(radius: cornerRadii.width, corners: corners)))
    }

    /// An arc, `clockwise` as on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, turningClockwise: clockwise)
    }

    public var isEmpty: Bool { path.isEmpty }
    /// The outline for layers and contexts, as UIKit's `CGPath`: a copy, so adding to the
    /// Bézier path later leaves a layer given it unchanged, as on iOS.
    public var cgPath: GraphicsPath {
        get { GraphicsPath(path) }
        set { path = newValue.path }
    }
    /// The box around the path's points and control points.
    public var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }
    /// Where the next segment starts: the end of the last one, zero for an empty path.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic curve, drawn as the cubic curve with the same shape.
    open func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: point, control: controlPoint)
    }

    /// An arc, `clockwise` as on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, turningClockwise: clockwise)
    }

    open func close() { path.closeSubpath() }
    open func append(_ other: BezierPath) { path.addPath(other.path) }
    open func removeAllPoints() { path = Path() }

    /// The same outline run backwards, as UIKit's `reversing()`.
    open func reversing() -> BezierPath { copyingSettings(with: path.reversed()) }

    /// Moves every point by `transform`.
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// Whether `point` is inside the filled path, by its fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, rule: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Dashes for `stroke()`: painted and skipped lengths, alternately (UIKit passes a C array and
    /// a count; the array is enough in Swift).
    open func setLineDash(_ pattern: [CGFloat]?, count: Int, phase: CGFloat) {
        dashes = Array((pattern ?? []).prefix(max(0, count)))
        dashPhase = phase
    }

    /// The line settings `stroke()` uses.
    public var strokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit, dashes: dashes, dashPhase: dashPhase)
    }

    private func copyingSettings(with path: Path) -> BezierPath {
        let copy = BezierPath(path: path)
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashes = dashes
        copy.dashPhase = dashPhase
        return copy
    }

    /// Fills the path with the current context's fill colour (`Color.setFill()`); nothing
    /// outside a drawing context.
    open func fill() {
        GraphicsContext.current?.paintFill(path, rule: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path with its own line settings and the current context's stroke colour.
    open func stroke() {
        GraphicsContext.current?.paintStroke(path, style: strokeStyle)
    }

    /// Limits the current context's later drawing to the inside of the path.
    open func addClip() {
        GraphicsContext.current?.canvas.clip(to: path, rule: usesEvenOddFillRule ? .evenOdd : .winding)
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
