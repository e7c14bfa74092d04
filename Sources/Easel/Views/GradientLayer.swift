import Foundation

/// A layer that fills its bounds with a gradient, as `CAGradientLayer`: `type`, `colors`,
/// `locations`, and `startPoint` and `endPoint` in unit space. The gradient is drawn over the
/// background colour, inside the rounded bounds.
///
///     let header = GradientLayer()
///     header.colors = [Color.systemIndigo, Color.systemTeal]
///     header.startPoint = CGPoint(x: 0, y: 0)
///     header.endPoint = CGPoint(x: 1, y: 1)
///     header.frame = banner.bounds
///     banner.layer.insertSublayer(header, at: 0)
open class GradientLayer: Layer {
    /// `.axial` (CAGradientLayer's default), `.radial` or `.conic`.
    public var type: Gradient.Kind = .axial
    /// The colours (`Color`s, UIKit's `cgColor`s); nil or empty draws nothing, as
    /// CAGradientLayer. Anything that is not a colour is reported and left out.
    public var colors: [Any]?
    /// One per colour, from 0 to 1; nil spaces the colours evenly.
    public var locations: [NSNumber]?
    /// CAGradientLayer's default, the top centre.
    public var startPoint = CGPoint(x: 0.5, y: 0)
    /// CAGradientLayer's default, the bottom centre.
    public var endPoint = CGPoint(x: 0.5, y: 1)

    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The gradient as a value, or nil when there are no colours. Setting it sets every
    /// gradient property.
    public var gradient: Gradient? {
        get {
            guard let colors, !colors.isEmpty else { return nil }
            let resolved = colors.compactMap { $0 as? Color }
            guard !resolved.isEmpty else { return nil }
            return Gradient(kind: type, colors: resolved, locations: locations?.map { CGFloat($0.doubleValue) },
                            startPoint: startPoint, endPoint: endPoint)
        }
        set {
            type = newValue?.kind ?? .axial
            colors = newValue?.colors
            locations = newValue?.locations?.map { NSNumber(value: Double($0)) }
            startPoint = newValue?.startPoint ?? CGPoint(x: 0.5, y: 0)
            endPoint = newValue?.endPoint ?? CGPoint(x: 0.5, y: 1)
        }
    }

    override func drawContent(in canvas: Canvas) {
        super.drawContent(in: canvas)
        if let colors, colors.contains(where: { !($0 is Color) }) {
            Layer.report(UnsupportedDrawing(layer: self, problem: "colors holds something that is not a colour; it is left out"))
        }
        guard let gradient else { return }
        let area = bounds
        canvas.fill(outline(of: area), with: gradient, in: area)
    }

    override func setOwnAnimatedValue(_ value: Any, forKeyPath keyPath: String) -> Bool {
        switch (keyPath, value) {
        case ("colors", let list as [Any]): colors = list
        case ("locations", let list as [NSNumber]): locations = list
        case ("startPoint", let p as CGPoint): startPoint = p
        case ("endPoint", let p as CGPoint): endPoint = p
        default: return false
        }
        return true
    }
}
