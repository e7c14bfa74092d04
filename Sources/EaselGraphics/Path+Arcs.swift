import Foundation

extension Path {
    /// An arc from `startAngle` to `endAngle` (radians from the x axis, y down), turning
    /// clockwise on screen or the other way, as `UIBezierPath`'s `clockwise` reads. Joined to
    /// the current point by a line; anticlockwise arcs are the cubics that trace them.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, turningClockwise: Bool) {
        guard startAngle.isFinite, endAngle.isFinite, radius.isFinite else { return }
        if turningClockwise {
            return addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle)
        }
        var end = endAngle
        while end > startAngle { end -= 2 * .pi }
        let point = { (angle: CGFloat) in CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        // Anticlockwise from the start down to the end is the clockwise arc from the end, run backwards.
        let forward = Segment(from: point(end), kind: .arc(center: center, radius: radius, startAngle: end, endAngle: startAngle), to: point(startAngle))
        if isEmpty { move(to: point(startAngle)) } else { addLine(to: point(startAngle)) }
        for piece in forward.reversed {
            if case let .cubic(c1, c2) = piece.kind { addCurve(to: piece.to, control1: c1, control2: c2) }
        }
    }

    /// An arc as Core Graphics' `CGMutablePath.addArc(center:…:clockwise:)` reads `clockwise`:
    /// in its own y-up sense, so that in UIKit's y-down spaces `clockwise: true` turns
    /// anticlockwise on screen (Apple's `CGContextAddArc`: "in a flipped coordinate system …
    /// specifying a clockwise arc results in a counterclockwise arc"). `transform` moves the arc.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        guard !transform.isIdentity else {
            return addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, turningClockwise: !clockwise)
        }
        var arc = Path()
        if let current = currentPoint { arc.move(to: current.applying(transform.inverted())) }
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, turningClockwise: !clockwise)
        continueSubpath(with: arc.applying(transform))
    }

    /// A quadratic curve, drawn as the cubic with the same shape.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        let start = currentPoint ?? control
        let control1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let control2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
        addCurve(to: point, control1: control1, control2: control2)
    }

    /// A rounded corner of `radius` where the line from the current point to `tangent1End`
    /// turns towards `tangent2End`, as Core Graphics' `addArc(tangent1End:tangent2End:radius:)`:
    /// a line to where the arc starts, then the arc.
    public mutating func addArc(tangent1End corner: CGPoint, tangent2End next: CGPoint, radius: CGFloat) {
        guard let start = currentPoint else { return move(to: corner) }
        let v1 = CGPoint(x: start.x - corner.x, y: start.y - corner.y), v2 = CGPoint(x: next.x - corner.x, y: next.y - corner.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-12 else { return addLine(to: corner) }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: corner.x + v1.x / l1 * distance, y: corner.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: corner.x + v2.x / l2 * distance, y: corner.y + v2.y / l2 * distance)
        // The centre is along the bisector, radius / sin(half the angle) from the corner.
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let reach = radius / sin(angle / 2)
        let centre = CGPoint(x: corner.x + bisector.x / bl * reach, y: corner.y + bisector.y / bl * reach)
        addLine(to: t1)
        let a1 = atan2(t1.y - centre.y, t1.x - centre.x), a2 = atan2(t2.y - centre.y, t2.x - centre.x)
        // On screen the turn from the first line to the second is clockwise when the cross product is negative.
        addArc(center: centre, radius: radius, startAngle: a1, endAngle: a2, turningClockwise: cross < 0)
    }

    /// A rectangle with elliptical corners, as `CGPath(roundedRect:cornerWidth:cornerHeight:)`.
    public mutating func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        let rx = min(max(0, cornerWidth), rect.width / 2), ry = min(max(0, cornerHeight), rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect) }
        if rx == ry { return addRoundedRect(rect, radii: CornerRadii(all: rx)) }
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + k * rx, y: rect.minY),
                 control2: CGPoint(x: rect.maxX, y: rect.minY + ry - k * ry))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + k * ry),
                 control2: CGPoint(x: rect.maxX - rx + k * rx, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - k * rx, y: rect.maxY),
                 control2: CGPoint(x: rect.minX, y: rect.maxY - ry + k * ry))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - k * ry),
                 control2: CGPoint(x: rect.minX + rx - k * rx, y: rect.minY))
        closeSubpath()
    }
}
