import Foundation

/// The gradient a `GradientView` draws, as `CAGradientLayer`: `type`, `colors`, `locations`,
/// `startPoint` and `endPoint` in unit space. The view's `layer` still holds its corners,
/// border and shadow; the gradient is drawn inside the rounded bounds.
///
///     let header = GradientView()
///     header.gradientLayer.colors = [.systemIndigo, .systemTeal]
///     header.gradientLayer.startPoint = CGPoint(x: 0, y: 0)
///     header.gradientLayer.endPoint = CGPoint(x: 1, y: 1)
public final class GradientLayer {
    /// `.axial` (CAGradientLayer's default), `.radial` or `.conic`.
    public var type: Gradient.Kind = .axial
    /// Nil or empty draws nothing, as CAGradientLayer.
    public var colors: [Color]?
    /// One per colour, from 0 to 1; nil spaces the colours evenly.
    public var locations: [CGFloat]?
    /// CAGradientLayer's default, the top centre.
    public var startPoint = CGPoint(x: 0.5, y: 0)
    /// CAGradientLayer's default, the bottom centre.
    public var endPoint = CGPoint(x: 0.5, y: 1)

    public init() {}

    /// The gradient as a value, or nil when there are no colours.
    public var gradient: Gradient? {
        guard let colors, !colors.isEmpty else { return nil }
        return Gradient(kind: type, colors: colors, locations: locations, startPoint: startPoint, endPoint: endPoint)
    }
}
