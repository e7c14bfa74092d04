import Foundation

extension Path {
    /// A rounded rectangle whose corners bend as `curve` says: quarter circles (`.circular`) or
    /// the iOS squircle (`.continuous`).
    ///
    ///     let card = Path(roundedRect: bounds, radii: CornerRadii(all: 20), curve: .continuous)
    public init(roundedRect rect: CGRect, radii: CornerRadii, curve: CornerCurve) {
        self.init()
        switch curve {
        case .circular: addRoundedRect(rect, radii: radii)
        case .continuous: addContinuousRoundedRect(rect, radii: radii)
        }
    }

    /// How far along each edge a continuous corner of radius 1 reaches. Apple's continuous
    /// corner (the one `UIBezierPath(roundedRect:cornerRadius:)` has drawn since iOS 7 and
    /// `CALayerCornerCurve.continuous` since iOS 13) starts 1.528665 × the radius from the corner,
    /// as measured from its control points (PaintCode, "The Code Behind UIBezierPath's Rounded
    /// Corners"); the shape between is built as Figma's smoothed corner is ("Desperately seeking
    /// squircles", Figma blog, 2018): a Bézier that eases the curvature in, a shortened circular
    /// arc, and the mirror Bézier, with smoothing 0.528665 so the extent matches.
    static let continuousCornerExtent: CGFloat = 1.528665

    /// Appends a rounded rectangle with continuous corners, clockwise from the top edge.
    public mutating func addContinuousRoundedRect(_ rect: CGRect, radii: CornerRadii) {
        let r = radii.fitted(to: rect.size)
        guard !r.isZero, rect.width > 0, rect.height > 0 else { return addRect(rect) }
        // A corner's shoulders may use half the shorter side; smoothing gives way first, then the radius.
        let budget = min(rect.width, rect.height) / 2
        let corners = [
            ContinuousCorner(corner: CGPoint(x: rect.maxX, y: rect.minY), along: CGPoint(x: 1, y: 0), across: CGPoint(x: 0, y: 1), radius: r.topRight, budget: budget),
            ContinuousCorner(corner: CGPoint(x: rect.maxX, y: rect.maxY), along: CGPoint(x: 0, y: 1), across: CGPoint(x: -1, y: 0), radius: r.bottomRight, budget: budget),
            ContinuousCorner(corner: CGPoint(x: rect.minX, y: rect.maxY), along: CGPoint(x: -1, y: 0), across: CGPoint(x: 0, y: -1), radius: r.bottomLeft, budget: budget),
            ContinuousCorner(corner: CGPoint(x: rect.minX, y: rect.minY), along: CGPoint(x: 0, y: -1), across: CGPoint(x: 1, y: 0), radius: r.topLeft, budget: budget),
        ]
        move(to: corners[3].end)
        for corner in corners { corner.append(to: &self) }
        closeSubpath()
    }
}

/// One continuous corner, in a frame where `along` is the direction the outline travels into
/// the corner and `across` the direction it leaves in.
private struct ContinuousCorner {
    let corner: CGPoint, along: CGPoint, across: CGPoint
    let radius: CGFloat, smoothing: CGFloat, extent: CGFloat

    init(corner: CGPoint, along: CGPoint, across: CGPoint, radius: CGFloat, budget: CGFloat) {
        self.corner = corner
        self.along = along
        self.across = across
        let radius = min(radius, budget)
        var smoothing = Path.continuousCornerExtent - 1
        if radius > 0, (1 + smoothing) * radius > budget { smoothing = max(0, budget / radius - 1) }
        self.radius = radius
        self.smoothing = smoothing
        self.extent = (1 + smoothing) * radius
    }

    /// The point `back` before the corner on the incoming edge, moved `inward` towards the inside.
    private func point(_ back: CGFloat, _ inward: CGFloat) -> CGPoint {
        CGPoint(x: corner.x - along.x * back + across.x * inward, y: corner.y - along.y * back + across.y * inward)
    }

    /// Where the corner ends on the outgoing edge.
    var end: CGPoint { point(0, extent) }

    func append(to path: inout Path) {
        guard radius > 0 else { return path.addLine(to: corner) }
        let degree = CGFloat.pi / 180
        let arcMeasure = 90 * (1 - smoothing) * degree
        let arcChord = sin(arcMeasure / 2) * radius * 2.squareRoot()
        let alpha = (90 * degree - arcMeasure) / 2
        let beta = 45 * smoothing * degree
        let c = radius * tan(alpha / 2) * cos(beta)
        let d = c * tan(beta)
        let b = (extent - arcChord - c - d) / 3
        let a = 2 * b
        let p = extent
        path.addLine(to: point(p, 0))
        let arcStart = point(p - a - b - c, d)
        path.addCurve(to: arcStart, control1: point(p - a, 0), control2: point(p - a - b, 0))
        let centre = point(radius, radius)
        let arcEnd = point(d, p - a - b - c)
        let start = atan2(arcStart.y - centre.y, arcStart.x - centre.x)
        var finish = atan2(arcEnd.y - centre.y, arcEnd.x - centre.x)
        if finish < start { finish += 2 * .pi }
        path.addArc(center: centre, radius: radius, startAngle: start, endAngle: finish)
        path.addCurve(to: point(0, p), control1: point(0, p - a - b), control2: point(0, p - a))
    }
}
