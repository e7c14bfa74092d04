import CCairo
import Foundation

/// The icon font symbol images are drawn with: Material Icons (fonts-material-design-icons-iconfont,
/// Apache-2.0), named by path like the text fonts and read straight through cairo's FreeType
/// backend, so it never joins the text's font configuration. Its face is opened in a FreeType
/// library of its own (`PrivateFaces`), so drawing a symbol shares nothing with text.
final class SymbolFont: @unchecked Sendable {
    static let path = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
    /// Nil when the font file is missing (run scripts/setup); symbol images are then nil.
    static let shared: SymbolFont? = SymbolFont(path: path)

    /// Material Icons are drawn on a 24-unit grid whose live area is the middle 20 units.
    static let gridUnits: CGFloat = 24
    static let padding: CGFloat = 2
    /// The stroke of Material's own outlined icons (`favorite_border`, `star_border`): the band an
    /// outline drawn from a filled icon keeps (`SymbolCatalog.drawnAsOutline`).
    static let outlineUnits: CGFloat = 2

    private let face: OpaquePointer
    private let lock = NSLock()
    private let faces = PrivateFaces()
    /// A 1×1 context used only to measure.
    private let measuring: OpaquePointer
    private let measuringSurface: OpaquePointer

    private init?(path: String) {
        guard FileManager.default.isReadableFile(atPath: path), let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FILE, path)
        FcPatternAddInteger(pattern, FC_INDEX, 0)
        guard let ownFace = faces.face(file: path), FcPatternAddFTFace(pattern, FC_FT_FACE, ownFace) != 0,
              let face = cairo_ft_font_face_create_for_pattern(pattern) else { return nil }
        guard cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(face)
            return nil
        }
        self.face = face
        measuringSurface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        measuring = cairo_create(measuringSurface)
        Self.setUnhinted(measuring)
    }

    /// No hinting and unhinted metrics, as the text fonts: glyphs measure and draw the same at
    /// every size and scale.
    private static func setUnhinted(_ cairo: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cairo, options)
        cairo_font_options_destroy(options)
    }

    deinit {
        cairo_destroy(measuring)
        cairo_surface_destroy(measuringSurface)
        cairo_font_face_destroy(face)
    }

    /// The ink box of `codePoint` at `size` points, relative to its origin on the baseline
    /// (y grows downward); nil when the font has no such glyph or it draws nothing.
    func inkBounds(of codePoint: UInt32, size: CGFloat) -> CGRect? {
        guard let text = Self.text(codePoint) else { return nil }
        return withFreeType {
            cairo_set_font_face(measuring, face)
            cairo_set_font_size(measuring, size)
            var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
            var count: Int32 = 0
            let scaled = cairo_get_scaled_font(measuring)
            guard cairo_scaled_font_text_to_glyphs(scaled, 0, 0, text, -1, &glyphs, &count, nil, nil, nil) == CAIRO_STATUS_SUCCESS,
                  let glyphs else { return nil }
            defer { cairo_glyph_free(glyphs) }
            guard count == 1, glyphs[0].index != 0 else { return nil }
            var extents = cairo_text_extents_t()
            cairo_glyph_extents(measuring, glyphs, 1, &extents)
            guard extents.width > 0, extents.height > 0 else { return nil }
            return CGRect(x: extents.x_bearing, y: extents.y_bearing, width: extents.width, height: extents.height)
        }
    }

    /// Fills `codePoint` at `size` points with its origin at `origin`, in `color`, its outline
    /// moved out by `outset` points (negative thins it) to imitate heavier and lighter weights.
    /// A positive `edge` keeps only a band that many points wide inside the glyph's outline (and
    /// `outset` thickens or thins the band): a filled icon drawn as an outlined one.
    func draw(_ codePoint: UInt32, size: CGFloat, at origin: CGPoint, outset: CGFloat, edge: CGFloat = 0, color: Color, in canvas: Canvas) {
        guard let text = Self.text(codePoint) else { return }
        canvas.withCairoContext { cairo in
            // The glyph outline is taken under the text's lock; filling it needs no font.
            withFreeType {
                cairo_set_font_face(cairo, face)
                cairo_set_font_size(cairo, size)
                Self.setUnhinted(cairo)
                cairo_push_group(cairo)
                cairo_set_source_rgba(cairo, 0, 0, 0, 1)
                cairo_move_to(cairo, origin.x, origin.y)
                cairo_text_path(cairo, text)
            }
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            if edge > 0 {
                // Stroked twice the band's width along every contour, holes' too, and clipped to
                // the glyph's inside. A heavier weight thickens the band half inward, half outward
                // (a fully inward band fills small outlines such as the camera's), a lighter one
                // thins it from inside.
                cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
                cairo_save(cairo)
                cairo_clip_preserve(cairo)
                cairo_set_line_width(cairo, 2 * (outset > 0 ? edge + outset / 2 : max(edge + outset, edge / 4)))
                cairo_stroke_preserve(cairo)
                cairo_restore(cairo)
                if outset > 0 {
                    cairo_set_line_width(cairo, outset)
                    cairo_stroke(cairo)
                } else {
                    cairo_new_path(cairo)
                }
            } else if outset != 0 {
                cairo_fill_preserve(cairo)
                cairo_set_line_width(cairo, abs(outset) * 2)
                cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
                if outset < 0 { cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_OUT) }
                cairo_stroke(cairo)
            } else {
                cairo_fill(cairo)
            }
            let mask = cairo_pop_group(cairo)!
            defer { cairo_pattern_destroy(mask) }
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            cairo_mask(cairo, mask)
        }
    }

    /// Runs `body` while no other symbol is measured or drawn: the face is one FreeType face,
    /// for one thread at a time.
    private func withFreeType<Result>(_ body: () -> Result) -> Result {
        lock.withLock(body)
    }

    private static func text(_ codePoint: UInt32) -> String? {
        Unicode.Scalar(codePoint).map { String(Character($0)) }
    }
}
