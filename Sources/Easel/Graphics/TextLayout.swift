import CCairo
import Foundation

/// Text shaped, wrapped and measured by Pango, ready to draw. Measuring and drawing use the same
/// layout, so the size it reports is the size it paints; glyph positions are unhinted, so that
/// size does not change with the scale it is drawn at.
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

    private let layout: OpaquePointer
    private let color: Color
    /// Where drawing is cut off, relative to the layout's origin, when lines or width are limited.
    private let clip: CGRect?

    /// Lays out `text`. Runs without a font or colour use `font` and `color`. With a `width`
    /// lines wrap to it (UAX #14 line breaking: at spaces, and between CJK characters); with
    /// `numberOfLines` above zero at most that many lines show, the last one truncated as
    /// `paragraph.lineBreakMode` says.
    public init(_ text: AttributedText, font: Font = .body, color: Color = .label, paragraph: ParagraphStyle = ParagraphStyle(), width: CGFloat? = nil, numberOfLines: Int = 0) {
        let library = FontLibrary.shared
        let width = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let mode = paragraph.lineBreakMode
        // A single clipped line does not wrap at all: it runs on and is cut at the edge.
        let wraps = !(mode == .byClipping && numberOfLines == 1)
        self.color = color

        let layout: OpaquePointer = library.withLock {
            let layout = pango_layout_new(library.context)!
            let base = Self.description(of: font)
            pango_layout_set_font_description(layout, base)
            pango_font_description_free(base)
            let string = text.string
            string.withCString { pango_layout_set_text(layout, $0, Int32(string.utf8.count)) }
            let attributes = Self.attributes(of: text)
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)

            if let width, wraps {
                pango_layout_set_width(layout, Self.pangoUnits(width))
                pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
                if mode.truncates, numberOfLines > 0 {
                    pango_layout_set_ellipsize(layout, Self.ellipsizeMode(mode))
                    // Negative: at most that many lines per paragraph.
                    pango_layout_set_height(layout, -Int32(min(numberOfLines, Int(Int32.max))))
                }
            }
            switch paragraph.alignment {
            case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            case .justified: pango_layout_set_justify(layout, 1)
            case .left: pango_layout_set_auto_dir(layout, 0)
            case .natural: break
            }
            if paragraph.lineHeightMultiple > 0 {
                pango_layout_set_line_spacing(layout, Float(paragraph.lineHeightMultiple))
            } else if paragraph.lineSpacing > 0 {
                pango_layout_set_spacing(layout, Self.pangoUnits(paragraph.lineSpacing))
            }
            return layout
        }

        self.layout = layout
        let metrics = library.withLock { Self.measure(layout, numberOfLines: numberOfLines) }
        size = metrics.size
        lineCount = metrics.visibleLines
        firstBaseline = metrics.firstBaseline
        lastBaseline = metrics.lastBaseline
        unknownGlyphCount = library.withLock { Int(pango_layout_get_unknown_glyphs_count(layout)) }
        let ellipsized = library.withLock { pango_layout_is_ellipsized(layout) != 0 }
        let hidesLines = metrics.visibleLines < metrics.totalLines
        isTruncated = ellipsized || hidesLines || (!wraps && width.map { metrics.size.width > $0 } ?? false)

        if hidesLines || !wraps {
            let far: CGFloat = 1e7
            clip = CGRect(x: -far, y: 0, width: wraps ? 2 * far : far + (width ?? far), height: hidesLines ? metrics.size.height : far)
        } else {
            clip = nil
        }
    }

    /// Plain text in one font and colour.
    public convenience init(_ text: String, font: Font = .body, color: Color = .label, paragraph: ParagraphStyle = ParagraphStyle(), width: CGFloat? = nil, numberOfLines: Int = 0) {
        self.init(AttributedText(text), font: font, color: color, paragraph: paragraph, width: width, numberOfLines: numberOfLines)
    }

    deinit {
        FontLibrary.shared.withLock { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// Draws the text with its top left at `origin` (in the canvas's current coordinates).
    public func draw(in canvas: Canvas, at origin: CGPoint) {
        FontLibrary.shared.withLock {
            canvas.withCairoContext { cairo in
                cairo_translate(cairo, origin.x, origin.y)
                if let clip {
                    cairo_rectangle(cairo, clip.minX, clip.minY, clip.width, clip.height)
                    cairo_clip(cairo)
                }
                cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
                cairo_move_to(cairo, 0, 0)
                pango_cairo_show_layout(cairo, layout)
            }
        }
    }

    // MARK: Pango plumbing

    private struct Metrics {
        var size = CGSize.zero
        var totalLines = 0
        var visibleLines = 0
        var firstBaseline: CGFloat = 0
        var lastBaseline: CGFloat = 0
    }

    private static func measure(_ layout: OpaquePointer, numberOfLines: Int) -> Metrics {
        var metrics = Metrics()
        metrics.totalLines = Int(pango_layout_get_line_count(layout))
        metrics.visibleLines = numberOfLines > 0 ? min(metrics.totalLines, numberOfLines) : metrics.totalLines
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var width: Int32 = 0, bottom: Int32 = 0
        for index in 0 ..< metrics.visibleLines {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            width = max(width, logical.width)
            bottom = max(bottom, logical.y + logical.height)
            let baseline = points(pango_layout_iter_get_baseline(iterator))
            if index == 0 { metrics.firstBaseline = baseline }
            metrics.lastBaseline = baseline
            if pango_layout_iter_next_line(iterator) == 0 { break }
        }
        metrics.size = CGSize(width: points(width), height: points(bottom))
        return metrics
    }

    private static func description(of font: Font) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.familyList)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
        return description
    }

    /// The runs' attributes at their UTF-8 byte ranges; the caller releases the list.
    private static func attributes(of text: AttributedText) -> OpaquePointer {
        let list = pango_attr_list_new()!
        var start = 0
        for run in text.runs {
            let end = start + run.text.utf8.count
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(list, attribute)
            }
            let attributes = run.attributes
            if let font = attributes.font {
                let description = Self.description(of: font)
                insert(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
            }
            if let color = attributes.color {
                func channel(_ value: Double) -> UInt16 { UInt16((value * 65535).rounded()) }
                insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                insert(pango_attr_foreground_alpha_new(channel(color.alpha)))
            }
            if attributes.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
            if attributes.strikethrough { insert(pango_attr_strikethrough_new(1)) }
            if attributes.kerning != 0 { insert(pango_attr_letter_spacing_new(pangoUnits(attributes.kerning))) }
            start = end
        }
        return list
    }

    private static func ellipsizeMode(_ mode: LineBreakMode) -> PangoEllipsizeMode {
        switch mode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        default: PANGO_ELLIPSIZE_END
        }
    }

    private static func pangoUnits(_ points: CGFloat) -> Int32 {
        Int32(max(-1e9, min(1e9, (points * CGFloat(PANGO_SCALE)).rounded())))
    }

    private static func points(_ units: Int32) -> CGFloat {
        CGFloat(units) / CGFloat(PANGO_SCALE)
    }
}
