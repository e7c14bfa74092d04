import Foundation

/// A layer that fills and strokes a path, as `CAShapeLayer`: the path in the layer's
/// coordinates, filled (opaque black by default) with `fillRule`, then stroked (no stroke by
/// default) from `strokeStart` to `strokeEnd` of its length, with caps, joins and dashes.
///
///     let ring = ShapeLayer()
///     ring.path = BezierPath(arcCenter: CGPoint(x: 40, y: 40), radius: 36, startAngle: -.pi / 2,
///                            endAngle: 3 * .pi / 2, clockwise: true).cgPath
///     ring.fillColor = nil
///     ring.strokeColor = Color.systemGreen
///     ring.lineWidth = 6
///     ring.strokeEnd = 0.25   // a quarter of the ring, from the top, clockwise
open class ShapeLayer: Layer {
    /// The shape; nil draws nothing.
    public var path: GraphicsPath?
    /// CAShapeLayer's default is opaque black; nil fills nothing.
    public var fillColor: Color? = .black
    /// How overlapping subpaths fill (CAShapeLayer's default, non-zero winding).
    public var fillRule: FillRule = .winding
    /// CAShapeLayer's default is nil: no stroke.
    public var strokeColor: Color?
    public var lineWidth: CGFloat = 1
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var miterLimit: CGFloat = 10
    /// Painted and skipped lengths, alternately, in points; nil draws a solid line.
    public var lineDashPattern: [NSNumber]?
    public var lineDashPhase: CGFloat = 0
    /// Where the stroke starts and ends, as fractions of the path's length (0 and 1 by
    /// default). The fill is always whole, as Core Animation's.
    public var strokeStart: CGFloat = 0
    public var strokeEnd: CGFloat = 1

    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The stroke settings as one value.
    public var strokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
                    dashes: lineDashPattern?.map { CGFloat($0.doubleValue) } ?? [], dashPhase: lineDashPhase)
    }

    override func drawContent(in canvas: Canvas) {
        super.drawContent(in: canvas)
        guard let path = path?.path, !path.isEmpty else { return }
        if let fillColor { canvas.fill(path, with: fillColor, rule: fillRule) }
        if let strokeColor, lineWidth > 0 {
            canvas.stroke(path.trimmed(from: strokeStart, to: strokeEnd), with: strokeColor, style: strokeStyle)
        }
    }

    /// The box the stroke can reach: the path's box grown by the line width (a miter can reach
    /// further, which only a shadow's extent would miss).
    var drawnShapeBounds: CGRect? {
        guard let path = path?.path, !path.isEmpty else { return nil }
        let reach = strokeColor == nil ? 0 : lineWidth * max(1, miterLimit / 2)
        return path.boundingBox.insetBy(dx: -reach, dy: -reach)
    }

    override func setOwnAnimatedValue(_ value: Any, forKeyPath keyPath: String) -> Bool {
        switch (keyPath, Layer.number(value)) {
        case ("strokeEnd", let n?): strokeEnd = n
        case ("strokeStart", let n?): strokeStart = n
        case ("lineWidth", let n?): lineWidth = n
        case ("lineDashPhase", let n?): lineDashPhase = n
        default:
            switch (keyPath, value) {
            case ("path", let p as GraphicsPath): path = p
            case ("fillColor", let c as Color): fillColor = c
            case ("strokeColor", let c as Color): strokeColor = c
            default: return false
            }
        }
        return true
    }
}
