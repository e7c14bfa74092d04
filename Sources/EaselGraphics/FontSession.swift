import CCairo
import Foundation

/// One Pango font map and the context layouts are made in, with the lock that serialises them.
///
/// A Pango font map and everything made from it (contexts, layouts, loaded fonts) may be used by
/// one thread at a time: that is why pangocairo gives each thread its own default font map
/// (Pango 1.32.6 and later). Layouts made by different sessions shape and draw at the same time;
/// a layout keeps the session it was made in, whatever thread later draws or frees it.
///
/// The first session reads `FontLibrary`'s configuration, whose fonts cairo opens from their
/// files. Every other one has a configuration of its own with the same fonts, each pattern
/// carrying a FreeType face the session opened (`PrivateFaces`), so that no two sessions meet in
/// cairo's FreeType backend; a process that draws text on one thread never pays for them.
final class FontSession: @unchecked Sendable {
    private let mutex = NSRecursiveLock()
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The session's own configuration and faces; nil for the first session.
    private let own: (config: OpaquePointer, faces: PrivateFaces)?
    /// Fixed options, no device transform, so that a layout measures the same whatever scale it
    /// is later drawn at, and every session shapes the same text to the same glyph positions.
    let context: OpaquePointer

    /// A session over the shared configuration `config`, or, with `faces`, over `config` as its
    /// own (destroyed with the session), its fonts given faces from `faces`; in `fontMap`, made
    /// with `makeFontMap()` and not yet used, when given.
    init(config: OpaquePointer, faces: PrivateFaces? = nil, fontMap: UnsafeMutablePointer<PangoFontMap>? = nil) {
        if let faces {
            faces.attach(to: config)
            own = (config, faces)
        } else {
            own = nil
        }
        self.fontMap = fontMap ?? Self.makeFontMap()
        easel_font_map_use_config(self.fontMap, config)
        context = pango_font_map_create_context(self.fontMap)

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

    /// A new font map of the kind every session draws with (cairo over FreeType).
    static func makeFontMap() -> UnsafeMutablePointer<PangoFontMap> {
        pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
    }

    deinit {
        for face in keptFaces { cairo_font_face_destroy(face) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
        if let own { FcConfigDestroy(own.config) }
    }

    /// The cairo font face of every font this session's layouts have used, referenced once each
    /// and kept for the session's life. Pango drops a font's face with its last scaled font, and
    /// cairo may finish a scaled font on whichever thread next pushes it out of its process-wide
    /// cache of unused ones; a face finished there is unlinked from its unscaled font's list of
    /// faces while this session's thread may be walking that list to make another font of the
    /// same file (cairo 1.16 takes no lock for it). Faces kept alive are never finished.
    private var keptFaces: Set<OpaquePointer> = []

    /// Keeps the font faces of `layout`'s runs (see `keptFaces`); the caller holds the lock.
    func keepFaces(of layout: OpaquePointer) {
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            keep(easel_font_face_of_run(pango_layout_iter_get_run_readonly(iterator)))
        } while pango_layout_iter_next_run(iterator) != 0
    }

    /// Keeps the font face of `font`, a font loaded only to read its metrics, whose scaled font
    /// goes into cairo's cache of unused ones as a layout's do (see `keptFaces`); the caller
    /// holds the lock.
    func keepFace(of font: UnsafeMutablePointer<PangoFont>) {
        keep(easel_font_face_of_font(font))
    }

    private func keep(_ face: OpaquePointer?) {
        guard let face, keptFaces.insert(face).inserted else { return }
        cairo_font_face_reference(face)
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

    /// Tells the font map that the configuration gained `file`'s fonts (adding them first to the
    /// session's own configuration, if it has one); the caller holds the lock.
    func configurationChanged(adding file: String) {
        if let own {
            FcConfigAppFontAddFile(own.config, file)
            own.faces.attach(to: own.config)
        }
        easel_font_map_config_changed(fontMap)
        pango_context_changed(context)
    }
}
