import Foundation

/// The kinds made with value-type layouts: `decorated`, `cascade`, `overlay`, `inset` and `absolute`.
///
///     {"decorated": {"decoration": {"view": {"background": "systemPink"}},
///                    "content": {"label": "A talking cat"}, "split": {"points": 64}, "spacing": 12}}
///     {"cascade": {"offset": {"x": 24, "y": 28}, "elements": [...]}}
///     {"overlay": {"content": {"image": "photo"}, "overlay": {"label": "Caption"}}}
///     {"inset": {"insets": 16, "element": {"label": "Padded"}}}
///     {"absolute": {"elements": [{"origin": {"x": 16, "y": 16}, "element": {"label": "Here"}},
///                                {"center": {"x": 160, "y": 100}, "element": {"button": "There"}}]}}
extension ScreenElementKind {
    static let layouts: [ScreenElementKind] = [decorated, cascade, overlay, inset, absolute]

    static let decorated = layout("decorated", .decorated) { decoder, keys, body in
        let what = ScreenObjectForm.decorated.what
        let side = try keys["side"]?.choice(DecorationSide.self, what: "side") ?? .left
        let content = try decoder.element("content", in: keys, of: body, what: what)
        let decoration = try decoder.element("decoration", in: keys, of: body, what: what)
        return .decorated(content, decoration: decoration, side: side,
                          split: try keys["split"].map(split) ?? .fraction(1.0 / 3),
                          spacing: try keys["spacing"]?.length() ?? 0,
                          insets: try keys["insets"]?.insets() ?? DecoratingLayout<View, View>.defaultInsets)
    }

    static let cascade = layout("cascade", .cascade) { decoder, keys, body in
        let children = try decoder.elements(body.required("elements", in: keys, what: ScreenObjectForm.cascade.what))
        var offset = CGSize(width: 8, height: 8)
        if let reader = keys["offset"] {
            if case .number = reader.value {
                let step = try reader.number()
                offset = CGSize(width: step, height: step)
            } else {
                let point = try point(reader, what: "an offset")
                offset = CGSize(width: point.x, height: point.y)
            }
        }
        return .cascade(children, offset: offset)
    }

    static let overlay = layout("overlay", .overlay) { decoder, keys, body in
        let what = ScreenObjectForm.overlay.what
        return .overlay(try decoder.element("content", in: keys, of: body, what: what),
                        overlay: try decoder.element("overlay", in: keys, of: body, what: what))
    }

    static let inset = layout("inset", .inset) { decoder, keys, body in
        let insets = try keys["insets"]?.insets() ?? .zero
        return .inset(try decoder.element("element", in: keys, of: body, what: ScreenObjectForm.inset.what), insets: insets)
    }

    static let absolute = layout("absolute", .absolute) { decoder, keys, body in
        let width = try keys["width"]?.length()
        let height = try keys["height"]?.length()
        let items = try body.required("elements", in: keys, what: ScreenObjectForm.absolute.what).list()
        let placed = try ScreenFileErrors.collecting(items) { item -> (ContentElement, ContentElement.Position) in
            let parts = try item.object(.absoluteItem)
            let child = try decoder.element("element", in: parts, of: item, what: "an absolute item")
            switch (parts["origin"], parts["center"]) {
            case let (origin?, nil): return (child, .origin(try point(origin, what: "an origin")))
            case let (nil, center?): return (child, .center(try point(center, what: "a center")))
            case (nil, nil): throw item.error("an absolute item needs \"origin\" or \"center\"")
            default: throw item.error("an absolute item takes \"origin\" or \"center\", not both")
            }
        }
        return .absolute(placed, width: width, height: height)
    }

    /// A layout kind: its keys checked, then `read`, then the `background` and `id` every layout takes.
    private static func layout(_ name: String, _ form: ScreenObjectForm,
                               _ read: @escaping @Sendable (ScreenElementDecoder, [String: ScreenReader], ScreenReader) throws -> ContentElement) -> ScreenElementKind {
        ScreenElementKind(name: name, form: form) { decoder, body in
            let keys = try body.object(form)
            let element = try read(decoder, keys, body)
            return element.with(ElementStyle(background: try keys["background"]?.color(), id: try keys["id"]?.string()))
        }
    }

    /// A fraction from 0 to 1, or `{"points": N}` / `{"fraction": F}`.
    private static func split(_ reader: ScreenReader) throws -> SplitLength {
        if case .number = reader.value { return .fraction(try fraction(reader)) }
        let expectation = "expected a fraction from 0 to 1, {\"points\": N} or {\"fraction\": F}"
        guard case let .object(pairs) = reader.value, pairs.count == 1 else { throw reader.error("\(expectation), found \(reader.value.summary)") }
        let keys = try reader.object(allowed: ["points", "fraction"], what: "a split")
        if let points = keys["points"] { return .points(try points.length()) }
        guard let share = keys["fraction"] else { throw reader.error("\(expectation), found \(reader.value.summary)") }
        return .fraction(try fraction(share))
    }

    private static func fraction(_ reader: ScreenReader) throws -> CGFloat {
        let number = try reader.number()
        guard number >= 0, number <= 1 else { throw reader.error("expected a fraction from 0 to 1, found \(reader.value.summary)") }
        return number
    }

    /// `{"x": 10, "y": 20}`.
    private static func point(_ reader: ScreenReader, what: String) throws -> CGPoint {
        let keys = try reader.object(allowed: ["x", "y"], what: what)
        return CGPoint(x: try keys["x"]?.number() ?? 0, y: try keys["y"]?.number() ?? 0)
    }
}

extension ScreenObjectForm {
    static let decorated = ScreenObjectForm(what: "a decorated", keys: ["content", "decoration", "side", "split", "spacing", "insets", "background", "id"], schemaDefinition: "decorated")
    static let cascade = ScreenObjectForm(what: "a cascade", keys: ["offset", "elements", "background", "id"], schemaDefinition: "cascade")
    static let overlay = ScreenObjectForm(what: "an overlay", keys: ["content", "overlay", "background", "id"], schemaDefinition: "overlay")
    static let inset = ScreenObjectForm(what: "an inset", keys: ["insets", "element", "background", "id"], schemaDefinition: "inset")
    static let absolute = ScreenObjectForm(what: "an absolute", keys: ["elements", "width", "height", "background", "id"], schemaDefinition: "absolute")
    static let absoluteItem = ScreenObjectForm(what: "an absolute item (an element with an origin or a center)", keys: ["origin", "center", "element"],
                                               schemaDefinition: "absoluteItem")
}

/// A screen file's `overlay`: named so that `easel frames` says what it is.
final class OverlayView: LayoutView<OverlayLayout<View, View>> {}

/// A screen file's `inset`: named so that `easel frames` says what it is.
final class InsetView: LayoutView<InsetLayout<View>> {}
