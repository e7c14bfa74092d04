import Foundation

/// A colour ramp as `CAGradientLayer` describes one: colours, optional stop locations, and a
/// start and end point in unit space (0,0 is the top left of the filled rect, 1,1 the bottom right).
///
///     let sunset = Gradient(colors: [.systemOrange, .systemPink], startPoint: CGPoint(x: 0, y: 0),
///                           endPoint: CGPoint(x: 1, y: 1))
public struct Gradient: Hashable, Sendable {
    /// How colours spread from `startPoint` towards `endPoint`, as `CAGradientLayerType`.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Along the line from the start point to the end point; constant across it. Beyond the
        /// ends the first and last colours continue.
        case axial
        /// From the start point (the first colour) out to an ellipse whose radii are the distances
        /// from the start point to the end point along x and along y.
        case radial
        /// Around the start point: the first colour along the direction towards the end point,
        /// turning clockwise on screen through the colours, back to the start after a full turn.
        case conic
    }

    public var kind: Kind
    /// The colours, first to last; dynamic colours resolve for the canvas's appearance.
    public var colors: [Color]
    /// Where each colour sits between 0 and 1; nil (CAGradientLayer's default) spaces them evenly.
    /// Ignored unless it has one location per colour.
    public var locations: [CGFloat]?
    /// In unit space; CAGradientLayer's default is (0.5, 0).
    public var startPoint: CGPoint
    /// In unit space; CAGradientLayer's default is (0.5, 1).
    public var endPoint: CGPoint

    public init(kind: Kind = .axial, colors: [Color], locations: [CGFloat]? = nil,
                startPoint: CGPoint = CGPoint(x: 0.5, y: 0), endPoint: CGPoint = CGPoint(x: 0.5, y: 1)) {
        self.kind = kind
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// The colour stops actually drawn: one per colour, locations clamped to 0...1 and made
    /// non-decreasing (as Core Animation treats an out-of-order list).
    public var stops: [(location: CGFloat, color: Color)] {
        guard !colors.isEmpty else { return [] }
        if colors.count == 1 { return [(0, colors[0]), (1, colors[0])] }
        let given = locations.flatMap { $0.count == colors.count && $0.allSatisfy(\.isFinite) ? $0 : nil }
        var result: [(location: CGFloat, color: Color)] = []
        var previous: CGFloat = 0
        for (index, color) in colors.enumerated() {
            let location = given?[index] ?? CGFloat(index) / CGFloat(colors.count - 1)
            previous = max(previous, min(1, max(0, location)))
            result.append((previous, color))
        }
        return result
    }

    /// The colour at `t` (0...1) along the stops, interpolated linearly between neighbours with
    /// premultiplied alpha, as the patterns draw it.
    func color(at t: CGFloat, stops: [(location: CGFloat, color: Color)]) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for index in 1 ..< stops.count where t <= stops[index].location {
            let a = stops[index - 1], b = stops[index]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return Color.mix(a.color, b.color, fraction: Double(f))
        }
        return last.color
    }
}

extension Color {
    /// `a` and `b` mixed, `fraction` of the way to `b`, with premultiplied alpha (so a fade to
    /// clear does not darken). Both must be resolved colours.
    static func mix(_ a: Color, _ b: Color, fraction f: Double) -> Color {
        let alpha = a.alpha + (b.alpha - a.alpha) * f
        guard alpha > 0 else { return .clear }
        func channel(_ x: Double, _ y: Double) -> Double {
            (x * a.alpha + (y * b.alpha - x * a.alpha) * f) / alpha
        }
        return Color(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue), alpha: alpha)
    }
}
