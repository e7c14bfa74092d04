import CCairo
import Foundation

/// One Pango font map and the context layouts are made in, with the lock that serialises them.
///
/// A Pango font map and everything made from it (contexts, layouts, loaded fonts) may be used by
/// one thread at a time: that is why pangocairo gives each thread its own default font map
/// (Pango 1.32.6 and later). The fontconfig configuration behind it is only read once set up,
/// which fontconfig allows from many threads, so every session shares `FontLibrary`'s. Layouts
/// made by different sessions shape and draw at the same time; a layout keeps the session it was
/// made in, whatever thread later draws or frees it.
final class FontSession: @unchecked Sendable {
    private let mutex = NSRecursiveLock()
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// Fixed options, no device transform, so that a layout measures the same whatever scale it
    /// is later drawn at, and every session shapes the same text to the same glyph positions.
    let context: OpaquePointer

    init(config: OpaquePointer) {
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        easel_font_map_use_config(fontMap, config)
        context = pango_font_map_create_context(fontMap)

        // Grey antialiasing, no hinting, unhinted metrics, unrounded glyph positions: text looks
        // the same at every scale and measures the same as it draws.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    /// Runs `body` while no other thread uses this session.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body()
    }

    /// Takes the session if no other thread holds it.
    func tryLock() -> Bool { mutex.try() }

    /// Waits until no other thread holds the session, then takes it.
    func lock() { mutex.lock() }

    func unlock() { mutex.unlock() }

    /// Tells the font map that the shared configuration gained fonts; the caller holds the lock.
    func configurationChanged() {
        easel_font_map_config_changed(fontMap)
        pango_context_changed(context)
    }
}
