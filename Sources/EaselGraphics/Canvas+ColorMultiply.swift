import CCairo
import Foundation

extension Canvas {
    /// Draws `body` as one group whose every pixel is multiplied, component by component, by
    /// `color` (red by its red … alpha by its alpha), as Core Animation tints a replicator
    /// layer's instances: white leaves the drawing as it is, clear hides it.
    public func withColorMultiplied(by color: Color, _ body: () -> Void) {
        let red = Self.unit(color.red), green = Self.unit(color.green), blue = Self.unit(color.blue)
        guard red < 1 || green < 1 || blue < 1 else { return withOpacity(Self.unit(color.alpha), body) }
        cairo_push_group_with_content(context, CAIRO_CONTENT_COLOR_ALPHA)
        body()
        guard let group = cairo_pop_group(context) else { return }
        defer { cairo_pattern_destroy(group) }
        var surface: OpaquePointer?
        if cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
           cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 {
            cairo_surface_flush(surface)
            if let data = cairo_image_surface_get_data(surface) {
                let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
                let stride = Int(cairo_image_surface_get_stride(surface))
                // Premultiplied channels scale by the same factors as straight ones.
                let factors = (UInt32((red * 65_536).rounded()), UInt32((green * 65_536).rounded()), UInt32((blue * 65_536).rounded()))
                for y in 0 ..< height {
                    let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0 ..< width {
                        let pixel = row[x]
                        guard pixel != 0 else { continue }
                        let r = (((pixel >> 16) & 0xFF) * factors.0 + 0x8000) >> 16
                        let g = (((pixel >> 8) & 0xFF) * factors.1 + 0x8000) >> 16
                        let b = ((pixel & 0xFF) * factors.2 + 0x8000) >> 16
                        row[x] = (pixel & 0xFF00_0000) | r << 16 | g << 8 | b
                    }
                }
            }
            cairo_surface_mark_dirty(surface)
        }
        cairo_set_source(context, group)
        cairo_paint_with_alpha(context, Self.unit(color.alpha))
    }

    /// A colour component held to 0…1 (NaN counts as 0).
    private static func unit(_ value: Double) -> Double { value >= 0 ? min(1, value) : 0 }
}
