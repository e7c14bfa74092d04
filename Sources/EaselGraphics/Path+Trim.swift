import Foundation

extension Path {
    /// The length of every segment, moves excluded (a closed subpath counts its closing line).
    public var length: CGFloat {
        subpaths.reduce(0) { $0 + $1.segments.reduce(0) { $0 + $1.length } }
    }

    /// The part of the outline from `start` to `end`, fractions of `length` (as `CAShapeLayer`'s
    /// `strokeStart` and `strokeEnd`): both are clamped to 0...1, and nothing is left when `end`
    /// is not past `start`. Arcs stay arcs and curves are cut exactly, so the part strokes the same
    /// pixels as the whole wherever both draw.
    ///
    ///     let quarter = Path(ellipseIn: ring).trimmed(from: 0, to: 0.25)
    public func trimmed(from start: CGFloat, to end: CGFloat) -> Path {
        let start = start.isFinite ? min(1, max(0, start)) : 0, end = end.isFinite ? min(1, max(0, end)) : 1
        if start <= 0, end >= 1 { return self }
        guard end > start else { return Path() }
        let pieces = subpaths
        let total = pieces.reduce(0) { $0 + $1.segments.reduce(0) { $0 + $1.length } }
        guard total > 0 else { return Path() }
        let from = start * total, to = end * total
        var result: [Subpath] = []
        var walked: CGFloat = 0
        for subpath in pieces {
            var kept: Subpath?
            for segment in subpath.segments {
                let length = segment.length
                defer { walked += length }
                let lower = max(from, walked), upper = min(to, walked + length)
                guard length > 0, upper > lower else { continue }
                let part = segment.trimmed(from: (lower - walked) / length, to: (upper - walked) / length)
                if kept == nil { kept = Subpath(start: part.from) }
                kept?.segments.append(part)
            }
            // A part is never the whole outline, so it ends open, with caps, as Core Animation strokes it.
            if let kept { result.append(kept) }
        }
        return Path(subpaths: result)
    }

    /// The same outline run backwards, subpath by subpath (as `UIBezierPath.reversing()`).
    public func reversed() -> Path {
        Path(subpaths: subpaths.map { subpath in
            let segments = subpath.segments.reversed().flatMap(\.reversed)
            return Subpath(start: segments.first?.from ?? subpath.start, segments: segments, closed: subpath.closed)
        })
    }

    /// Every point moved by `transform`. Arcs stay arcs under moves, turns and even scales;
    /// otherwise they become the cubics that trace them.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        let t = transform
        func map(_ p: CGPoint) -> CGPoint { CGPoint(x: t.a * p.x + t.c * p.y + t.tx, y: t.b * p.x + t.d * p.y + t.ty) }
        let keepsCircles = t.a == t.d && t.b == -t.c && t.a * t.d - t.b * t.c > 0
        let scale = (t.a * t.a + t.b * t.b).squareRoot(), turn = atan2(t.b, t.a)
        return Path(subpaths: subpaths.map { subpath in
            var moved = Subpath(start: map(subpath.start), closed: subpath.closed)
            for segment in subpath.segments {
                let pieces: [Segment]
                if case .arc = segment.kind, !keepsCircles { pieces = segment.cubics } else { pieces = [segment] }
                for piece in pieces {
                    let kind: Segment.Kind
                    switch piece.kind {
                    case .line: kind = .line
                    case let .cubic(c1, c2): kind = .cubic(control1: map(c1), control2: map(c2))
                    case let .arc(center, radius, start, end):
                        kind = .arc(center: map(center), radius: radius * scale, startAngle: start + turn, endAngle: end + turn)
                    }
                    moved.segments.append(Segment(from: map(piece.from), kind: kind, to: map(piece.to)))
                }
            }
            return moved
        })
    }
}
