import Foundation

// MARK: - Gradients, symbols, shadows and corner curves in screen files (issue 11)
//
// The element kinds gradient and symbol, and the `shadow` and `cornerCurve` keys of views and
// stacks. Their schema is in Resources/screen.controls.schema.json with the other issue-11 kinds.

extension ScreenElementBuilder {
    /// `{"gradient": {"colors": ["systemIndigo", "systemTeal"], "start": {"x": 0, "y": 0}, "end": {"x": 1, "y": 1}}}`:
    /// a `GradientView` (CAGradientLayer's type, colours, locations and unit-space points).
    func gradient(_ body: ScreenReader) throws -> View {
        let keys = try body.object(allowed: Self.controlKeys["gradient"]!, what: "a gradient")
        let colorList = try required(keys, "colors", in: body, what: "a gradient")
        let colors = try colorList.list().map { try $0.color() }
        guard !colors.isEmpty else { throw colorList.error("a gradient needs at least one colour") }
        var locations: [CGFloat]?
        if let list = keys["locations"] {
            let items = try list.list()
            guard items.count == colors.count else {
                throw list.error("expected one location for each of the \(colors.count) colours, found \(items.count)")
            }
            locations = try items.map { try $0.number(in: 0 ... 1) }
        }
        let view = GradientView(gradient: Gradient(
            kind: try keys["type"]?.choice(Gradient.Kind.self, what: "gradient type") ?? .axial,
            colors: colors, locations: locations,
            startPoint: try keys["start"].map { try unitPoint($0) } ?? CGPoint(x: 0.5, y: 0),
            endPoint: try keys["end"].map { try unitPoint($0) } ?? CGPoint(x: 0.5, y: 1)
        ))
        view.fixedWidth = try keys["width"]?.length()
        view.fixedHeight = try keys["height"]?.length()
        try applyLayerKeys(keys, to: view)
        view.accessibilityIdentifier = try keys["id"]?.string()
        return view
    }

    /// `"heart.fill"` or `{"name": "gearshape", "size": 22, "weight": "semibold", "scale": "large", "tint": "systemGray"}`:
    /// an image view showing `Image(systemName:)`, its tint the file's or the inherited one.
    func symbol(_ body: ScreenReader) throws -> View {
        var keys: [String: ScreenReader] = [:]
        let name: ScreenReader
        if case .object = body.value {
            keys = try body.object(allowed: Self.controlKeys["symbol"]!, what: "a symbol")
            name = try required(keys, "name", in: body, what: "a symbol")
        } else {
            name = body
        }
        let text = try name.string()
        var configuration = Image.SymbolConfiguration()
        configuration.pointSize = try keys["size"]?.length(minimum: ScreenLimits.fontSizes.lowerBound, maximum: ScreenLimits.fontSizes.upperBound)
        configuration.weight = try keys["weight"]?.choice(Image.SymbolConfiguration.Weight.self, what: "symbol weight") ?? .regular
        configuration.scale = try keys["scale"]?.choice(Image.SymbolConfiguration.Scale.self, what: "symbol scale") ?? .medium
        guard let image = Image(systemName: text, withConfiguration: configuration) else {
            if Image.symbolNames.contains(text) {
                throw name.error("symbol \"\(text)\" cannot be drawn: the icon font \(Image.symbolFontPath) is missing (run scripts/setup)")
            }
            throw name.error("unknown symbol \"\(ScreenReader.shortened(text))\"; `easel symbols` lists the \(Image.symbolNames.count) names Easel knows")
        }
        let view = ImageView(image: image)
        view.contentMode = .center
        if let tint = keys["tint"] { view.tintColor = try tint.color() }
        view.accessibilityIdentifier = try keys["id"]?.string()
        return view
    }

    /// The layer keys views, stacks and gradients share: `cornerCurve` and `shadow`.
    func applyLayerKeys(_ keys: [String: ScreenReader], to view: View) throws {
        if let radius = keys["cornerRadius"] { view.cornerRadius = try radius.length() }
        view.layer.cornerCurve = try keys["cornerCurve"]?.choice(CornerCurve.self, what: "corner curve") ?? .circular
        guard let shadow = keys["shadow"] else { return }
        let parts = try shadow.object(allowed: Self.controlKeys["shadow"]!, what: "a shadow")
        let layer = view.layer
        layer.shadowColor = try parts["color"]?.color() ?? .black
        // A shadow written in a file is meant to show: opacity 1 unless it says otherwise.
        layer.shadowOpacity = try parts["opacity"]?.number(in: 0 ... 1) ?? 1
        layer.shadowRadius = try parts["radius"]?.length() ?? 3
        if let offset = parts["offset"] {
            let sides = try offset.object(allowed: ["width", "height"], what: "a shadow offset")
            let limit = ScreenLimits.maximumLength
            layer.shadowOffset = CGSize(width: try sides["width"]?.length(minimum: -limit) ?? 0,
                                        height: try sides["height"]?.length(minimum: -limit) ?? 0)
        } else {
            layer.shadowOffset = CGSize(width: 0, height: -3)
        }
    }

    /// `{"x": 0.5, "y": 0}` in the unit space of the view (points outside 0...1 are allowed, as CAGradientLayer's).
    private func unitPoint(_ reader: ScreenReader) throws -> CGPoint {
        let keys = try reader.object(allowed: ["x", "y"], what: "a unit point")
        return CGPoint(x: try keys["x"]?.number(in: -100 ... 100) ?? 0, y: try keys["y"]?.number(in: -100 ... 100) ?? 0)
    }
}
