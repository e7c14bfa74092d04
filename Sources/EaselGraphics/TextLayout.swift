import CCairo
import Foundation

/// Text shaped, wrapped and measured by Pango, ready to draw. Measuring and drawing use the same
/// layout, so the size it reports is the size it paints; glyph positions are unhinted, so that
/// size does not change with the scale it is drawn at.
///
/// Lines are stacked the way UIKit stacks them, not the way Pango would: each line is as tall
/// as the largest ascender plus the largest descender among the fonts of its runs, with no extra
/// leading, so an n-line label of the system font is n × its `lineHeight` (SF Pro's). A run's
/// metrics are those of the font asked for, not of the face that drew it: Chinese or Japanese
/// falling back to WenQuanYi inside system-font text keeps the system font's line height, as a
/// UILabel line keeps its primary font's. The system font is tracked as SF Pro is (see
/// `SystemFontMetrics`), including after the last character, as Core Text measures it.
///
///     let layout = TextLayout("Hello, 世界", font: .systemFont(ofSize: 17), width: 200)
///     layout.size         // points
///     layout.draw(in: canvas, at: CGPoint(x: 16, y: 16))
public final class TextLayout {
    /// The size of the visible lines in points, not rounded.
    public let size: CGSize
    /// Lines shown (at most `numberOfLines` when that is above zero).
    public let lineCount: Int
    /// True when text was cut: an ellipsis was inserted or lines beyond `numberOfLines` are hidden.
    public let isTruncated: Bool
    /// Distance from the top to the first line's baseline, in points.
    public let firstBaseline: CGFloat
    /// Distance from the top to the last visible line's baseline, in points.
    public let lastBaseline: CGFloat
    /// Characters no font had a glyph for (drawn as boxes). Zero for every script Easel's fonts cover.
    public let unknownGlyphCount: Int
    /// Which characters those are, told to `TextDiagnostics` each time the layout is drawn; nil
    /// when every character has a glyph.
    public let missingGlyphs: MissingGlyphs?

    private let layout: OpaquePointer
    /// The font map the layout was made in: every later call into the layout holds it.
    private let session: FontSession
    private let color: Color
    private let text: AttributedText
    private let styles: [RunStyle]
    /// The appearance the runs' colours in the layout's attributes were resolved for.
    private var attributesStyle: UserInterfaceStyle = .light
    /// Where each visible line's left end and baseline go, relative to the layout's origin.
    private let lineOrigins: [CGPoint]
    /// The width a line that runs on unwrapped is cut off at.
    private let clipWidth: CGFloat?

    /// Lays out `text`. Runs without a font or colour use `font` and `color`. With a `width`
    /// lines wrap to it (UAX #14 line breaking: at spaces, and between CJK characters); with
    /// `numberOfLines` above zero at most that many lines show, the last one truncated as
    /// `paragraph.lineBreakMode` says.
    public init(_ text: AttributedText, font: Font = .body, color: Color = .label, paragraph: ParagraphStyle = ParagraphStyle(), width: CGFloat? = nil, numberOfLines: Int = 0) {
        // Held for the whole of the set-up; other threads lay out text in other sessions.
        let session = FontLibrary.shared.takeSession()
        defer { session.unlock() }
        let width = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let mode = paragraph.lineBreakMode
        // A single clipped line does not wrap at all: it runs on and is cut at the edge.
        let wraps = !(mode == .byClipping && numberOfLines == 1)
        let styles = RunStyle.styles(of: text, font: font)
        // Pango adds no spacing after a line's last character, where Core Text adds the
        // tracking: with negative tracking a line measured as W is W + |tracking| wide to
        // Pango, so it wraps to that much more, to fit again in the width it reported.
        let slack = max(0, -(styles.map(\.spacing).min() ?? 0)) + 0.001
        self.color = color
        self.text = text
        self.styles = styles
        self.session = session

        let layout: OpaquePointer = {
            let layout = pango_layout_new(session.context)!
            let base = font.pangoDescription()
            pango_layout_set_font_description(layout, base)
            pango_font_description_free(base)
            let string = text.string
            string.withCString { pango_layout_set_text(layout, $0, Int32(string.utf8.count)) }
            let attributes = Self.attributes(of: text, styles: styles, appearance: .light)
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)

            if let width, wraps {
                pango_layout_set_width(layout, Self.pangoUnits(width + slack))
                let charWrap = mode == .byCharWrapping || Self.isOneLongWord(string)
                pango_layout_set_wrap(layout, charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
                if mode.truncates, numberOfLines > 0 {
                    pango_layout_set_ellipsize(layout, Self.ellipsizeMode(mode))
                    // Negative: at most that many lines per paragraph.
                    pango_layout_set_height(layout, -Int32(min(numberOfLines, Int(Int32.max))))
                }
            }
            // Pango finds each paragraph's direction from its first strong character (auto
            // direction) and swaps left and right alignment in right-to-left paragraphs, so a
            // fixed side turns auto direction off, and natural alignment picks the side that
            // lands on the interface's leading edge.
            switch paragraph.alignment {
            case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            case .right:
                pango_layout_set_auto_dir(layout, 0)
                pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            case .justified: pango_layout_set_justify(layout, 1)
            case .left: pango_layout_set_auto_dir(layout, 0)
            case .natural:
                if paragraph.layoutDirection == .rightToLeft {
                    // The first paragraph's direction, from its first strong character, as Pango's
                    // auto direction resolved it (pango_find_base_dir is deprecated, and its
                    // warning would show in every build of a package that uses Easel).
                    let firstLine = pango_layout_get_line_readonly(layout, 0)
                    let rightToLeftText = firstLine.map { pango_layout_line_get_resolved_direction($0) == PANGO_DIRECTION_RTL } ?? false
                    pango_layout_set_alignment(layout, rightToLeftText ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
                }
            }
            return layout
        }()

        self.layout = layout
        session.keepFaces(of: layout)
        let lines = Self.measure(layout, session: session, styles: styles, font: font, paragraph: paragraph, numberOfLines: numberOfLines)
        let visible = Array(lines.prefix(numberOfLines > 0 ? numberOfLines : lines.count))
        // Pango aligned each line in the wrapping width without its trailing tracking; UIKit
        // aligns the tracked line in the label's width.
        let shift: (LineBox) -> CGFloat = { line in
            guard width != nil, wraps else { return 0 }
            switch paragraph.alignment {
            case .center: return -(slack + line.trailing) / 2
            case .right: return -(slack + line.trailing)
            case .natural where paragraph.layoutDirection == .rightToLeft: return -(slack + line.trailing)
            default: return 0
            }
        }
        lineOrigins = visible.map { CGPoint(x: $0.x + shift($0), y: $0.baseline) }
        var widest = max(0, visible.map { $0.width + $0.trailing }.max() ?? 0)
        // Lines were wrapped or ellipsized to the width with the slack; none is wider than the width.
        if let width, wraps { widest = min(widest, width) }
        let size = CGSize(width: widest, height: visible.last?.bottom ?? 0)
        self.size = size
        lineCount = visible.count
        firstBaseline = visible.first?.baseline ?? 0
        lastBaseline = visible.last?.baseline ?? 0
        unknownGlyphCount = Int(pango_layout_get_unknown_glyphs_count(layout))
        // Looked for only when Pango counted a box, so text that has every glyph pays nothing.
        missingGlyphs = unknownGlyphCount == 0 ? nil : MissingGlyphs(text: text.string, characters: Self.missingCharacters(in: layout))
        let ellipsized = pango_layout_is_ellipsized(layout) != 0
        let hidesLines = visible.count < lines.count
        isTruncated = ellipsized || hidesLines || (!wraps && width.map { size.width > $0 } ?? false)
        clipWidth = wraps ? nil : width
    }

    /// Plain text in one font and colour.
    public convenience init(_ text: String, font: Font = .body, color: Color = .label, paragraph: ParagraphStyle = ParagraphStyle(), width: CGFloat? = nil, numberOfLines: Int = 0) {
        self.init(AttributedText(text), font: font, color: color, paragraph: paragraph, width: width, numberOfLines: numberOfLines)
    }

    deinit {
        session.withLock { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// Draws the text with its top left at `origin` (in the canvas's current coordinates).
    public func draw(in canvas: Canvas, at origin: CGPoint) {
        if let missingGlyphs { TextDiagnostics.report(missingGlyphs) }
        let style = canvas.userInterfaceStyle == .dark ? UserInterfaceStyle.dark : .light
        let color = self.color.resolved(for: style)
        session.withLock {
            // Run colours live in Pango's attributes; only colours change, so the metrics stay.
            if style != attributesStyle, text.runs.contains(where: { $0.attributes.color?.isDynamic == true }) {
                let attributes = Self.attributes(of: text, styles: styles, appearance: style)
                pango_layout_set_attributes(layout, attributes)
                pango_attr_list_unref(attributes)
                attributesStyle = style
            }
            canvas.withCairoContext { cairo in
                cairo_translate(cairo, origin.x, origin.y)
                if let clipWidth {
                    // Within Cairo's 24.8 fixed-point range (±2²³ device pixels) at any scale Easel draws.
                    let far: CGFloat = 1e5
                    cairo_rectangle(cairo, -far, -far, far + clipWidth, 2 * far)
                    cairo_clip(cairo)
                }
                cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
                for (index, point) in lineOrigins.enumerated() {
                    guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
                    cairo_move_to(cairo, point.x, point.y)
                    pango_cairo_show_layout_line(cairo, line)
                }
            }
        }
    }

    // MARK: Pango plumbing

    /// The font and spacing of one run of the text, and where it ends (UTF-8 bytes).
    private struct RunStyle {
        var end: Int
        var font: Font
        /// Tracking plus kerning, after every character, in points.
        var spacing: CGFloat

        static func styles(of text: AttributedText, font: Font) -> [RunStyle] {
            var end = 0
            return text.runs.map { run in
                end += run.text.utf8.count
                let runFont = run.attributes.font ?? font
                return RunStyle(end: end, font: runFont, spacing: runFont.tracking + run.attributes.kerning)
            }
        }
    }

    /// One laid-out line: where it starts, how wide it is, where its baseline and bottom are.
    private struct LineBox {
        var x: CGFloat
        var width: CGFloat
        /// Spacing after the line's last character, which Pango leaves out.
        var trailing: CGFloat
        var baseline: CGFloat
        var bottom: CGFloat
    }

    /// Every line's box, stacked top to bottom as UIKit stacks them.
    private static func measure(_ layout: OpaquePointer, session: FontSession, styles: [RunStyle], font: Font, paragraph: ParagraphStyle, numberOfLines: Int) -> [LineBox] {
        func style(at byte: Int) -> RunStyle? {
            styles.first { byte < $0.end } ?? styles.last
        }
        let count = Int(pango_layout_get_line_count(layout))
        let shown = numberOfLines > 0 ? min(count, numberOfLines) : count
        var boxes: [LineBox] = []
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var top: CGFloat = 0
        for index in 0 ..< count {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            var ascender: CGFloat = 0, descender: CGFloat = 0, trailing: CGFloat = 0
            var lastOffset = -1
            if let line = pango_layout_iter_get_line_readonly(iterator) {
                var node = line.pointee.runs
                while let current = node {
                    if let data = current.pointee.data {
                        let run = data.assumingMemoryBound(to: PangoGlyphItem.self)
                        let offset = Int(run.pointee.item.pointee.offset)
                        if let runStyle = style(at: offset) {
                            let metrics = runStyle.font.verticalMetrics(in: session)
                            ascender = max(ascender, metrics.ascender)
                            descender = max(descender, metrics.descender)
                            if offset > lastOffset { (lastOffset, trailing) = (offset, runStyle.spacing) }
                        }
                    }
                    node = current.pointee.next
                }
                if lastOffset < 0 {
                    // An empty line is as tall as the font of the text around it.
                    let metrics = (style(at: Int(line.pointee.start_index))?.font ?? font).verticalMetrics(in: session)
                    (ascender, descender) = (metrics.ascender, metrics.descender)
                }
            }
            let natural = ascender + descender
            // lineHeightMultiple grows the line box and, as TextKit does, puts the extra above the text.
            let height = paragraph.lineHeightMultiple > 0 ? natural * paragraph.lineHeightMultiple : natural
            boxes.append(LineBox(x: points(logical.x), width: points(logical.width), trailing: trailing,
                                 baseline: top + height - descender, bottom: top + height))
            top += height + (paragraph.lineHeightMultiple > 0 || index + 1 >= shown ? 0 : paragraph.lineSpacing)
            if pango_layout_iter_next_line(iterator) == 0 { break }
        }
        return boxes
    }

    /// The runs' attributes at their UTF-8 byte ranges; the caller releases the list.
    private static func attributes(of text: AttributedText, styles: [RunStyle], appearance: UserInterfaceStyle) -> OpaquePointer {
        let list = pango_attr_list_new()!
        // UIKit breaks a word that does not fit between characters with no hyphen (a label's
        // hyphenationFactor is 0); Pango would add one. Covers the whole text.
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        var start = 0
        for (run, style) in zip(text.runs, styles) {
            let end = style.end
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(list, attribute)
            }
            let attributes = run.attributes
            if let font = attributes.font {
                let description = font.pangoDescription()
                insert(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
            }
            if let color = attributes.color?.resolved(for: appearance) {
                func channel(_ value: Double) -> UInt16 { UInt16((value * 65535).rounded()) }
                insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                insert(pango_attr_foreground_alpha_new(channel(color.alpha)))
            }
            if attributes.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
            if attributes.strikethrough { insert(pango_attr_strikethrough_new(1)) }
            if style.spacing != 0 {
                for range in UntrackedScripts.trackedRanges(in: run.text[...], base: start) {
                    guard let attribute = pango_attr_letter_spacing_new(pangoUnits(style.spacing)) else { continue }
                    attribute.pointee.start_index = UInt32(range.lowerBound)
                    attribute.pointee.end_index = UInt32(range.upperBound)
                    pango_attr_list_insert(list, attribute)
                }
            }
            start = end
        }
        splitIntoShortItems(list, text: text, byteCount: styles.last?.end ?? 0, largestFontSize: styles.lazy.map(\.font.size).max() ?? 0)
        // Emoji are drawn in the emoji font alone, fallback off: Pango 1.50 takes a character
        // from a monochrome face that has it (DejaVu's 😀, Inter's "1" of a keycap) before the
        // colour font even when the colour font is the family asked for. Inserted last, so
        // that over a run's own font these win (Pango takes the attribute that started last).
        for range in EmojiPresentation.byteRanges(in: text.string) {
            let family = EmojiPresentation.family.withCString { pango_attr_family_new($0) }
            for attribute in [family, pango_attr_fallback_new(0)] {
                guard let attribute else { continue }
                attribute.pointee.start_index = UInt32(range.lowerBound)
                attribute.pointee.end_index = UInt32(range.upperBound)
                pango_attr_list_insert(list, attribute)
            }
        }
        return list
    }

    /// Pango's mark on a glyph that stands for a character no font has; the rest is the character.
    private static let unknownGlyphFlag: UInt32 = 0x1000_0000

    /// The characters shaped as unknown glyphs, each once, in the order met.
    private static func missingCharacters(in layout: OpaquePointer) -> [Unicode.Scalar] {
        var found: [Unicode.Scalar] = []
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let glyphs = run.pointee.glyphs?.pointee else { continue }
            for index in 0 ..< Int(glyphs.num_glyphs) {
                let glyph = glyphs.glyphs[index].glyph
                guard glyph & unknownGlyphFlag != 0, let scalar = Unicode.Scalar(glyph & ~unknownGlyphFlag), !found.contains(scalar) else { continue }
                found.append(scalar)
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return found
    }

    /// The most points one Pango item may measure here: Pango keeps an item's width (a run of
    /// one font and script, spaces and all) in a 32-bit count of 1/1024 points, and past about
    /// 2.1 million points it wraps wrongly (a 360,000-character paragraph in the body font came
    /// out as one line, a 1,000,000-character word as 1,642 lines instead of about 30,000).
    static let maximumItemWidth: CGFloat = 1_000_000

    /// Cuts text that could be wider than `maximumItemWidth` into items that cannot be, by
    /// putting a no-op attribute (font fallback on, which is Pango's default) on every other
    /// stretch: itemization breaks where the attributes change. A stretch is as many bytes as
    /// characters one and a half times the font size wide fill that width. Shorter text, which
    /// cannot reach the limit, keeps its items as they were.
    private static func splitIntoShortItems(_ list: OpaquePointer, text: AttributedText, byteCount: Int, largestFontSize: CGFloat) {
        let fontSize = min(max(largestFontSize.isFinite ? largestFontSize : 0, 1), Font.largestShapedSize)
        // Decided from the runs' byte count, so that text too short to cut costs no allocation.
        guard CGFloat(byteCount) * fontSize * 1.5 > maximumItemWidth else { return }
        let bytes = Array(text.string.utf8)
        let stretch = max(16, Int(maximumItemWidth / (fontSize * 1.5)))
        var start = 0, even = true
        while start < bytes.count {
            var end = min(start + stretch, bytes.count)
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }  // not inside a character
            if even, let attribute = pango_attr_fallback_new(1) {
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(list, attribute)
            }
            even.toggle()
            start = end
        }
    }

    private static func ellipsizeMode(_ mode: LineBreakMode) -> PangoEllipsizeMode {
        switch mode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        default: PANGO_ELLIPSIZE_END
        }
    }

    /// Text of more than a thousand characters with no place to break but between characters
    /// (no space, hyphen or CJK). Pango's word wrapping looks through the whole rest of such a
    /// word for a break on every line, so its time grows with the square of the length (a minute
    /// for 100,000 characters); character wrapping breaks it at the same places, in linear time.
    static func isOneLongWord(_ string: String) -> Bool {
        guard string.utf8.count > 1_000 else { return false }
        return !string.unicodeScalars.contains { scalar in
            scalar.properties.isWhitespace || scalar == "-" || scalar == "\u{AD}" || scalar == "\u{200B}" || scalar.value >= 0x2E80
        }
    }

    private static func pangoUnits(_ points: CGFloat) -> Int32 {
        Int32(max(-1e9, min(1e9, (points * CGFloat(PANGO_SCALE)).rounded())))
    }

    private static func points(_ units: Int32) -> CGFloat {
        CGFloat(units) / CGFloat(PANGO_SCALE)
    }
}
