import Foundation

/// The basic kinds: `{"label": ...}`, `{"button": ...}`, `{"image": ...}`, `{"stack": ...}`,
/// `{"view": ...}` and `{"spacer": 12}`.
extension ScreenElementKind {
    static let basic: [ScreenElementKind] = [label, button, image, stack, view, spacer]

    /// `"Hello"` or `{"text": "Hello", "font": {"style": "title1"}, "color": "secondaryLabel", "lines": 2}`.
    static let label = ScreenElementKind(
        name: "label",
        form: .label
    ) { decoder, body in
        guard case .object = body.value else { return .label(try decoder.text(body)) }
        let keys = try body.object(.label)
        let text = try decoder.text(body.required("text", in: keys, what: "a label"))
        let font = try keys["font"].map(decoder.font)
        let color = try keys["color"]?.color()
        let lines = try keys["lines"]?.integer(in: ScreenLimits.lineCounts) ?? 0
        let alignment = try keys["alignment"]?.choice(TextAlignment.self, what: "text alignment") ?? .natural
        return ContentElement.label(text, font: font, color: color, lines: lines, alignment: alignment).with(try ElementStyle(identityIn: keys))
    }

    /// `"Go"` or `{"title": "Go", "style": "filled"}`.
    static let button = ScreenElementKind(
        name: "button",
        form: .button
    ) { decoder, body in
        guard case .object = body.value else { return .button(try decoder.text(body)) }
        let keys = try body.object(.button)
        let title = try decoder.text(body.required("title", in: keys, what: "a button"))
        let style = try keys["style"]?.choice(Button.Style.self, what: "button style") ?? .system
        return ContentElement.button(title, style: style).with(try ElementStyle(identityIn: keys))
    }

    /// `"photo"` or `{"name": "photo", "contentMode": "scaleAspectFill", "width": 80, "height": 80}`.
    static let image = ScreenElementKind(
        name: "image",
        form: .image
    ) { decoder, body in
        var keys: [String: ScreenReader] = [:]
        let name: ScreenReader
        if case .object = body.value {
            keys = try body.object(.image)
            name = try body.required("name", in: keys, what: "an image")
        } else {
            name = body
        }
        let loaded = try decoder.loadImage(name)
        let contentMode = try keys["contentMode"]?.choice(ContentMode.self, what: "content mode") ?? .scaleAspectFit
        let width = try keys["width"]?.length()
        let height = try keys["height"]?.length()
        return ContentElement.image(loaded, contentMode: contentMode, width: width, height: height).with(try ElementStyle(identityIn: keys))
    }

    /// `{"axis": "horizontal", "spacing": 8, "elements": [...]}`.
    static let stack = ScreenElementKind(
        name: "stack",
        form: .stack
    ) { decoder, body in
        let keys = try body.object(.stack)
        let element = try decoder.stack(body.required("elements", in: keys, what: "a stack"), settings: keys)
        var style = ElementStyle(background: try keys["background"]?.color())
        try decoder.layerKeys(keys, into: &style)
        style.id = try keys["id"]?.string()
        return element.with(style)
    }

    /// `{"background": "systemBlue", "height": 1}`: a plain view.
    static let view = ScreenElementKind(
        name: "view",
        form: .view
    ) { decoder, body in
        let keys = try body.object(.view)
        var style = ElementStyle(background: try keys["background"]?.color())
        let width = try keys["width"]?.length()
        let height = try keys["height"]?.length()
        style.cornerRadius = try keys["cornerRadius"]?.length()
        style.borderWidth = try keys["borderWidth"]?.length()
        style.borderColor = try keys["borderColor"]?.color()
        try decoder.layerKeys(keys, into: &style)
        let identity = try ElementStyle(identityIn: keys)
        (style.id, style.accessibility) = (identity.id, identity.accessibility)
        return ContentElement.box(width: width, height: height).with(style)
    }

    /// `12`: empty space along the enclosing stack's axis.
    static let spacer = ScreenElementKind(name: "spacer", form: nil) { _, body in
        .spacer(try body.length())
    }
}

extension ScreenObjectForm {
    static let font = ScreenObjectForm(what: "a font", keys: ["size", "weight", "design", "italic", "style"], schemaDefinition: "font")
    static let label = ScreenObjectForm(what: "a label", keys: ["text", "font", "color", "lines", "alignment", "id", "accessibility"], schemaDefinition: "label")
    static let button = ScreenObjectForm(what: "a button", keys: ["title", "style", "id", "accessibility"], schemaDefinition: "button")
    static let image = ScreenObjectForm(what: "an image", keys: ["name", "contentMode", "width", "height", "id", "accessibility"], schemaDefinition: "image")
    static let stack = ScreenObjectForm(what: "a stack", keys: ["axis", "spacing", "alignment", "distribution", "margins", "elements", "background", "cornerRadius", "cornerCurve", "shadow", "id"], schemaDefinition: "stack")
    static let view = ScreenObjectForm(what: "a view", keys: ["background", "width", "height", "cornerRadius", "borderWidth", "borderColor", "cornerCurve", "shadow", "id", "accessibility"], schemaDefinition: "view")
}
