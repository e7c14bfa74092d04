import CCairo
import Foundation

extension Font {
    /// Distance from the baseline to the top of the line box, in points, as `UIFont.ascender`.
    /// The system font reports SF Pro's (16.1865234375 at 17 points); other fonts their own.
    public var ascender: CGFloat { verticalMetrics.ascender }

    /// Distance from the baseline to the bottom of the line box, negative, as `UIFont.descender`
    /// (−4.1005859375 for the system font at 17 points).
    public var descender: CGFloat { -verticalMetrics.descender }

    /// The height of one line, `ascender − descender`, as `UIFont.lineHeight`: the system font's
    /// is `size × 2444 / 2048` (20.287109375 at 17 points). Lines of a label are this far apart.
    ///
    ///     Font.systemFont(ofSize: 17).lineHeight   // 20.287109375
    public var lineHeight: CGFloat { verticalMetrics.ascender + verticalMetrics.descender }

    /// The space the system font adds after every character (SF Pro's tracking at this size,
    /// see `SystemFontMetrics`); zero for other fonts, which keep their own spacing.
    var tracking: CGFloat {
        guard design == .system else { return 0 }
        // The user's own SF files are SF: Apple's table alone, without the correction for Inter.
        let corrected = FontLibrary.shared.systemFamilies == nil
        return SystemFontMetrics.tracking(size: size, weight: weight, correctedForInter: corrected)
    }

    /// Ascent and descent (both positive) in points.
    var verticalMetrics: (ascender: CGFloat, descender: CGFloat) { verticalMetrics(in: nil) }

    /// Ascent and descent, loading the face in `session` when it is held by the caller (a thread
    /// holding a session must not take another).
    func verticalMetrics(in session: FontSession?) -> (ascender: CGFloat, descender: CGFloat) {
        switch design {
        case .system where FontLibrary.shared.systemFamilies == nil:
            return (size * SystemFontMetrics.ascenderPerEm, size * SystemFontMetrics.descenderPerEm)
        case .system, .monospaced, .named:
            return FontLibrary.shared.verticalMetrics(of: self, in: session)
        }
    }

    /// A Pango description of the font over `families` (all of `families` by default, so that
    /// fallbacks apply); the caller frees it.
    func pangoDescription(families: [String]? = nil) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, (families ?? self.families).joined(separator: ","))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight.rawValue)))
        pango_font_description_set_style(description, isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        // Glyphs are shaped and drawn at most 10,000 points: FreeType refuses faces past 65,535
        // pixels per em, and cairo then marks the font file's face as failed for the whole process,
        // so every later text in that font failed to draw ("error occurred in libfreetype"; a test
        // measuring text at 100,000 points broke the tests running beside it). Ten thousand points
        // stays under that up to scale 6, and inside Pango's 32-bit units, where 1e300 would
        // overflow into a negative size. Line heights still follow the font's own size.
        pango_font_description_set_absolute_size(description, min(Double(size), Double(Self.largestShapedSize)) * Double(PANGO_SCALE))
        return description
    }

    /// The largest size glyphs are shaped and drawn at (see `pangoDescription`).
    static let largestShapedSize: CGFloat = 10_000
}

extension FontLibrary {
    /// Fonts' own ascent and descent, by font.
    nonisolated(unsafe) private static var metricsCache: [Font: (ascender: CGFloat, descender: CGFloat)] = [:]
    private static let metricsLock = NSLock()

    /// Drops every font's metrics, when the system font's files change.
    static func forgetMetrics() {
        metricsLock.withLock { metricsCache.removeAll() }
    }

    /// The ascent and descent of the font's own face (its first family), in points, from the
    /// face's tables through Pango (in `session` when given, which the caller holds); fallback
    /// faces do not change a font's metrics.
    func verticalMetrics(of font: Font, in session: FontSession?) -> (ascender: CGFloat, descender: CGFloat) {
        if let cached = Self.metricsLock.withLock({ Self.metricsCache[font] }) { return cached }
        func load(_ session: FontSession) -> (ascender: CGFloat, descender: CGFloat) {
            let description = font.pangoDescription(families: Array(font.families.prefix(1)))
            defer { pango_font_description_free(description) }
            var result: (ascender: CGFloat, descender: CGFloat) = (font.size * 0.8, font.size * 0.2)
            if let loaded = pango_context_load_font(session.context, description) {
                session.keepFace(of: loaded)
                if let metrics = pango_font_get_metrics(loaded, nil) {
                    result = (CGFloat(pango_font_metrics_get_ascent(metrics)) / CGFloat(PANGO_SCALE),
                              CGFloat(pango_font_metrics_get_descent(metrics)) / CGFloat(PANGO_SCALE))
                    pango_font_metrics_unref(metrics)
                }
                g_object_unref(loaded)
            }
            return result
        }
        let result = if let session { session.withLock { load(session) } } else { withSession(load) }
        Self.metricsLock.withLock { Self.metricsCache[font] = result }
        return result
    }
}
