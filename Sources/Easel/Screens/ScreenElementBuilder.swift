import Foundation

/// Turns a screen file's elements into views: `{"label": ...}`, `{"button": ...}`, `{"image": ...}`,
/// `{"stack": ...}`, `{"view": ...}`, `{"spacer": 12}`, and the layout elements of
/// `ScreenElementBuilder+Layouts.swift`.
struct ScreenElementBuilder {
    /// Where the file's own images are looked for first (its folder and `Images/` inside it).
    let imageFolders: [URL]
    /// Notes which element each view came from, when a tool asks (`easel preview`).
    var recorder: ElementPathRecorder? = nil
    /// The scale whose image files to prefer (the render's); nil takes each image's largest.
    var imageScale: CGFloat? = nil

    /// What this build has used of `ScreenLimits`, and the images it has read.
    private let budget = ScreenBuildBudget()

    init(imageFolders: [URL]) {
        self.imageFolders = imageFolders
    }

    static let kinds = ["label", "button", "image", "stack", "view", "spacer"] + layoutKinds + controlKinds

    /// The keys each element's object form takes (Resources/screen.schema.json lists the same).
    static let keys: [String: [String]] = [
        "label": ["text", "font", "color", "lines", "alignment", "id"],
        "font": ["size", "weight", "design", "italic", "style"],
        "button": ["title", "style", "id"],
        "image": ["name", "contentMode", "width", "height", "id"],
        "stack": ["axis", "spacing", "alignment", "distribution", "margins", "elements", "background", "cornerRadius", "cornerCurve", "shadow", "id"],
        "view": ["background", "width", "height", "cornerRadius", "borderWidth", "borderColor", "cornerCurve", "shadow", "id"],
    ].merging(controlKeys) { base, _ in base }

    /// A stack of `elements` with the screen-file defaults (the seed's: vertical, spacing 10),
    /// then whatever `settings` say.
    func stack(_ elements: ScreenReader, settings: [String: ScreenReader]) throws -> StackView {
        let stack = StackView()
        // The screen places its stack inside the safe area (as StackView(elements:) does).
        stack.insetsLayoutMarginsFromSafeArea = false
        stack.axis = try settings["axis"]?.choice(Axis.self, what: "axis") ?? .vertical
        stack.spacing = try settings["spacing"]?.length(minimum: -ScreenLimits.maximumLength) ?? 10
        stack.alignment = try settings["alignment"].map(alignment) ?? .fill
        stack.distribution = try settings["distribution"]?.choice(StackDistribution.self, what: "distribution") ?? .fill
        if let margins = settings["margins"] {
            stack.layoutMargins = try margins.insets()
            stack.isLayoutMarginsRelativeArrangement = true
        }
        // Every element is built, so one reading reports all of a file's problems.
        let axis = stack.axis
        for view in try ScreenFileErrors.collecting(try elements.list(), { try self.view(for: $0, in: axis) }) {
            stack.addArrangedSubview(view)
        }
        return stack
    }

    /// A stack alignment by name, with UIKit's `top` and `bottom` for `leading` and `trailing`.
    private func alignment(_ reader: ScreenReader) throws -> StackAlignment {
        switch try reader.string() {
        case "top": return .leading
        case "bottom": return .trailing
        default: return try reader.choice(StackAlignment.self, what: "alignment")
        }
    }

    /// One element: an object with exactly one key, its kind.
    func view(for element: ScreenReader, in axis: Axis) throws -> View {
        try budget.enterElement(element)
        defer { budget.leaveElement() }
        let view = try makeView(for: element, in: axis)
        recorder?.paths[ObjectIdentifier(view)] = element.path
        return view
    }

    private func makeView(for element: ScreenReader, in axis: Axis) throws -> View {
        guard case let .object(pairs) = element.value else {
            throw element.error("expected an element (an object such as {\"label\": \"Hello\"}), found \(element.value.summary)")
        }
        guard pairs.count == 1, let (kind, value) = pairs.first else {
            throw element.error("an element has exactly one key, its kind (one of \(Self.kinds.joined(separator: ", "))); found \(pairs.isEmpty ? "none" : pairs.keys.sorted().prefix(10).map(ScreenReader.shortened).joined(separator: ", "))")
        }
        let body = element.child(kind, value)
        switch kind {
        case "label": return try label(body)
        case "button": return try button(body)
        case "image": return try image(body)
        case "stack": return try nestedStack(body)
        case "view": return try plainView(body)
        case "spacer": return try spacer(body, in: axis)
        case _ where Self.layoutKinds.contains(kind): return try layoutElement(kind, body)
        default:
            if let control = try controlView(kind, body) { return control }
            throw element.error("unknown element \"\(ScreenReader.shortened(kind))\"; expected one of \(Self.kinds.joined(separator: ", "))")
        }
    }

    private func label(_ body: ScreenReader) throws -> View {
        let label = Label()
        label.numberOfLines = 0
        // Text without a font of its own is body text, and follows the reader's text size.
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        if case .object = body.value {
            let keys = try body.object(allowed: Self.keys["label"]!, what: "a label")
            label.text = try required(keys, "text", in: body, what: "a label").string()
            if let font = keys["font"] { label.font = try self.font(font) }
            if let color = keys["color"] { label.textColor = try color.color() }
            if let lines = keys["lines"] { label.numberOfLines = try lines.integer(in: ScreenLimits.lineCounts) }
            if let alignment = keys["alignment"] { label.textAlignment = try alignment.choice(TextAlignment.self, what: "text alignment") }
            label.accessibilityIdentifier = try keys["id"]?.string()
        } else {
            label.text = try body.string()
        }
        return label
    }

    func font(_ body: ScreenReader) throws -> Font {
        let keys = try body.object(allowed: Self.keys["font"]!, what: "a font")
        if let style = keys["style"] {
            // A text style follows Dynamic Type; a size alongside it would fight it.
            if let size = keys["size"] { throw size.error("a font has either \"style\" (which follows the text size) or \"size\", not both") }
            let font = Font.preferredFont(forTextStyle: try style.choice(Font.TextStyle.self, what: "text style"))
            return try keys["weight"].map { font.withWeight(try self.weight($0)) } ?? font
        }
        let size = try keys["size"]?.length(minimum: ScreenLimits.fontSizes.lowerBound, maximum: ScreenLimits.fontSizes.upperBound) ?? 17
        var weight = Font.Weight.regular
        if let name = keys["weight"] { weight = try self.weight(name) }
        let design = try keys["design"].map { reader -> String in
            let text = try reader.string()
            guard ["default", "monospaced"].contains(text) else { throw reader.error("unknown font design \"\(ScreenReader.shortened(text))\"; expected one of default, monospaced") }
            return text
        }
        if design == "monospaced" { return .monospacedSystemFont(ofSize: size, weight: weight) }
        if try keys["italic"]?.bool() == true { return Font.italicSystemFont(ofSize: size).withWeight(weight) }
        return .systemFont(ofSize: size, weight: weight)
    }

    private func weight(_ name: ScreenReader) throws -> Font.Weight {
        let text = try name.string()
        guard let parsed = Font.Weight(name: text) else {
            throw name.error("unknown font weight \"\(text)\"; expected one of " + Font.Weight.allCases.map { "\($0)" }.joined(separator: ", "))
        }
        return parsed
    }

    private func button(_ body: ScreenReader) throws -> View {
        guard case .object = body.value else { return Button(title: try body.string()) }
        let keys = try body.object(allowed: Self.keys["button"]!, what: "a button")
        let button = Button(title: try required(keys, "title", in: body, what: "a button").string(),
                            style: try keys["style"]?.choice(Button.Style.self, what: "button style") ?? .system)
        button.accessibilityIdentifier = try keys["id"]?.string()
        return button
    }

    private func image(_ body: ScreenReader) throws -> View {
        var keys: [String: ScreenReader] = [:]
        let name: ScreenReader
        if case .object = body.value {
            keys = try body.object(allowed: Self.keys["image"]!, what: "an image")
            name = try required(keys, "name", in: body, what: "an image")
        } else {
            name = body
        }
        let view = ImageView(image: try loadImage(name))
        view.contentMode = try keys["contentMode"]?.choice(ContentMode.self, what: "content mode") ?? .scaleAspectFit
        view.fixedWidth = try keys["width"]?.length()
        view.fixedHeight = try keys["height"]?.length()
        view.accessibilityIdentifier = try keys["id"]?.string()
        return view
    }

    private func nestedStack(_ body: ScreenReader) throws -> View {
        let keys = try body.object(allowed: Self.keys["stack"]!, what: "a stack")
        let stack = try self.stack(required(keys, "elements", in: body, what: "a stack"), settings: keys)
        stack.backgroundColor = try keys["background"]?.color()
        try applyLayerKeys(keys, to: stack)
        stack.accessibilityIdentifier = try keys["id"]?.string()
        return stack
    }

    private func plainView(_ body: ScreenReader) throws -> View {
        let keys = try body.object(allowed: Self.keys["view"]!, what: "a view")
        let view = View()
        view.backgroundColor = try keys["background"]?.color()
        view.fixedWidth = try keys["width"]?.length()
        view.fixedHeight = try keys["height"]?.length()
        view.cornerRadius = try keys["cornerRadius"]?.length() ?? 0
        view.borderWidth = try keys["borderWidth"]?.length() ?? 0
        view.borderColor = try keys["borderColor"]?.color() ?? .black
        try applyLayerKeys(keys, to: view)
        view.accessibilityIdentifier = try keys["id"]?.string()
        return view
    }

    private func spacer(_ body: ScreenReader, in axis: Axis) throws -> View {
        StackView.spacer(try body.length(), along: axis)
    }

    func required(_ keys: [String: ScreenReader], _ key: String, in body: ScreenReader, what: String) throws -> ScreenReader {
        guard let value = keys[key] else { throw body.error("\(what) needs \"\(key)\"") }
        return value
    }

    /// A PNG by name from the file's folder, its `Images/` folder, then where `Image(named:)`
    /// looks (Bundle.main, `Image.searchFolders`, Easel's images), at the screen's scale.
    func loadImage(_ reader: ScreenReader) throws -> Image {
        let name = try reader.string()
        let shown = ScreenReader.shortened(name)
        do {
            return try Image.named(name, in: nil, scale: imageScale, searchingFirst: imageFolders) { url, scale in
                try budget.image(at: url, scale: scale)
            }
        } catch let failure as ImageLookupError {
            let stem = ScreenReader.shortened(ImageLookup(name: name, bundle: nil).stem)
            throw reader.error("no image named \"\(shown)\" (looked for \(stem)@3x.png, @2x, @1x, .png, no extension or \(stem).imageset in \(failure.places.joined(separator: ", then ")))")
        } catch {
            throw reader.error("image \"\(shown)\" cannot be read: \(error)")
        }
    }
}

/// The element path (`elements[2].stack.elements[0]`) of each view a screen file built.
final class ElementPathRecorder {
    var paths: [ObjectIdentifier: String] = [:]
}
