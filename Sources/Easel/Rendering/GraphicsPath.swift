import Foundation

/// An outline shared by reference and never changed, as Core Graphics' `CGPath`: what shape
/// layers, shadow paths, keyframe animations and `BezierPath.cgPath` hold. Its geometry is a
/// `Path` value; `MutableGraphicsPath` (`CGMutablePath`) is the kind that can be added to.
///
///     let ring = MutableGraphicsPath()
///     ring.addArc(center: CGPoint(x: 40, y: 40), radius: 30, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
///     shapeLayer.path = ring
public class GraphicsPath: Hashable, @unchecked Sendable {
    /// The outline as a value (what Easel draws).
    public internal(set) var path: Path

    /// An empty path.
    public convenience init() { self.init(Path()) }

    /// A path holding `path`.
    public init(_ path: Path) { self.path = path }

    /// A rectangle, as `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(rect).applying(transform?.pointee ?? .identity))
    }

    /// An ellipse filling `rect`, as `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }

    /// A rectangle with elliptical corners, as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        var rounded = Path()
        rounded.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        self.init(rounded.applying(transform?.pointee ?? .identity))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The box around every point and control point, `CGRect.null` for an empty path.
    public var boundingBox: CGRect { path.boundingBox }
    /// The box around the path, as `boundingBoxOfPath` (Easel counts control points too, so it
    /// is never smaller than the shape).
    public var boundingBoxOfPath: CGRect { path.boundingBox }
    /// Where the next segment would start; `.zero` for an empty path, as Core Graphics.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Whether `point` is inside the filled path by `rule`, as `CGPath.contains(_:using:transform:)`.
    public func contains(_ point: CGPoint, using rule: FillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point, rule: rule)
    }

    /// An unchanging copy, as `CGPath.copy()`.
    public func copy() -> GraphicsPath? { GraphicsPath(path) }
    /// An unchanging copy moved by `transform`, as `CGPath.copy(using:)`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> GraphicsPath? {
        GraphicsPath(path.applying(transform?.pointee ?? .identity))
    }
    /// A copy that can be added to, as `CGPath.mutableCopy()`.
    public func mutableCopy() -> MutableGraphicsPath? { MutableGraphicsPath(path) }
    /// A copy moved by `transform` that can be added to, as `CGPath.mutableCopy(using:)`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> MutableGraphicsPath? {
        MutableGraphicsPath(path.applying(transform?.pointee ?? .identity))
    }

    /// Two paths are equal when they have the same elements, as `CGPathEqualToPath`.
    public static func == (lhs: GraphicsPath, rhs: GraphicsPath) -> Bool { lhs.path == rhs.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}
