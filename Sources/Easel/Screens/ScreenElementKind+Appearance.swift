import Foundation

/// The kinds that are pictures rather than controls: `gradient` and `symbol`. (The `shadow` and
/// `cornerCurve` keys of views and stacks are `ScreenElementDecoder.layerKeys`.)
extension ScreenElementKind {
    static let appearance: [ScreenElementKind] = [gradient, symbol, shape]

    /// `{"colors": ["systemIndigo", "systemTeal"], "start": {"x": 0, "y": 0}, "end": {"x": 1, "y": 1}}`:
    /// a `GradientView` (CAGradientLayer's type, colours, locations and unit-space points).
    static let gradient = ScreenElementKind(name: "gradient", form: .gradient) { decoder, body in
        let keys = try body.object(.gradient)
        let colorList = try body.required("colors", in: keys, what: ScreenObjectForm.gradient.what)
        let colorItems = try colorList.list()
        guard colorItems.count <= ScreenLimits.maximumGradientColorCount else {
            throw colorList.error("\(colorItems.count) colours; at most \(ScreenLimits.maximumGradientColorCount) are allowed")
        }
        let colors = try colorItems.map { try $0.color() }
        guard !colors.isEmpty else { throw colorList.error("a gradient needs at least one colour") }
        var locations: [CGFloat]?
        if let list = keys["locations"] {
            let items = try list.list()
            guard items.count == colors.count else {
                throw list.error("expected one location for each of the \(colors.count) colours, found \(items.count)")
            }
            locations = try items.map { try $0.number(in: 0 ... 1) }
        }
        let gradient = Gradient(
            kind: try keys["type"]?.choice(Gradient.Kind.self, what: "gradient type") ?? .axial,
            colors: colors, locations: locations,
            startPoint: try keys["start"].map(unitPoint) ?? CGPoint(x: 0.5, y: 0),
            endPoint: try keys["end"].map(unitPoint) ?? CGPoint(x: 0.5, y: 1)
        )
        let width = try keys["width"]?.length()
        let height = try keys["height"]?.length()
        var style = ElementStyle()
        try decoder.layerKeys(keys, into: &style)
        style.id = try keys["id"]?.string()
        return ContentElement.gradient(gradient, width: width, height: height).with(style)
    }

    /// `"heart.fill"` or `{"name": "gearshape", "size": 22, "weight": "semibold", "scale": "large", "tint": "systemGray"}`:
    /// an image of `Image(systemName:)`, centred, its tint the file's or the inherited one.
    static let symbol = ScreenElementKind(name: "symbol", form: .symbol) { decoder, body in
        var keys: [String: ScreenReader] = [:]
        let name: ScreenReader
        if case .object = body.value {
            keys = try body.object(.symbol)
            name = try body.required("name", in: keys, what: ScreenObjectForm.symbol.what)
        } else {
            name = body
        }
        let text = try name.string()
        var configuration = Image.SymbolConfiguration()
        configuration.pointSize = try keys["size"]?.length(minimum: ScreenLimits.fontSizes.lowerBound, maximum: ScreenLimits.fontSizes.upperBound)
        configuration.weight = try keys["weight"]?.choice(Image.SymbolConfiguration.Weight.self, what: "symbol weight") ?? .regular
        configuration.scale = try keys["scale"]?.choice(Image.SymbolConfiguration.Scale.self, what: "symbol scale") ?? .medium
        // Counted before it is drawn: a symbol at the largest size is tens of megabytes.
        try decoder.countSymbolPixels(Image.symbolPixelBound(for: configuration), at: body)
        guard let image = Image(systemName: text, withConfiguration: configuration) else {
            if Image.symbolNames.contains(text) {
                throw name.error("symbol \"\(text)\" cannot be drawn: the icon font \(Image.symbolFontPath) is missing (run scripts/setup)")
            }
            throw name.error("unknown symbol \"\(ScreenReader.shortened(text))\"; `easel symbols` lists the \(Image.symbolNames.count) names Easel knows")
        }
        let tint = try keys["tint"]?.color()
        return ContentElement.image(image, contentMode: .center, tint: tint).with(ElementStyle(id: try keys["id"]?.string()))
    }

    /// `{"x": 0.5, "y": 0}` in the unit space of the view (points outside 0...1 are allowed, as CAGradientLayer's).
    private static func unitPoint(_ reader: ScreenReader) throws -> CGPoint {
        let keys = try reader.object(allowed: ["x", "y"], what: "a unit point")
        return CGPoint(x: try keys["x"]?.number(in: -100 ... 100) ?? 0, y: try keys["y"]?.number(in: -100 ... 100) ?? 0)
    }
}

extension ScreenObjectForm {
    static let gradient = ScreenObjectForm(what: "a gradient", keys: ["colors", "locations", "type", "start", "end", "width", "height", "cornerRadius", "cornerCurve", "shadow", "id"],
                                           schemaDefinition: "gradient")
    static let symbol = ScreenObjectForm(what: "a symbol", keys: ["name", "size", "weight", "scale", "tint", "id"], schemaDefinition: "symbol")
    static let shadow = ScreenObjectForm(what: "a shadow", keys: ["color", "opacity", "offset", "radius"], schemaDefinition: "shadow")
}
