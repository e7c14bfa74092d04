import Foundation

/// A shape to fill or stroke on a `Canvas`, recorded as a list of drawing steps in points.
///
///     var path = Path()
///     path.move(to: CGPoint(x: 0, y: 10))
///     path.addLine(to: CGPoint(x: 20, y: 10))
///     canvas.stroke(path, with: .separator, lineWidth: 1)
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A circular arc, angles in radians, clockwise on screen (y grows downward).
        case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat)
        case close
    }

    public internal(set) var elements: [Element] = []

    public init() {}

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rectangle with circular corners, each radius first fitted so that corners never overlap.
    public init(roundedRect rect: CGRect, radii: CornerRadii) {
        addRoundedRect(rect, radii: radii)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(rect, radii: CornerRadii(all: cornerRadius))
    }

    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: CGPoint) { elements.append(.move(point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle))
    }
    public mutating func closeSubpath() { elements.append(.close) }

    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    public mutating func addRoundedRect(_ rect: CGRect, radii: CornerRadii) {
        let r = radii.fitted(to: rect.size)
        guard !r.isZero else { return addRect(rect) }
        let half = CGFloat.pi / 2
        move(to: CGPoint(x: rect.minX + r.topLeft, y: rect.minY))
        addArc(center: CGPoint(x: rect.maxX - r.topRight, y: rect.minY + r.topRight),
               radius: r.topRight, startAngle: -half, endAngle: 0)
        addArc(center: CGPoint(x: rect.maxX - r.bottomRight, y: rect.maxY - r.bottomRight),
               radius: r.bottomRight, startAngle: 0, endAngle: half)
        addArc(center: CGPoint(x: rect.minX + r.bottomLeft, y: rect.maxY - r.bottomLeft),
               radius: r.bottomLeft, startAngle: half, endAngle: 2 * half)
        addArc(center: CGPoint(x: rect.minX + r.topLeft, y: rect.minY + r.topLeft),
               radius: r.topLeft, startAngle: 2 * half, endAngle: 3 * half)
        closeSubpath()
    }

    public mutating func addEllipse(in rect: CGRect) {
        // Four cubic Béziers, the standard approximation of a quarter circle.
        let k: CGFloat = 0.5522847498
        let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// Appends every step of `other`.
    public mutating func addPath(_ other: Path) { elements += other.elements }

    /// Appends `other` as the continuation of the current subpath: its opening move is left
    /// out when this path already has a current point (how an arc built elsewhere and moved
    /// joins the line before it).
    public mutating func continueSubpath(with other: Path) {
        for (index, element) in other.elements.enumerated() {
            if index == 0, !isEmpty, case .move = element { continue }
            elements.append(element)
        }
    }
}
