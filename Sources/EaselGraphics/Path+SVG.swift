import Foundation

/// What is wrong with SVG path data, and where (the character offset from the start).
public struct PathDataError: Error, Equatable, CustomStringConvertible, Sendable {
    public let offset: Int
    public let message: String
    public var description: String { "at character \(offset): \(message)" }
}

extension Path {
    /// A path from SVG's path data (the `d` attribute): `M L H V C S Q T A Z` and their
    /// relative lower-case forms, in points, y down.
    ///
    ///     let check = try Path(svgPathData: "M 4 12 L 10 18 L 20 6")
    public init(svgPathData data: String) throws {
        self.init()
        let characters = Array(data.utf8)
        var index = 0
        func skipSeparators() {
            while index < characters.count, [0x20, 0x0A, 0x0D, 0x09, 0x2C].contains(characters[index]) { index += 1 }
        }
        func number() throws -> CGFloat {
            skipSeparators()
            let start = index
            if index < characters.count, characters[index] == 0x2B || characters[index] == 0x2D { index += 1 }
            var sawDot = false, sawExponent = false
            while index < characters.count {
                let c = characters[index]
                if c >= 0x30 && c <= 0x39 { index += 1 } else if c == 0x2E, !sawDot, !sawExponent { sawDot = true; index += 1 } else if c == 0x65 || c == 0x45, !sawExponent {
                    sawExponent = true
                    index += 1
                    if index < characters.count, characters[index] == 0x2B || characters[index] == 0x2D { index += 1 }
                } else { break }
            }
            guard index > start, let value = Double(String(decoding: characters[start ..< index], as: UTF8.self)), value.isFinite else {
                throw PathDataError(offset: start, message: "expected a number")
            }
            return CGFloat(value)
        }
        func flag() throws -> Bool {
            skipSeparators()
            guard index < characters.count, characters[index] == 0x30 || characters[index] == 0x31 else {
                throw PathDataError(offset: index, message: "expected a flag, 0 or 1")
            }
            index += 1
            return characters[index - 1] == 0x31
        }
        func startsNumber() -> Bool {
            skipSeparators()
            guard index < characters.count else { return false }
            let c = characters[index]
            return (c >= 0x30 && c <= 0x39) || c == 0x2E || c == 0x2D || c == 0x2B
        }
        var current = CGPoint.zero, start = CGPoint.zero
        var lastControl: CGPoint?, lastQuadControl: CGPoint?
        var command: UInt8?
        skipSeparators()
        while index < characters.count {
            if !startsNumber() {
                guard index < characters.count else { break }
                command = characters[index]
                index += 1
            } else if command == nil {
                throw PathDataError(offset: index, message: "path data must start with a command (M)")
            } else if let letter = command, letter | 0x20 == 0x7A {
                // Z takes no numbers, so repeating it for one would never move on.
                throw PathDataError(offset: index, message: "expected a command after Z, found a number")
            }
            guard let letter = command else { break }
            let relative = letter >= 0x61
            func point() throws -> CGPoint {
                let x = try number(), y = try number()
                return relative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y)
            }
            var control: CGPoint?, quadControl: CGPoint?
            switch letter | 0x20 {
            case 0x6D:  // m
                current = try point()
                start = current
                move(to: current)
                // Further pairs after a move are lines.
                command = relative ? 0x6C : 0x4C
            case 0x6C:  // l
                current = try point()
                addLine(to: current)
            case 0x68:  // h
                let x = try number()
                current.x = relative ? current.x + x : x
                addLine(to: current)
            case 0x76:  // v
                let y = try number()
                current.y = relative ? current.y + y : y
                addLine(to: current)
            case 0x63:  // c
                let c1 = try point(), c2 = try point(), end = try point()
                addCurve(to: end, control1: c1, control2: c2)
                (current, control) = (end, c2)
            case 0x73:  // s
                let c1 = lastControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let c2 = try point(), end = try point()
                addCurve(to: end, control1: c1, control2: c2)
                (current, control) = (end, c2)
            case 0x71:  // q
                let q = try point(), end = try point()
                if isEmpty { move(to: current) }
                addQuadCurve(to: end, control: q)
                (current, quadControl) = (end, q)
            case 0x74:  // t
                let q = lastQuadControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let end = try point()
                if isEmpty { move(to: current) }
                addQuadCurve(to: end, control: q)
                (current, quadControl) = (end, q)
            case 0x61:  // a
                let rx = abs(try number()), ry = abs(try number()), rotation = try number() * .pi / 180
                let large = try flag(), sweep = try flag()
                let end = try point()
                addSVGArc(from: current, to: end, rx: rx, ry: ry, rotation: rotation, large: large, sweep: sweep)
                current = end
            case 0x7A:  // z
                closeSubpath()
                current = start
            default:
                throw PathDataError(offset: index - 1, message: "unknown command \"\(String(decoding: [letter], as: UTF8.self))\"")
            }
            lastControl = control
            lastQuadControl = quadControl
            skipSeparators()
        }
    }

    /// SVG's elliptical arc from `p0` to `p1` (SVG 1.1, appendix F.6.5: endpoint to centre).
    private mutating func addSVGArc(from p0: CGPoint, to p1: CGPoint, rx: CGFloat, ry: CGFloat, rotation: CGFloat, large: Bool, sweep: Bool) {
        guard p0 != p1 else { return }
        guard rx > 0, ry > 0 else { return addLine(to: p1) }
        let cosφ = cos(rotation), sinφ = sin(rotation)
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosφ * dx + sinφ * dy, y1 = -sinφ * dx + cosφ * dy
        var rx = rx, ry = ry
        let scale = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
        if scale > 1 { rx *= scale.squareRoot(); ry *= scale.squareRoot() }
        let numerator = max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
        var factor = (numerator / (rx * rx * y1 * y1 + ry * ry * x1 * x1)).squareRoot()
        if large == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let centre = CGPoint(x: cosφ * cx1 - sinφ * cy1 + (p0.x + p1.x) / 2, y: sinφ * cx1 + cosφ * cy1 + (p0.y + p1.y) / 2)
        let start = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        let end = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
        // On the unit circle, then stretched, turned and moved onto the ellipse.
        var unit = Path()
        unit.move(to: CGPoint(x: cos(start), y: sin(start)))
        unit.addArc(center: .zero, radius: 1, startAngle: start, endAngle: end, turningClockwise: sweep)
        let placed = unit.applying(CGAffineTransform(a: rx * cosφ, b: rx * sinφ, c: -ry * sinφ, d: ry * cosφ, tx: centre.x, ty: centre.y))
        if isEmpty { move(to: p0) }
        for element in placed.elements.dropFirst() { elements.append(element) }
    }
}
