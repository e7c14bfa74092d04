import CCairo
import Foundation

extension Canvas {
    /// Fills `path` with `gradient`, its unit space mapped onto `rect` (a gradient layer's bounds).
    ///
    ///     canvas.fill(Path(roundedRect: header, cornerRadius: 16), with: sunset, in: header)
    public func fill(_ path: Path, with gradient: Gradient, in rect: CGRect) {
        guard !path.isEmpty, rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
              gradient.startPoint.x.isFinite, gradient.startPoint.y.isFinite,
              gradient.endPoint.x.isFinite, gradient.endPoint.y.isFinite else { return }
        let stops = gradient.stops.map { (location: $0.location, color: $0.color.resolved(for: userInterfaceStyle)) }
        guard !stops.isEmpty else { return }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
        }
        let start = point(gradient.startPoint), end = point(gradient.endPoint)
        let pattern: OpaquePointer
        switch gradient.kind {
        case .axial:
            // Start and end at one point: Core Animation draws nothing sensible; fill the last colour.
            guard start != end else { return fill(path, with: stops[stops.count - 1].color) }
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            addStops(of: gradient, stops, to: pattern)
        case .radial:
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            // An ellipse with no width or no height (CAGradientLayer's default points put the end
            // straight below the start) has every point but a line outside it, where the last
            // colour continues: the fill is that colour. A sliver thinner than a 256th of a pixel
            // would change no pixel either, and its pattern matrix is too large for Cairo to invert.
            let thinnest = 1 / (256 * max(scale, 1))
            guard rx >= thinnest, ry >= thinnest else { return fill(path, with: stops[stops.count - 1].color) }
            // A circle of radius 1 about the origin, stretched into the ellipse by the pattern matrix.
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            addStops(of: gradient, stops, to: pattern)
            var matrix = cairo_matrix_t()
            cairo_matrix_init(&matrix, rx, 0, 0, ry, start.x, start.y)
            cairo_matrix_invert(&matrix)
            cairo_pattern_set_matrix(pattern, &matrix)
        case .conic:
            pattern = conicPattern(gradient, stops, centre: start, towards: end, covering: rect.union(path.boundingBox))
        }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        withCairoContext { cairo in
            cairo_set_source(cairo, pattern)
            trace(path)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cairo)
        }
    }

    /// Cairo's stops, with extra ones where neighbours differ in alpha so the ramp mixes with
    /// premultiplied alpha as Core Animation does (a fade to clear does not pass through grey).
    private func addStops(of gradient: Gradient, _ stops: [(location: CGFloat, color: Color)], to pattern: OpaquePointer) {
        func add(_ location: CGFloat, _ c: Color) {
            cairo_pattern_add_color_stop_rgba(pattern, location, c.red, c.green, c.blue, c.alpha)
        }
        add(stops[0].location, stops[0].color)
        for index in 1 ..< stops.count {
            let a = stops[index - 1], b = stops[index]
            if a.color.alpha != b.color.alpha, b.location > a.location {
                for step in 1 ..< 16 {
                    let f = CGFloat(step) / 16
                    add(a.location + (b.location - a.location) * f, Color.mix(a.color, b.color, fraction: Double(f)))
                }
            }
            add(b.location, b.color)
        }
    }

    /// A conic ramp as a mesh of thin sectors about `centre`, each a Coons patch whose colour
    /// turns with the angle; sectors of at most 5° keep the ramp smooth to the eye.
    private func conicPattern(_ gradient: Gradient, _ stops: [(location: CGFloat, color: Color)], centre: CGPoint,
                              towards end: CGPoint, covering area: CGRect) -> OpaquePointer {
        let pattern = cairo_pattern_create_mesh()!
        let corners = [CGPoint(x: area.minX, y: area.minY), CGPoint(x: area.maxX, y: area.minY),
                       CGPoint(x: area.minX, y: area.maxY), CGPoint(x: area.maxX, y: area.maxY)]
        let radius = corners.map { hypot($0.x - centre.x, $0.y - centre.y) }.max()! + 2
        // y grows downward, so a growing angle turns clockwise on screen.
        let zero = end == centre ? -CGFloat.pi / 2 : atan2(end.y - centre.y, end.x - centre.x)
        // Sector edges: every stop, and enough in between that no sector is wider than 5°.
        var edges: [CGFloat] = [0]
        for location in stops.map(\.location) + [1] where location > edges[edges.count - 1] {
            let from = edges[edges.count - 1]
            let count = max(1, Int(((location - from) * 72).rounded(.up)))
            for step in 1 ... count { edges.append(from + (location - from) * CGFloat(step) / CGFloat(count)) }
        }
        func onCircle(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        }
        for index in 1 ..< edges.count {
            let t0 = edges[index - 1], t1 = edges[index]
            let a0 = zero + t0 * 2 * .pi, a1 = zero + t1 * 2 * .pi
            let c0 = gradient.color(at: t0, stops: stops), c1 = gradient.color(at: t1, stops: stops)
            // The arc from a0 to a1 as one cubic: control points along the tangents.
            let k = 4.0 / 3.0 * tan((a1 - a0) / 4) * radius
            let p0 = onCircle(a0), p1 = onCircle(a1)
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, centre.x, centre.y)
            cairo_mesh_pattern_line_to(pattern, p0.x, p0.y)
            cairo_mesh_pattern_curve_to(pattern, p0.x - k * sin(a0), p0.y + k * cos(a0),
                                        p1.x + k * sin(a1), p1.y - k * cos(a1), p1.x, p1.y)
            cairo_mesh_pattern_line_to(pattern, centre.x, centre.y)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.red, c.green, c.blue, c.alpha)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }
}

extension Canvas {
    /// Paints the whole clip with `gradient`'s colours along the line from `start` to `end`, in
    /// the current coordinates, as `CGContext.drawLinearGradient`: beyond each end the end colour
    /// continues only when asked to (else nothing is painted there). The gradient's own points
    /// and kind are not used.
    public func paintLinearGradient(_ gradient: Gradient, from start: CGPoint, to end: CGPoint, extendingStart: Bool, extendingEnd: Bool) {
        let stops = gradient.stops.map { (location: $0.location, color: $0.color.resolved(for: userInterfaceStyle)) }
        guard !stops.isEmpty, start != end, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
        defer { cairo_pattern_destroy(pattern) }
        addStops(of: gradient, stops, to: pattern)
        cairo_pattern_set_extend(pattern, extendingStart || extendingEnd ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        withCairoContext { cairo in
            if extendingStart != extendingEnd {
                // Padding runs both ways; the side not extended is cut off at its end's line.
                let dx = end.x - start.x, dy = end.y - start.y
                let far: CGFloat = 1e5, length = hypot(dx, dy)
                let ux = dx / length, uy = dy / length
                let base = extendingEnd ? start : end
                let direction: CGFloat = extendingEnd ? 1 : -1
                let a = CGPoint(x: base.x - uy * far, y: base.y + ux * far), b = CGPoint(x: base.x + uy * far, y: base.y - ux * far)
                cairo_move_to(cairo, a.x, a.y)
                cairo_line_to(cairo, b.x, b.y)
                cairo_line_to(cairo, b.x + ux * far * direction, b.y + uy * far * direction)
                cairo_line_to(cairo, a.x + ux * far * direction, a.y + uy * far * direction)
                cairo_close_path(cairo)
                cairo_clip(cairo)
            }
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
        }
    }

    /// Paints the whole clip with `gradient`'s colours from the circle at `startCenter` to the
    /// one at `endCenter`, as `CGContext.drawRadialGradient`. Beyond the end circle the last
    /// colour continues when `extendingEnd`; Cairo pads both ends or neither, so inside a start
    /// circle of some radius the first colour shows whenever the end is extended.
    public func paintRadialGradient(_ gradient: Gradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                                    extendingEnd: Bool) {
        let stops = gradient.stops.map { (location: $0.location, color: $0.color.resolved(for: userInterfaceStyle)) }
        guard !stops.isEmpty, startRadius >= 0, endRadius >= 0, startRadius.isFinite, endRadius.isFinite,
              startCenter.x.isFinite, startCenter.y.isFinite, endCenter.x.isFinite, endCenter.y.isFinite else { return }
        let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)!
        defer { cairo_pattern_destroy(pattern) }
        addStops(of: gradient, stops, to: pattern)
        cairo_pattern_set_extend(pattern, extendingEnd ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        withCairoContext { cairo in
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
        }
    }
}
