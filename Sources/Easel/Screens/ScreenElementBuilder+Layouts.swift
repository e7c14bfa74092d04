import Foundation

/// The screen-file elements made with value-type layouts (issue 8): `decorated`, `cascade`,
/// `overlay`, `inset` and `absolute`. Kept apart from the other kinds so each family of
/// elements lives in its own file.
///
///     {"decorated": {"decoration": {"view": {"background": "systemPink"}},
///                    "content": {"label": "A talking cat"}, "split": {"points": 64}, "spacing": 12}}
///     {"cascade": {"offset": {"x": 24, "y": 28}, "elements": [...]}}
///     {"overlay": {"content": {"image": "photo"}, "overlay": {"label": "Caption"}}}
///     {"inset": {"insets": 16, "element": {"label": "Padded"}}}
///     {"absolute": {"elements": [{"origin": {"x": 16, "y": 16}, "element": {"label": "Here"}},
///                                {"center": {"x": 160, "y": 100}, "element": {"button": "There"}}]}}
extension ScreenElementBuilder {
    static let layoutKinds = ["decorated", "cascade", "overlay", "inset", "absolute"]

    /// The keys each layout element's object takes (Resources/screen.schema.json lists the same).
    static let layoutKeys: [String: [String]] = [
        "decorated": ["content", "decoration", "side", "split", "spacing", "insets", "background", "id"],
        "cascade": ["offset", "elements", "background", "id"],
        "overlay": ["content", "overlay", "background", "id"],
        "inset": ["insets", "element", "background", "id"],
        "absolute": ["elements", "width", "height", "background", "id"],
        "absolute item": ["origin", "center", "element"],
    ]

    /// The view for a layout element of `kind`.
    func layoutElement(_ kind: String, _ body: ScreenReader) throws -> View {
        let what = kind == "inset" ? "an inset" : kind == "overlay" || kind == "absolute" ? "an \(kind)" : "a \(kind)"
        let keys = try body.object(allowed: Self.layoutKeys[kind] ?? [], what: what)
        let view: View
        switch kind {
        case "decorated": view = try decorated(keys, body)
        case "cascade": view = try cascade(keys, body)
        case "overlay":
            view = OverlayView(OverlayLayout(content: try element(keys, "content", in: body, what: what, axis: .vertical),
                                            overlay: try element(keys, "overlay", in: body, what: what, axis: .vertical)))
        case "inset":
            let insets = try keys["insets"]?.insets() ?? .zero
            view = InsetView(try element(keys, "element", in: body, what: what, axis: .vertical).withInsets(insets))
        default: view = try absolute(keys, body)
        }
        view.backgroundColor = try keys["background"]?.color()
        view.accessibilityIdentifier = try keys["id"]?.string()
        return view
    }

    private func decorated(_ keys: [String: ScreenReader], _ body: ScreenReader) throws -> View {
        let side = try keys["side"]?.choice(DecorationSide.self, what: "side") ?? .left
        let content = try element(keys, "content", in: body, what: "a decorated", axis: side.axis)
        let decoration = try element(keys, "decoration", in: body, what: "a decorated", axis: side.axis)
        return DecoratingView(content: content, decoration: decoration, side: side,
                              split: try keys["split"].map(split) ?? .fraction(1.0 / 3),
                              spacing: try keys["spacing"]?.length() ?? 0,
                              insets: try keys["insets"]?.insets() ?? DecoratingLayout<View, View>.defaultInsets)
    }

    /// A fraction from 0 to 1, or `{"points": N}` / `{"fraction": F}`.
    private func split(_ reader: ScreenReader) throws -> SplitLength {
        if case .number = reader.value { return .fraction(try fraction(reader)) }
        let expectation = "expected a fraction from 0 to 1, {\"points\": N} or {\"fraction\": F}"
        guard case let .object(pairs) = reader.value, pairs.count == 1 else { throw reader.error("\(expectation), found \(reader.value.summary)") }
        let keys = try reader.object(allowed: ["points", "fraction"], what: "a split")
        if let points = keys["points"] { return .points(try points.length()) }
        guard let share = keys["fraction"] else { throw reader.error("\(expectation), found \(reader.value.summary)") }
        return .fraction(try fraction(share))
    }

    private func fraction(_ reader: ScreenReader) throws -> CGFloat {
        let number = try reader.number()
        guard number >= 0, number <= 1 else { throw reader.error("expected a fraction from 0 to 1, found \(reader.value.summary)") }
        return number
    }

    private func cascade(_ keys: [String: ScreenReader], _ body: ScreenReader) throws -> View {
        let elements = try required(keys, "elements", in: body, what: "a cascade").list()
        let children = try ScreenFileErrors.collecting(elements) { try view(for: $0, in: .vertical) }
        var offset = CGSize(width: 8, height: 8)
        if let reader = keys["offset"] {
            if case .number = reader.value {
                let step = try reader.number()
                offset = CGSize(width: step, height: step)
            } else {
                let point = try self.point(reader, what: "an offset")
                offset = CGSize(width: point.x, height: point.y)
            }
        }
        return CascadingView(children: children, offset: offset)
    }

    private func absolute(_ keys: [String: ScreenReader], _ body: ScreenReader) throws -> View {
        let container = AbsoluteLayoutView()
        container.fixedWidth = try keys["width"]?.length()
        container.fixedHeight = try keys["height"]?.length()
        let items = try required(keys, "elements", in: body, what: "an absolute").list()
        _ = try ScreenFileErrors.collecting(items) { item in
            let parts = try item.object(allowed: Self.layoutKeys["absolute item"] ?? [], what: "an absolute item (an element with an origin or a center)")
            let child = try element(parts, "element", in: item, what: "an absolute item", axis: .vertical)
            switch (parts["origin"], parts["center"]) {
            case let (origin?, nil): container.add(child, .origin(try point(origin, what: "an origin")))
            case let (nil, center?): container.add(child, .center(try point(center, what: "a center")))
            case (nil, nil): throw item.error("an absolute item needs \"origin\" or \"center\"")
            default: throw item.error("an absolute item takes \"origin\" or \"center\", not both")
            }
        }
        return container
    }

    /// `{"x": 10, "y": 20}`.
    private func point(_ reader: ScreenReader, what: String) throws -> CGPoint {
        let keys = try reader.object(allowed: ["x", "y"], what: what)
        return CGPoint(x: try keys["x"]?.number() ?? 0, y: try keys["y"]?.number() ?? 0)
    }

    /// The element under `key`, which the object must have.
    private func element(_ keys: [String: ScreenReader], _ key: String, in body: ScreenReader, what: String, axis: Axis) throws -> View {
        try view(for: required(keys, key, in: body, what: what), in: axis)
    }
}

/// A screen file's `overlay`: named so that `easel frames` says what it is.
final class OverlayView: LayoutView<OverlayLayout<View, View>> {}

/// A screen file's `inset`: named so that `easel frames` says what it is.
final class InsetView: LayoutView<InsetLayout<View>> {}
