import Foundation

/// The control and list kinds: `textField`, `switch`, `segmented`, `slider`, `progress`,
/// `scroll` and `list`.
extension ScreenElementKind {
    static let controls: [ScreenElementKind] = [textField, toggle, segmented, slider, progress, scroll, list]

    /// `"Email"` (a placeholder) or `{"placeholder": "Email", "border": "roundedRect", ...}`.
    static let textField = ScreenElementKind(name: "textField", form: .textField) { decoder, body in
        guard case .object = body.value else { return .textField(placeholder: try decoder.text(body)) }
        let keys = try body.object(.textField)
        let text = try keys["text"].map(decoder.text)
        let placeholder = try keys["placeholder"].map(decoder.text)
        let border = try keys["border"]?.choice(TextField.BorderStyle.self, what: "border style") ?? .roundedRect
        let secure = try keys["secure"]?.bool() ?? false
        let clearButton = try keys["clearButton"]?.choice(TextField.ViewMode.self, what: "clear button mode") ?? .never
        let alignment = try keys["alignment"]?.choice(TextAlignment.self, what: "text alignment") ?? .natural
        let font = try keys["font"].map(decoder.font)
        let color = try keys["color"]?.color()
        return ContentElement.textField(placeholder: placeholder, text: text, border: border, secure: secure, clearButton: clearButton,
                                        alignment: alignment, font: font, color: color).with(try ElementStyle(identityIn: keys))
    }

    /// `true` / `false`, or `{"on": true, "onTint": "systemBlue"}`.
    static let toggle = ScreenElementKind(name: "switch", form: .toggle) { decoder, body in
        guard case .object = body.value else { return .toggle(isOn: try body.bool()) }
        let keys = try body.object(.toggle)
        let isOn = try keys["on"]?.bool() ?? false
        let onTint = try keys["onTint"]?.color()
        return ContentElement.toggle(isOn: isOn, onTint: onTint).with(try ElementStyle(identityIn: keys))
    }

    /// `["Day", "Week"]` (the first selected) or `{"items": [...], "selected": 1}`.
    static let segmented = ScreenElementKind(name: "segmented", form: .segmented) { decoder, body in
        var keys: [String: ScreenReader] = [:]
        let items: ScreenReader
        if case .object = body.value {
            keys = try body.object(.segmented)
            items = try body.required("items", in: keys, what: ScreenObjectForm.segmented.what)
        } else {
            items = body
        }
        let list = try items.list()
        guard list.count <= ScreenLimits.maximumSegmentCount else {
            throw items.error("\(list.count) segments; at most \(ScreenLimits.maximumSegmentCount) are allowed")
        }
        try decoder.countParts(list.count, at: items)
        let titles = try list.map { try decoder.text($0) }
        guard !titles.isEmpty else { throw items.error("expected at least one segment title") }
        var index = 0
        if let selected = keys["selected"] {
            index = try selected.integer(in: 0 ... ScreenLimits.maximumSegmentCount - 1)
            guard index < titles.count else { throw selected.error("expected a segment index below \(titles.count), found \(index)") }
        }
        let tint = try keys["selectedTint"]?.color()
        return ContentElement.segmented(titles, selected: index, selectedTint: tint).with(ElementStyle(id: try keys["id"]?.string()))
    }

    /// `0.3` or `{"value": 30, "minimum": 0, "maximum": 100}`.
    static let slider = ScreenElementKind(name: "slider", form: .slider) { _, body in
        guard case .object = body.value else { return .slider(value: Double(try body.number())) }
        let keys = try body.object(.slider)
        let minimum = try keys["minimum"]?.number() ?? 0
        // A maximum below the minimum is raised to it, as UISlider raises maximumValue when
        // minimumValue is set above it; the value is kept between them, as UISlider keeps it.
        let maximum = max(minimum, try keys["maximum"]?.number() ?? 1)
        let value = try keys["value"]?.number() ?? minimum
        return ContentElement.slider(value: Double(value), minimum: Double(minimum), maximum: Double(maximum))
            .with(try ElementStyle(identityIn: keys))
    }

    /// `0.4` or `{"progress": 0.4, "style": "bar"}`; progress runs from 0 to 1.
    static let progress = ScreenElementKind(name: "progress", form: .progress) { _, body in
        var keys: [String: ScreenReader] = [:]
        let amount: ScreenReader?
        if case .object = body.value {
            keys = try body.object(.progress)
            amount = keys["progress"]
        } else {
            amount = body
        }
        let value = try amount?.number() ?? 0
        if let amount, !(0 ... 1).contains(value) { throw amount.error("expected a progress from 0 to 1, found \(amount.value.summary)") }
        let style = try keys["style"]?.choice(ProgressView.Style.self, what: "progress style") ?? .default
        return ContentElement.progress(Double(value), style: style).with(try ElementStyle(identityIn: keys))
    }

    /// `{"height": 300, "elements": [...], "offset": 120}`: a vertical stack in a scroll view
    /// `height` points tall, scrolled down by `offset`.
    static let scroll = ScreenElementKind(name: "scroll", form: .scroll) { decoder, body in
        let keys = try body.object(.scroll)
        let what = ScreenObjectForm.scroll.what
        let height = try body.required("height", in: keys, what: what).length(minimum: 1)
        let spacing = try keys["spacing"].map(decoder.spacing) ?? 10
        let margins = try keys["margins"]?.insets()
        let elements = try decoder.elements(body.required("elements", in: keys, what: what))
        let offset = try keys["offset"]?.number() ?? 0
        let style = ElementStyle(background: try keys["background"]?.color(), id: try keys["id"]?.string())
        return ContentElement.scroll(elements, height: height, offset: offset, spacing: spacing, margins: margins).with(style)
    }

    /// `{"style": "insetGrouped", "sections": [{"header": "...", "rows": ["Wi-Fi", {...}]}]}`:
    /// a table as tall as its rows (or `height` points, scrolling).
    static let list = ScreenElementKind(name: "list", form: .list) { decoder, body in
        let keys = try body.object(.list)
        let style = try keys["style"]?.choice(TableView.Style.self, what: "list style") ?? .insetGrouped
        let sections = try body.required("sections", in: keys, what: ScreenObjectForm.list.what).list().map { try section($0, decoder) }
        let height = try keys["height"]?.length(minimum: 1)
        return ContentElement.list(sections, style: style, height: height).with(ElementStyle(id: try keys["id"]?.string()))
    }

    private static func section(_ body: ScreenReader, _ decoder: ScreenElementDecoder) throws -> ContentElement.ListSection {
        let keys = try body.object(.listSection)
        let rowList = try body.required("rows", in: keys, what: ScreenObjectForm.listSection.what)
        let rows = try rowList.list()
        try decoder.countParts(rows.count, at: rowList)
        return ContentElement.ListSection(header: try keys["header"].map(decoder.text), footer: try keys["footer"].map(decoder.text),
                                          rows: try rows.map { try row($0, decoder) })
    }

    /// `"About"` or `{"text": "Wi-Fi", "detail": "Home", "accessory": "disclosureIndicator"}`.
    private static func row(_ body: ScreenReader, _ decoder: ScreenElementDecoder) throws -> ContentElement.ListRow {
        guard case .object = body.value else { return ContentElement.ListRow(try decoder.text(body)) }
        let keys = try body.object(.listRow)
        let detail = try keys["detail"].map(decoder.text)
        let style = try keys["style"]?.choice(TableViewCell.Style.self, what: "row style")
        let text = try decoder.text(body.required("text", in: keys, what: ScreenObjectForm.listRow.what))
        let accessory = try keys["accessory"]?.choice(TableViewCell.AccessoryType.self, what: "accessory") ?? .none
        let toggle = try keys["switch"]?.bool()
        let image = try keys["image"].map(decoder.loadImage)
        return ContentElement.ListRow(text, detail: detail, style: style, accessory: accessory, toggle: toggle, image: image)
    }
}

extension ScreenObjectForm {
    static let textField = ScreenObjectForm(what: "a text field", keys: ["text", "placeholder", "border", "secure", "clearButton", "alignment", "font", "color", "id", "accessibility"],
                                            schemaDefinition: "textField")
    static let toggle = ScreenObjectForm(what: "a switch", keys: ["on", "onTint", "id", "accessibility"], schemaDefinition: "switch")
    static let segmented = ScreenObjectForm(what: "a segmented control", keys: ["items", "selected", "selectedTint", "id"], schemaDefinition: "segmented")
    static let slider = ScreenObjectForm(what: "a slider", keys: ["value", "minimum", "maximum", "id", "accessibility"], schemaDefinition: "slider")
    static let progress = ScreenObjectForm(what: "a progress view", keys: ["progress", "style", "id", "accessibility"], schemaDefinition: "progress")
    static let scroll = ScreenObjectForm(what: "a scroll view", keys: ["elements", "height", "offset", "spacing", "margins", "background", "id"], schemaDefinition: "scroll")
    static let list = ScreenObjectForm(what: "a list", keys: ["style", "sections", "height", "id"], schemaDefinition: "list")
    static let listSection = ScreenObjectForm(what: "a list section", keys: ["header", "footer", "rows"], schemaDefinition: "section")
    static let listRow = ScreenObjectForm(what: "a list row", keys: ["text", "detail", "style", "accessory", "switch", "image"], schemaDefinition: "row")
}
