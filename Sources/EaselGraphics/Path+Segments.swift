import Foundation

extension Path {
    /// One drawn piece of a path, from the point before it to `to`.
    struct Segment: Hashable {
        enum Kind: Hashable {
            case line
            case cubic(control1: CGPoint, control2: CGPoint)
            /// Clockwise on screen from `startAngle` to `endAngle`, which is never less.
            case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat)
        }
        var from: CGPoint
        var kind: Kind
        var to: CGPoint
    }

    /// A run of segments from a move, closed or open.
    struct Subpath: Hashable {
        var start: CGPoint
        var segments: [Segment] = []
        var closed = false
    }

    /// The path as Cairo draws it: a line or curve with no current point starts a subpath, an arc
    /// after another point is joined to it by a line, a closed subpath returns to its start with
    /// a line, and arcs always turn clockwise.
    var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        func finish() {
            if let done = current { result.append(done) }
            current = nil
        }
        func add(_ kind: Segment.Kind, to point: CGPoint) {
            guard var subpath = current else { return }
            let from = subpath.segments.last?.to ?? subpath.start
            subpath.segments.append(Segment(from: from, kind: kind, to: point))
            current = subpath
        }
        var restart: CGPoint?
        for element in elements {
            switch element {
            case let .move(point):
                finish()
                current = Subpath(start: point)
            case let .line(point):
                if current == nil { current = Subpath(start: restart ?? point) }
                add(.line, to: point)
            case let .curve(to, control1, control2):
                if current == nil { current = Subpath(start: restart ?? control1) }
                add(.cubic(control1: control1, control2: control2), to: to)
            case let .arc(center, radius, startAngle, endAngle):
                var end = endAngle
                if end.isFinite, startAngle.isFinite { while end < startAngle { end += 2 * .pi } }
                let first = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
                let last = CGPoint(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
                if current == nil { current = Subpath(start: restart ?? first) }
                if let here = current.map({ $0.segments.last?.to ?? $0.start }), here != first { add(.line, to: first) }
                add(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: end), to: last)
            case .close:
                guard var subpath = current else { continue }
                let here = subpath.segments.last?.to ?? subpath.start
                if here != subpath.start { subpath.segments.append(Segment(from: here, kind: .line, to: subpath.start)) }
                subpath.closed = true
                restart = subpath.start
                current = subpath
                finish()
                continue
            }
            restart = nil
        }
        finish()
        return result
    }

    /// The path made of `subpaths`.
    init(subpaths: [Subpath]) {
        self.init()
        for subpath in subpaths {
            move(to: subpath.start)
            for segment in subpath.segments {
                switch segment.kind {
                case .line: addLine(to: segment.to)
                case let .cubic(c1, c2): addCurve(to: segment.to, control1: c1, control2: c2)
                case let .arc(center, radius, start, end): addArc(center: center, radius: radius, startAngle: start, endAngle: end)
                }
            }
            if subpath.closed { closeSubpath() }
        }
    }

    /// Where the next segment starts: the end of the last one, nil for an empty path.
    public var currentPoint: CGPoint? {
        guard let last = subpaths.last else { return nil }
        return last.closed ? last.start : last.segments.last?.to ?? last.start
    }
}

extension Path.Segment {
    /// The segment's length in points (a cubic's to within a thousandth of it).
    var length: CGFloat {
        switch kind {
        case .line: return hypot(to.x - from.x, to.y - from.y)
        case let .arc(_, radius, start, end): return abs(radius) * (end - start)
        case .cubic: return cubicLengths.last!
        }
    }

    /// A cubic's length from its start at each of `Self.cubicSteps` + 1 evenly spaced `t`.
    private var cubicLengths: [CGFloat] {
        var lengths: [CGFloat] = [0]
        var previous = from
        for step in 1 ... Self.cubicSteps {
            let point = self.point(at: CGFloat(step) / CGFloat(Self.cubicSteps))
            lengths.append(lengths[lengths.count - 1] + hypot(point.x - previous.x, point.y - previous.y))
            previous = point
        }
        return lengths
    }

    private static let cubicSteps = 64

    /// The point at parameter `t` (0 at `from`, 1 at `to`): along the line, the angle or the curve.
    func point(at t: CGFloat) -> CGPoint {
        switch kind {
        case .line:
            return CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
        case let .arc(center, radius, start, end):
            let angle = start + (end - start) * t
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        case let .cubic(c1, c2):
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * from.x + b * c1.x + c * c2.x + d * to.x, y: a * from.y + b * c1.y + c * c2.y + d * to.y)
        }
    }

    /// The part between `start` and `end`, fractions of the segment's length.
    func trimmed(from start: CGFloat, to end: CGFloat) -> Path.Segment {
        switch kind {
        case .line:
            return Path.Segment(from: point(at: start), kind: .line, to: point(at: end))
        case let .arc(center, radius, a0, a1):
            let s = a0 + (a1 - a0) * start, e = a0 + (a1 - a0) * end
            var part = Path.Segment(from: point(at: start), kind: .arc(center: center, radius: radius, startAngle: s, endAngle: e), to: point(at: end))
            part.to = part.point(at: 1)
            return part
        case .cubic:
            let lengths = cubicLengths
            func parameter(_ fraction: CGFloat) -> CGFloat {
                let target = fraction * lengths[lengths.count - 1]
                guard target > 0 else { return 0 }
                guard let index = lengths.firstIndex(where: { $0 >= target }) else { return 1 }
                let before = lengths[index - 1], span = lengths[index] - before
                let within = span > 0 ? (target - before) / span : 0
                return (CGFloat(index - 1) + within) / CGFloat(Self.cubicSteps)
            }
            let t0 = parameter(start), t1 = parameter(end)
            let head = split(at: t1).0
            return t1 > 0 ? head.split(at: t0 / t1).1 : head
        }
    }

    /// A cubic cut in two at `t` (de Casteljau).
    private func split(at t: CGFloat) -> (Path.Segment, Path.Segment) {
        guard case let .cubic(c1, c2) = kind else { return (self, self) }
        func lerp(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        let ab = lerp(from, c1), bc = lerp(c1, c2), cd = lerp(c2, to)
        let abc = lerp(ab, bc), bcd = lerp(bc, cd), middle = lerp(abc, bcd)
        return (Path.Segment(from: from, kind: .cubic(control1: ab, control2: abc), to: middle),
                Path.Segment(from: middle, kind: .cubic(control1: bcd, control2: cd), to: to))
    }

    /// The same curve as cubics: an arc in pieces of at most a quarter turn, each the standard
    /// four-thirds-tangent approximation (within 0.03% of the radius).
    var cubics: [Path.Segment] {
        guard case let .arc(center, radius, start, end) = kind, end > start else { return [self] }
        let pieces = max(1, Int(((end - start) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = (end - start) / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4) * radius
        var result: [Path.Segment] = []
        for index in 0 ..< pieces {
            let a0 = start + step * CGFloat(index), a1 = a0 + step
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let c1 = CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
            let c2 = CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))
            result.append(Path.Segment(from: index == 0 ? from : result[index - 1].to, kind: .cubic(control1: c1, control2: c2), to: p1))
        }
        return result
    }

    /// The segment run backwards.
    var reversed: [Path.Segment] {
        switch kind {
        case .line: return [Path.Segment(from: to, kind: .line, to: from)]
        case let .cubic(c1, c2): return [Path.Segment(from: to, kind: .cubic(control1: c2, control2: c1), to: from)]
        case .arc: return cubics.reversed().flatMap(\.reversed)
        }
    }
}
