#ifndef EASEL_CCAIRO_SHIM_H
#define EASEL_CCAIRO_SHIM_H

// Cairo draws; Pango shapes and lays out text over Cairo; fontconfig and pangoft2 let Easel
// build a private font configuration that holds only the font files it names.
#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

#endif
