import Foundation

/// How a path's outline is stroked, as Core Graphics' line settings (and `CAShapeLayer`'s):
/// width, the ends of open subpaths, the corners between segments, and dashes.
///
///     let dotted = StrokeStyle(lineWidth: 2, lineCap: .round, dashes: [0, 6])
///     canvas.stroke(ring, with: .systemBlue, style: dotted)
public struct StrokeStyle: Hashable, Sendable {
    /// The width in points, centred on the outline.
    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    /// How long a miter join may grow, as a multiple of the line width, before it is bevelled
    /// (Core Graphics' default 10).
    public var miterLimit: CGFloat
    /// Alternating painted and skipped lengths in points; empty draws a solid line.
    public var dashes: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dashes: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashPhase = dashPhase
    }
}

/// The end of an open subpath, as `CGLineCap` (and `CAShapeLayerLineCap`).
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// Square, at the end point (the default).
    case butt
    /// A half circle of the line's width around the end point.
    case round
    /// Square, half the line's width past the end point.
    case square
}

/// The corner where two segments meet, as `CGLineJoin` (and `CAShapeLayerLineJoin`).
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// Sharp, up to the miter limit (the default).
    case miter
    case round
    /// Cut off square across the corner.
    case bevel
}
