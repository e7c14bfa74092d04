// error: cannot find 'cairo_image_surface_create' in scope
import Easel

// Cairo is EaselGraphics' own import: nothing that imports Easel can call it.
let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
