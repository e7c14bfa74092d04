import Foundation

/// Reads a screen file's elements into `ContentElement` values, checking every key as it goes,
/// through the table of kinds (`ScreenElementKind.all`). One decoder reads one screen once: it
/// counts the file's elements against `ScreenLimits` and reads each image file once.
struct ScreenElementDecoder {
    /// Where the file's own images are looked for first (its folder and `Images/` inside it).
    let imageFolders: [URL]
    /// The scale whose image files to prefer (the render's); nil takes each image's largest.
    var imageScale: CGFloat? = nil

    /// What this reading has used of `ScreenLimits`, and the images it has read.
    private let budget = ScreenBuildBudget()
    /// The path of each element read, in the shape of the element tree.
    private let sources = ElementSourceTree()

    init(imageFolders: [URL], imageScale: CGFloat? = nil) {
        self.imageFolders = imageFolders
        self.imageScale = imageScale
    }

    /// Where the elements read so far came from.
    var elementSources: ElementSource { sources.root }

    /// A stack of `elements` with the defaults every stack of elements has (vertical, spacing 10),
    /// then whatever `settings` say.
    func stack(_ elements: ScreenReader, settings: [String: ScreenReader]) throws -> ContentElement {
        let axis = try settings["axis"]?.choice(Axis.self, what: "axis") ?? .vertical
        let spacing = try settings["spacing"].map(spacing) ?? 10
        let alignment = try settings["alignment"].map(alignment) ?? .fill
        let distribution = try settings["distribution"]?.choice(StackDistribution.self, what: "distribution") ?? .fill
        let margins = try settings["margins"]?.insets()
        return .stack(try self.elements(elements), axis: axis, spacing: spacing, alignment: alignment, distribution: distribution, margins: margins)
    }

    /// The space between a stack's elements, which may be negative (they overlap).
    func spacing(_ reader: ScreenReader) throws -> CGFloat {
        try reader.length(minimum: -ScreenLimits.maximumLength)
    }

    /// A list of elements. Every element is read, so one reading reports all of a file's problems.
    func elements(_ list: ScreenReader) throws -> [ContentElement] {
        try ScreenFileErrors.collecting(try list.list()) { try element($0) }
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
    func element(_ element: ScreenReader) throws -> ContentElement {
        try budget.enterElement(element)
        sources.enter(element.path)
        defer { sources.leave() }
        let read: ContentElement
        do {
            read = try body(of: element)
        } catch {
            try? budget.leaveElement(nil, at: element)
            throw error
        }
        try budget.leaveElement(read, at: element)
        return read
    }

    /// The element an element's object stands for, read by its kind.
    private func body(of element: ScreenReader) throws -> ContentElement {
        guard case let .object(pairs) = element.value else {
            throw element.error("expected an element (an object such as {\"label\": \"Hello\"}), found \(element.value.summary)")
        }
        let names = ScreenElementKind.names
        guard pairs.count == 1, let (name, value) = pairs.first else {
            throw element.error("an element has exactly one key, its kind (one of \(names.joined(separator: ", "))); found \(pairs.isEmpty ? "none" : pairs.keys.sorted().prefix(10).map(ScreenReader.shortened).joined(separator: ", "))")
        }
        guard let kind = ScreenElementKind.named[name] else {
            throw element.error("unknown element \"\(ScreenReader.shortened(name))\"; expected one of \(names.joined(separator: ", "))")
        }
        return try kind.read(self, element.child(name, value))
    }

    /// Text the screen shows (a label's, a title, a row's), counted towards the screen's total.
    func text(_ reader: ScreenReader) throws -> String {
        let text = try reader.string()
        try budget.countText(text, at: reader)
        return text
    }

    /// Counts `count` parts of one element that each become a view (rows, segments) as elements.
    func countParts(_ count: Int, at place: ScreenReader) throws {
        try budget.countParts(count, at: place)
    }

    /// Counts a symbol image's pixels towards the screen's total.
    func countSymbolPixels(_ pixels: CGFloat, at place: ScreenReader) throws {
        try budget.countSymbolPixels(pixels, at: place)
    }

    /// The element under `key`, which the object must have.
    func element(_ key: String, in keys: [String: ScreenReader], of body: ScreenReader, what: String) throws -> ContentElement {
        try element(body.required(key, in: keys, what: what))
    }

    /// `{"size": 17, "weight": "bold"}` or `{"style": "title1"}`, a text style that follows the
    /// reader's text size; `weight`, `design` and `italic` apply to either.
    func font(_ body: ScreenReader) throws -> Font {
        let keys = try body.object(.font)
        // Every key is read whichever form the font takes, so none passes unchecked.
        let style = try keys["style"]?.choice(Font.TextStyle.self, what: "text style")
        let size = try keys["size"]?.length(minimum: ScreenLimits.fontSizes.lowerBound, maximum: ScreenLimits.fontSizes.upperBound)
        let weight = try keys["weight"].map(weight)
        let design = try keys["design"].map { reader -> String in
            let text = try reader.string()
            guard ["default", "monospaced"].contains(text) else { throw reader.error("unknown font design \"\(ScreenReader.shortened(text))\"; expected one of default, monospaced") }
            return text
        }
        let italic = try keys["italic"]?.bool() ?? false
        let font: Font
        if let style {
            // A text style follows Dynamic Type; a size alongside it would fight it.
            if let size = keys["size"] { throw size.error("a font has either \"style\" (which follows the text size) or \"size\", not both") }
            font = Font.preferredFont(forTextStyle: style)
        } else {
            font = .systemFont(ofSize: size ?? 17)
        }
        return font.with(weight: weight ?? (style == nil ? .regular : font.weight), monospaced: design == "monospaced", italic: italic)
    }

    private func weight(_ name: ScreenReader) throws -> Font.Weight {
        let text = try name.string()
        guard let parsed = Font.Weight(name: text) else {
            throw name.error("unknown font weight \"\(ScreenReader.shortened(text))\"; expected one of " + Font.Weight.allCases.map { "\($0)" }.joined(separator: ", "))
        }
        return parsed
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

    /// The layer keys views, stacks and gradients share, into `style`: `cornerRadius`,
    /// `cornerCurve` and `shadow`.
    func layerKeys(_ keys: [String: ScreenReader], into style: inout ElementStyle) throws {
        if let radius = keys["cornerRadius"] { style.cornerRadius = try radius.length() }
        style.cornerCurve = try keys["cornerCurve"]?.choice(CornerCurve.self, what: "corner curve")
        guard let reader = keys["shadow"] else { return }
        let parts = try reader.object(.shadow)
        var shadow = ElementShadow()
        shadow.color = try parts["color"]?.color() ?? .black
        // A shadow written in a file is meant to show: opacity 1 unless it says otherwise.
        shadow.opacity = try parts["opacity"]?.number(in: 0 ... 1) ?? 1
        shadow.radius = try parts["radius"]?.length() ?? 3
        if let offset = parts["offset"] {
            let sides = try offset.object(allowed: ["width", "height"], what: "a shadow offset")
            let limit = ScreenLimits.maximumLength
            shadow.offset = CGSize(width: try sides["width"]?.length(minimum: -limit) ?? 0,
                                   height: try sides["height"]?.length(minimum: -limit) ?? 0)
        }
        style.shadow = shadow
    }
}
