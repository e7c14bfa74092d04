import Foundation

/// The `shape` kind: a path in SVG's `d` syntax drawn by a shape layer, so that mockups draw
/// rings, checkmarks and icons without Swift.
extension ScreenElementKind {
    /// `{"path": "M 40 4 A 36 36 0 1 1 39.9 4", "stroke": "systemGreen", "lineWidth": 6, "strokeEnd": 0.25,
    /// "lineCap": "round", "width": 80, "height": 80}`: a view of `width` × `height` (else the
    /// path's far corner) whose `ShapeLayer` fills with `fill` (none unless given) and strokes
    /// with `stroke` from `strokeStart` to `strokeEnd`.
    static let shape = ScreenElementKind(name: "shape", form: .shape) { decoder, body in
        let keys = try body.object(.shape)
        let data = try body.required("path", in: keys, what: ScreenObjectForm.shape.what)
        let path: Path
        do {
            path = try Path(svgPathData: try data.string())
        } catch let problem as PathDataError {
            throw data.error("path data \(problem)")
        }
        let layer = ShapeLayer()
        layer.path = GraphicsPath(path)
        layer.fillColor = try keys["fill"]?.color()
        layer.strokeColor = try keys["stroke"]?.color()
        layer.lineWidth = try keys["lineWidth"]?.length(maximum: 1000) ?? 1
        layer.strokeStart = try keys["strokeStart"]?.number(in: 0 ... 1) ?? 0
        layer.strokeEnd = try keys["strokeEnd"]?.number(in: 0 ... 1) ?? 1
        layer.lineCap = try keys["lineCap"]?.choice(LineCap.self, what: "line cap") ?? .butt
        layer.lineJoin = try keys["lineJoin"]?.choice(LineJoin.self, what: "line join") ?? .miter
        let box = path.isEmpty ? .zero : path.boundingBox
        let view = View(frame: CGRect(x: 0, y: 0, width: try keys["width"]?.length() ?? max(0, box.maxX),
                                      height: try keys["height"]?.length() ?? max(0, box.maxY)))
        view.fixedWidth = view.frame.width
        view.fixedHeight = view.frame.height
        view.layer.addSublayer(layer)
        view.accessibilityIdentifier = try keys["id"]?.string()
        return ContentElement.custom(view)
    }
}

extension ScreenObjectForm {
    static let shape = ScreenObjectForm(what: "a shape", keys: ["path", "fill", "stroke", "lineWidth", "strokeStart", "strokeEnd", "lineCap", "lineJoin", "width", "height", "id"],
                                        schemaDefinition: "shape")
}
