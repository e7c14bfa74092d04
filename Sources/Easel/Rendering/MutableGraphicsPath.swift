import Foundation

/// A path that code adds to, as Core Graphics' `CGMutablePath`: a class, so `let path =
/// MutableGraphicsPath()` is added to where it is held, and a shape layer given it draws what
/// it holds when drawn. Each `transform` moves what is added; arcs' `clockwise` is Core
/// Graphics' own (see `Path.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`).
///
///     let check = MutableGraphicsPath()
///     check.move(to: CGPoint(x: 4, y: 12))
///     check.addLine(to: CGPoint(x: 9, y: 17))
///     check.addLine(to: CGPoint(x: 20, y: 6))
public final class MutableGraphicsPath: GraphicsPath, @unchecked Sendable {
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// A line from the first point through the rest, as a new subpath.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        path.move(to: first.applying(transform))
        for point in points.dropFirst() { path.addLine(to: point.applying(transform)) }
    }

    public func addQuadCurve(to point: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: point.applying(transform), control: control.applying(transform))
    }

    public func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }

    /// An arc of a circle, `clockwise` in Core Graphics' y-up sense (so it turns the other way
    /// on a UIKit screen).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: transform)
    }

    /// An arc of `delta` radians from `startAngle`, as `addRelativeArc`: positive turns towards
    /// positive y.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0, transform: transform)
    }

    /// A rounded corner between two tangent lines, as `addArc(tangent1End:tangent2End:radius:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard !transform.isIdentity else { return path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
        // Built where the points are, then moved: the corner's geometry is the same either way.
        var corner = Path()
        if let current = path.currentPoint { corner.move(to: current.applying(transform.inverted())) }
        corner.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        path.continueSubpath(with: corner.applying(transform))
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(rect).applying(transform))
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(ellipseIn: rect).applying(transform))
    }

    /// A rectangle with elliptical corners of `cornerWidth` by `cornerHeight`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        var rounded = Path()
        rounded.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        path.addPath(rounded.applying(transform))
    }

    /// Every element of `other`, moved by `transform`.
    public func addPath(_ other: GraphicsPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path.applying(transform))
    }

    public func closeSubpath() { path.closeSubpath() }
}
