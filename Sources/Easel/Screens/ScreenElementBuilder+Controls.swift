import Foundation

// MARK: - Controls, scroll views and lists in screen files (issue 11)
//
// The element kinds textField, switch, segmented, slider, progress, scroll and list (and
// gradient and symbol, ScreenElementBuilder+Appearance.swift). Their
// schema is Resources/screen.controls.schema.json, kept apart from screen.schema.json so that
// kinds added by other work merge without conflicts.

extension ScreenElementBuilder {
    /// The control and list kinds, in the order errors list them.
    static let controlKinds = ["textField", "switch", "segmented", "slider", "progress", "scroll", "list", "gradient", "symbol"]

    /// The keys of each control kind's object form (screen.controls.schema.json lists the same).
    static let controlKeys: [String: [String]] = [
        "textField": ["text", "placeholder", "border", "secure", "clearButton", "alignment", "font", "color", "id"],
        "switch": ["on", "onTint", "id"],
        "segmented": ["items", "selected", "selectedTint", "id"],
        "slider": ["value", "minimum", "maximum", "id"],
        "progress": ["progress", "style", "id"],
        "scroll": ["elements", "height", "offset", "spacing", "margins", "background", "id"],
        "list": ["style", "sections", "height", "id"],
        "section": ["header", "footer", "rows"],
        "row": ["text", "detail", "style", "accessory", "switch", "image"],
        "gradient": ["colors", "locations", "type", "start", "end", "width", "height", "cornerRadius", "cornerCurve", "shadow", "id"],
        "symbol": ["name", "size", "weight", "scale", "tint", "id"],
        "shadow": ["color", "opacity", "offset", "radius"],
    ]

    /// The view for a control or list element, nil when `kind` is not one of them.
    func controlView(_ kind: String, _ body: ScreenReader) throws -> View? {
        switch kind {
        case "textField": return try textField(body)
        case "switch": return try toggle(body)
        case "segmented": return try segmented(body)
        case "slider": return try slider(body)
        case "progress": return try progress(body)
        case "scroll": return try scroll(body)
        case "list": return try list(body)
        case "gradient": return try gradient(body)
        case "symbol": return try symbol(body)
        default: return nil
        }
    }

    /// `"Email"` (a placeholder) or `{"placeholder": "Email", "border": "roundedRect", ...}`.
    /// Screen-file fields are rounded rectangles unless they say otherwise, as most forms are.
    private func textField(_ body: ScreenReader) throws -> View {
        let field = TextField()
        field.borderStyle = .roundedRect
        if case .object = body.value {
            let keys = try body.object(allowed: Self.controlKeys["textField"]!, what: "a text field")
            field.text = try keys["text"]?.string()
            field.placeholder = try keys["placeholder"]?.string()
            field.borderStyle = try keys["border"]?.choice(TextField.BorderStyle.self, what: "border style") ?? .roundedRect
            field.isSecureTextEntry = try keys["secure"].map { try bool($0) } ?? false
            field.clearButtonMode = try keys["clearButton"]?.choice(TextField.ViewMode.self, what: "clear button mode") ?? .never
            field.textAlignment = try keys["alignment"]?.choice(TextAlignment.self, what: "text alignment") ?? .natural
            if let font = keys["font"] { field.font = try self.font(font) }
            if let color = keys["color"] { field.textColor = try color.color() }
            field.accessibilityIdentifier = try keys["id"]?.string()
        } else {
            field.placeholder = try body.string()
        }
        return field
    }

    /// `true` / `false`, or `{"on": true, "onTint": "systemBlue"}`.
    private func toggle(_ body: ScreenReader) throws -> View {
        guard case .object = body.value else { return Switch(isOn: try bool(body)) }
        let keys = try body.object(allowed: Self.controlKeys["switch"]!, what: "a switch")
        let toggle = Switch(isOn: try keys["on"].map { try bool($0) } ?? false)
        toggle.onTintColor = try keys["onTint"]?.color()
        toggle.accessibilityIdentifier = try keys["id"]?.string()
        return toggle
    }

    /// `["Day", "Week"]` (the first selected) or `{"items": [...], "selected": 1}`.
    private func segmented(_ body: ScreenReader) throws -> View {
        var keys: [String: ScreenReader] = [:]
        let items: ScreenReader
        if case .object = body.value {
            keys = try body.object(allowed: Self.controlKeys["segmented"]!, what: "a segmented control")
            items = try required(keys, "items", in: body, what: "a segmented control")
        } else {
            items = body
        }
        let titles = try items.list().map { try $0.string() }
        guard !titles.isEmpty else { throw items.error("expected at least one segment title") }
        let control = SegmentedControl(items: titles)
        if let selected = keys["selected"] {
            let index = try selected.integer()
            guard index < titles.count else { throw selected.error("expected a segment index below \(titles.count), found \(index)") }
            control.selectedSegmentIndex = index
        } else {
            control.selectedSegmentIndex = 0
        }
        control.selectedSegmentTintColor = try keys["selectedTint"]?.color()
        control.accessibilityIdentifier = try keys["id"]?.string()
        return control
    }

    /// `0.3` or `{"value": 30, "minimum": 0, "maximum": 100}`.
    private func slider(_ body: ScreenReader) throws -> View {
        guard case .object = body.value else { return Slider(value: Double(try body.number())) }
        let keys = try body.object(allowed: Self.controlKeys["slider"]!, what: "a slider")
        let minimum = try keys["minimum"]?.number() ?? 0
        let maximum = try keys["maximum"]?.number() ?? 1
        guard maximum > minimum else { throw body.error("a slider needs \"maximum\" above \"minimum\", found \(maximum) and \(minimum)") }
        let slider = Slider(value: Double(try keys["value"]?.number() ?? minimum), minimumValue: Double(minimum), maximumValue: Double(maximum))
        slider.accessibilityIdentifier = try keys["id"]?.string()
        return slider
    }

    /// `0.4` or `{"progress": 0.4, "style": "bar"}`; progress runs from 0 to 1.
    private func progress(_ body: ScreenReader) throws -> View {
        var keys: [String: ScreenReader] = [:]
        let amount: ScreenReader?
        if case .object = body.value {
            keys = try body.object(allowed: Self.controlKeys["progress"]!, what: "a progress view")
            amount = keys["progress"]
        } else {
            amount = body
        }
        let value = try amount?.number() ?? 0
        if let amount, !(0 ... 1).contains(value) { throw amount.error("expected a progress from 0 to 1, found \(amount.value.summary)") }
        let view = ProgressView(progress: Double(value), style: try keys["style"]?.choice(ProgressView.Style.self, what: "progress style") ?? .default)
        view.accessibilityIdentifier = try keys["id"]?.string()
        return view
    }

    /// `{"height": 300, "elements": [...], "offset": 120}`: a vertical stack in a scroll view
    /// `height` points tall, scrolled down by `offset`.
    private func scroll(_ body: ScreenReader) throws -> View {
        let keys = try body.object(allowed: Self.controlKeys["scroll"]!, what: "a scroll view")
        let height = try required(keys, "height", in: body, what: "a scroll view").length(minimum: 1)
        let settings = keys.filter { ["spacing", "margins"].contains($0.key) }
        let stack = try self.stack(required(keys, "elements", in: body, what: "a scroll view"), settings: settings)
        let scroll = StackScrollView(stack: stack)
        scroll.fixedHeight = height
        scroll.contentOffset = CGPoint(x: 0, y: try keys["offset"]?.number() ?? 0)
        scroll.backgroundColor = try keys["background"]?.color()
        scroll.accessibilityIdentifier = try keys["id"]?.string()
        return scroll
    }

    /// `{"style": "insetGrouped", "sections": [{"header": "...", "rows": ["Wi-Fi", {...}]}]}`:
    /// a table as tall as its rows (or `height` points, scrolling).
    private func list(_ body: ScreenReader) throws -> View {
        let keys = try body.object(allowed: Self.controlKeys["list"]!, what: "a list")
        let style = try keys["style"]?.choice(TableView.Style.self, what: "list style") ?? .insetGrouped
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: style)
        let sections = try required(keys, "sections", in: body, what: "a list").list()
        table.staticSections = try sections.map(section)
        if let height = keys["height"] {
            table.fixedHeight = try height.length(minimum: 1)
        } else {
            table.isScrollEnabled = false
        }
        table.accessibilityIdentifier = try keys["id"]?.string()
        return table
    }

    private func section(_ body: ScreenReader) throws -> TableSection {
        let keys = try body.object(allowed: Self.controlKeys["section"]!, what: "a list section")
        let rows = try required(keys, "rows", in: body, what: "a list section").list()
        return TableSection(header: try keys["header"]?.string(), footer: try keys["footer"]?.string(), cells: try rows.map(row))
    }

    /// `"About"` or `{"text": "Wi-Fi", "detail": "Home", "accessory": "disclosureIndicator"}`.
    private func row(_ body: ScreenReader) throws -> TableViewCell {
        guard case .object = body.value else {
            let cell = TableViewCell()
            cell.textLabel.text = try body.string()
            return cell
        }
        let keys = try body.object(allowed: Self.controlKeys["row"]!, what: "a list row")
        let detail = try keys["detail"]?.string()
        let style = try keys["style"]?.choice(TableViewCell.Style.self, what: "row style") ?? (detail == nil ? .default : .value1)
        let cell = TableViewCell(style: style)
        cell.textLabel.text = try required(keys, "text", in: body, what: "a list row").string()
        cell.detailTextLabel.text = detail
        cell.accessoryType = try keys["accessory"]?.choice(TableViewCell.AccessoryType.self, what: "accessory") ?? .none
        if let on = keys["switch"] { cell.accessoryView = Switch(isOn: try bool(on)) }
        if let image = keys["image"] { cell.imageView.image = try loadImage(image) }
        return cell
    }

    private func bool(_ reader: ScreenReader) throws -> Bool {
        guard case let .bool(value) = reader.value else { throw reader.error("expected true or false, found \(reader.value.summary)") }
        return value
    }
}

/// A screen file's `scroll`: one vertical stack as wide as the scroll view and as tall as its
/// content, which is the content size.
final class StackScrollView: ScrollView {
    let stack: StackView

    init(stack: StackView) {
        self.stack = stack
        super.init(frame: .zero)
        addSubview(stack)
    }

    override convenience init(frame: CGRect) {
        self.init(stack: StackView())
        self.frame = frame
    }

    override func layoutSubviews() {
        let height = stack.layoutSize(fitting: CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
        stack.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
        contentSize = stack.frame.size
    }
}
