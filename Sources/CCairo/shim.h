#ifndef EASEL_CCAIRO_SHIM_H
#define EASEL_CCAIRO_SHIM_H

// Cairo draws; Pango shapes and lays out text over Cairo; fontconfig and pangoft2 let Easel
// build a private font configuration that holds only the font files it names. cairo-ft reads
// the icon font that symbol images are drawn with.
#include <cairo.h>
#include <cairo-ft.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

// GObject casts are macros, which Swift does not import.

/// Makes `map` find fonts only through `config`.
static inline void easel_font_map_use_config(PangoFontMap *map, FcConfig *config) {
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
}

/// Tells `map` that its fontconfig configuration gained fonts.
static inline void easel_font_map_config_changed(PangoFontMap *map) {
    pango_fc_font_map_config_changed(PANGO_FC_FONT_MAP(map));
}

#endif
