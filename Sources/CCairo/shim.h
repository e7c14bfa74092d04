#ifndef EASEL_CCAIRO_SHIM_H
#define EASEL_CCAIRO_SHIM_H

// Cairo draws; Pango shapes and lays out text over Cairo; fontconfig and pangoft2 let Easel
// build a private font configuration that holds only the font files it names. cairo-ft reads
// the icon font that symbol images are drawn with, and the text fonts through FreeType faces
// each font session opens in a FreeType library of its own.
#include <cairo.h>
#include <cairo-ft.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
// FreeType faces opened by Easel and handed to cairo through fontconfig patterns (FC_FT_FACE).
#include <fontconfig/fcfreetype.h>

// GObject casts are macros, which Swift does not import.

/// Makes `map` find fonts only through `config`.
static inline void easel_font_map_use_config(PangoFontMap *map, FcConfig *config) {
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
}

/// Tells `map` that its fontconfig configuration gained fonts.
static inline void easel_font_map_config_changed(PangoFontMap *map) {
    pango_fc_font_map_config_changed(PANGO_FC_FONT_MAP(map));
}

/// The cairo font face a Pango font draws with (made now if it was not yet), or NULL.
static inline cairo_font_face_t *easel_font_face_of_font(PangoFont *font) {
    if (!font) return NULL;
    cairo_scaled_font_t *scaled = pango_cairo_font_get_scaled_font(PANGO_CAIRO_FONT(font));
    return scaled ? cairo_scaled_font_get_font_face(scaled) : NULL;
}

/// The cairo font face a laid-out run is drawn with (made now if it was not yet), or NULL.
static inline cairo_font_face_t *easel_font_face_of_run(PangoLayoutRun *run) {
    if (!run || !run->item) return NULL;
    return easel_font_face_of_font(run->item->analysis.font);
}

#endif
