import Foundation

/// The drawing context code draws into while a view tree is drawn, as UIKit's current
/// `CGContext` (`UIGraphicsGetCurrentContext()`): a graphics state (colours, line settings,
/// alpha, shadow, clip and transform) and a path being built, over the canvas of the render.
/// Each `draw(_:)` and `draw(in:)` starts with a fresh state in the view's (or layer's)
/// coordinates, and any state it saved and did not restore is put back after it, as UIKit's
/// context is its own for each drawing. `BezierPath.fill()` and `stroke()`, `Color.setFill()`
/// and `setStroke()` use it. Outside a render (or `ImageRenderer`) there is none, and those calls
/// draw nothing, as in UIKit.
///
///     override func draw(_ rect: CGRect) {
///         guard let context = UIGraphicsGetCurrentContext() else { return }
///         context.setStrokeColor(UIColor.white.cgColor)
///         context.setLineWidth(2)
///         context.setLineCap(.round)
///         context.move(to: CGPoint(x: 8, y: 8))
///         context.addLine(to: CGPoint(x: rect.maxX - 8, y: rect.maxY - 8))
///         context.strokePath()
///     }
public final class GraphicsContext: @unchecked Sendable {
    /// The context of the drawing in progress on this task or thread, nil when none is: the
    /// innermost image context begun on this thread (`beginImageContext`), else the drawing
    /// of a render or `ImageRenderer`.
    public static var current: GraphicsContext? { imageContexts.last ?? drawing }

    /// The context of the render or `ImageRenderer` drawing on this task.
    @TaskLocal static var drawing: GraphicsContext?

    /// Image contexts begun and not yet ended on this thread, innermost last.
    private static var imageContexts: [GraphicsContext] {
        get { Thread.current.threadDictionary[imageContextsKey] as? [GraphicsContext] ?? [] }
        set { Thread.current.threadDictionary[imageContextsKey] = newValue }
    }
    private static let imageContextsKey = "Easel.GraphicsContext.imageContexts"

    /// Begins drawing into a new transparent image of `size` points at `scale` (0 takes 3, the
    /// usual phone's), current until `endImageContext()`, as
    /// `UIGraphicsBeginImageContextWithOptions`. A size with no pixels begins nothing.
    public static func beginImageContext(size: CGSize, scale: CGFloat) {
        guard let canvas = try? Canvas(size: size, scale: scale > 0 ? scale : 3), size.width > 0, size.height > 0 else { return }
        imageContexts.append(GraphicsContext(canvas: canvas))
    }

    /// What the innermost image context has drawn, nil when there is none
    /// (`UIGraphicsGetImageFromCurrentImageContext`).
    public static func imageFromCurrentImageContext() -> Image? {
        try? imageContexts.last?.canvas.makeImage()
    }

    /// Ends the innermost image context (`UIGraphicsEndImageContext`).
    public static func endImageContext() {
        _ = imageContexts.popLast()
    }

    /// Makes `context` current on this thread until `pop()`, as `UIGraphicsPushContext`: for
    /// UIKit drawing (`BezierPath.fill()`, `Color.setFill()`) inside a layer's `draw(in:)`.
    public static func push(_ context: GraphicsContext) {
        imageContexts.append(context)
    }

    /// Makes the context current before the last `push(_:)` current again, as `UIGraphicsPopContext`.
    public static func pop() {
        _ = imageContexts.popLast()
    }

    public let canvas: Canvas

    /// What `saveGState()` keeps beside the canvas's clip and transform.
    struct State {
        var fillColor: Color = .black
        var strokeColor: Color = .black
        var stroke = StrokeStyle()
        var alpha: CGFloat = 1
        var shadow: (offset: CGSize, blur: CGFloat, color: Color)?
    }

    var state = State()
    private var saved: [State] = []

    /// What `fillPath()`, `fill(_:)` and `BezierPath.fill()` paint with; black to begin with.
    public var fillColor: Color {
        get { state.fillColor }
        set { state.fillColor = newValue }
    }
    /// What `strokePath()` and `BezierPath.stroke()` paint with; black to begin with.
    public var strokeColor: Color {
        get { state.strokeColor }
        set { state.strokeColor = newValue }
    }
    public var lineWidth: CGFloat {
        get { state.stroke.lineWidth }
        set { state.stroke.lineWidth = newValue }
    }
    /// The line settings strokes use.
    public var strokeStyle: StrokeStyle { state.stroke }

    /// The path `move(to:)`, `addLine(to:)` and the other `add` calls build; filling, stroking or
    /// clipping to it empties it, as Core Graphics does.
    public private(set) var path = Path()

    public init(canvas: Canvas) { self.canvas = canvas }

    /// Runs `body` with a context over `canvas` as the current one.
    public static func drawing<Result>(on canvas: Canvas, _ body: () throws -> Result) rethrows -> Result {
        try $drawing.withValue(GraphicsContext(canvas: canvas), operation: body)
    }

    /// Runs one piece of drawing code (a `draw(_:)` or `draw(in:)`) from a fresh state, and
    /// afterwards restores whatever it saved and left saved.
    func drawingFresh(_ body: () -> Void) {
        let outer = state, outerSaved = saved, outerPath = path
        state = State()
        saved = []
        path = Path()
        canvas.saveState()
        body()
        for _ in saved { canvas.restoreState() }
        canvas.restoreState()
        (state, saved, path) = (outer, outerSaved, outerPath)
    }

    // MARK: Graphics state

    public func setFillColor(_ color: Color) { state.fillColor = color }
    public func setStrokeColor(_ color: Color) { state.strokeColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(red: gray, green: gray, blue: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(red: gray, green: gray, blue: gray, alpha: alpha) }
    public func setLineWidth(_ width: CGFloat) { state.stroke.lineWidth = width }
    public func setLineCap(_ cap: LineCap) { state.stroke.lineCap = cap }
    public func setLineJoin(_ join: LineJoin) { state.stroke.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }

    /// Dashes for later strokes: painted and skipped lengths, alternately; empty for solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.stroke.dashes = lengths
        state.stroke.dashPhase = phase
    }

    /// An opacity that multiplies every later fill and stroke.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(1, max(0, alpha)) : 1 }

    /// A shadow under every later fill and stroke: `offset` in points (positive height falls
    /// down the screen, as in UIKit's contexts since iOS 3.2), `blur` as a layer's shadow
    /// radius takes it, `color` a third-opaque black when nil, as Core Graphics'.
    public func setShadow(offset: CGSize, blur: CGFloat, color: Color?) {
        guard let color, color.alpha > 0 else { return state.shadow = nil }
        state.shadow = (offset, blur, color)
    }

    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: .black.withAlpha(1.0 / 3))
    }

    /// Keeps the graphics state (colours, line settings, alpha, shadow, clip and transform), to
    /// put back with `restoreGState()`.
    public func saveGState() {
        saved.append(state)
        canvas.saveState()
    }

    /// Puts back the state of the matching `saveGState()`; with none saved, does nothing.
    public func restoreGState() {
        guard let previous = saved.popLast() else { return }
        state = previous
        canvas.restoreState()
    }

    // MARK: Transform

    public func translateBy(x: CGFloat, y: CGFloat) { canvas.translate(by: CGPoint(x: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { canvas.scale(x: x, y: y) }
    /// Turns later drawing by `angle` radians, clockwise on screen (UIKit's contexts have y down).
    public func rotate(by angle: CGFloat) { canvas.rotate(by: angle) }
    public func concatenate(_ transform: CGAffineTransform) { canvas.concatenate(transform) }
    /// The current transform, from the context's points to the canvas's.
    public var ctm: CGAffineTransform { canvas.currentTransform }

    // MARK: Building the path

    public func beginPath() { path = Path() }
    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        path.move(to: first)
        for point in points.dropFirst() { path.addLine(to: point) }
    }
    public func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) { path.addCurve(to: point, control1: control1, control2: control2) }
    public func addQuadCurve(to point: CGPoint, control: CGPoint) { path.addQuadCurve(to: point, control: control) }
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    public func addRects(_ rects: [CGRect]) { for rect in rects { path.addRect(rect) } }
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    public func addPath(_ other: Path) { path.addPath(other) }
    /// Adds a Core Graphics path's elements, as `CGContext.addPath(_:)`.
    public func addPath(_ other: GraphicsPath) { path.addPath(other.path) }
    public func closePath() { path.closeSubpath() }

    /// An arc of a circle, as Core Graphics' `addArc`: `clockwise` in Core Graphics' own sense,
    /// which in UIKit's flipped contexts turns the other way on screen (Apple's
    /// `CGContextAddArc` documentation: "in a flipped coordinate system … specifying a clockwise
    /// arc results in a counterclockwise arc").
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A corner of `radius` between the lines to `tangent1End` and from it to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    }

    public var isPathEmpty: Bool { path.isEmpty }
    public var currentPointOfPath: CGPoint { path.currentPoint ?? .zero }
    public var boundingBoxOfPath: CGRect { path.boundingBox }

    // MARK: Painting

    /// Fills the current path with `fillColor`, and empties it.
    public func fillPath(using rule: FillRule = .winding) {
        paintFill(path, rule: rule)
        path = Path()
    }

    /// Strokes the current path with `strokeColor` and the line settings, and empties it.
    public func strokePath() {
        paintStroke(path)
        path = Path()
    }

    /// Fills, strokes or both, then empties the path.
    public func drawPath(using mode: PathDrawingMode) {
        switch mode {
        case .fill: paintFill(path, rule: .winding)
        case .eoFill: paintFill(path, rule: .evenOdd)
        case .stroke: paintStroke(path)
        case .fillStroke: paintFill(path, rule: .winding); paintStroke(path)
        case .eoFillStroke: paintFill(path, rule: .evenOdd); paintStroke(path)
        }
        path = Path()
    }

    public func fill(_ rect: CGRect) { paintFill(Path(rect), rule: .winding) }
    public func fill(_ rects: [CGRect]) {
        var all = Path()
        for rect in rects { all.addRect(rect) }
        paintFill(all, rule: .winding)
    }
    public func stroke(_ rect: CGRect) { paintStroke(Path(rect)) }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        var style = state.stroke
        style.lineWidth = width
        paintStroke(Path(rect), style: style)
    }
    public func fillEllipse(in rect: CGRect) { paintFill(Path(ellipseIn: rect), rule: .winding) }
    public func strokeEllipse(in rect: CGRect) { paintStroke(Path(ellipseIn: rect)) }

    /// Strokes a line between each pair of points: the first and second, the third and fourth …
    public func strokeLineSegments(between points: [CGPoint]) {
        var segments = Path()
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            segments.move(to: points[index])
            segments.addLine(to: points[index + 1])
        }
        paintStroke(segments)
    }

    /// Makes `rect` transparent.
    public func clear(_ rect: CGRect) { canvas.clear(rect) }

    /// Limits later drawing to the inside of the current path, and empties it.
    public func clip(using rule: FillRule = .winding) {
        canvas.clip(to: path, rule: rule)
        path = Path()
    }

    public func clip(to rect: CGRect) { canvas.clip(to: rect) }
    public func clip(to rects: [CGRect]) {
        var all = Path()
        for rect in rects { all.addRect(rect) }
        canvas.clip(to: all, rule: .winding)
    }

    /// The box of the current clip, in the context's points.
    public var boundingBoxOfClipPath: CGRect { canvas.clipBounds }

    /// Fills with `fillColor` at the context's alpha, the shadow under it first.
    func paintFill(_ shape: Path, rule: FillRule) {
        guard !shape.isEmpty else { return }
        let color = state.alpha < 1 ? state.fillColor.withAlpha(state.fillColor.alpha * Double(state.alpha)) : state.fillColor
        castShadow(of: shape.boundingBox) { $0.fill(shape, with: .black, rule: rule) }
        canvas.fill(shape, with: color, rule: rule)
    }

    /// Strokes with `strokeColor` at the context's alpha, the shadow under it first.
    func paintStroke(_ shape: Path, style: StrokeStyle? = nil) {
        guard !shape.isEmpty else { return }
        let style = style ?? state.stroke
        let color = state.alpha < 1 ? state.strokeColor.withAlpha(state.strokeColor.alpha * Double(state.alpha)) : state.strokeColor
        let reach = style.lineWidth * max(1, style.miterLimit / 2)
        castShadow(of: shape.boundingBox.insetBy(dx: -reach, dy: -reach)) { $0.stroke(shape, with: .black, style: style) }
        canvas.stroke(shape, with: color, style: style)
    }

    /// Paints `body`'s alpha as the state's shadow, if it has one.
    func castShadow(of bounds: CGRect, _ body: (Canvas) -> Void) {
        guard let shadow = state.shadow else { return }
        let color = shadow.color.withAlpha(shadow.color.alpha * Double(state.alpha))
        canvas.drawShadow(of: bounds, color: color, offset: shadow.offset, sigma: Shadow.sigma(forRadius: shadow.blur), shape: body)
    }
}

/// What `drawPath(using:)` paints, as `CGPathDrawingMode`.
public enum PathDrawingMode: Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}
