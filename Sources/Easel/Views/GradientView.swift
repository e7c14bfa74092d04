import Foundation

/// A view whose layer is a gradient, as a `UIView` whose `layerClass` is `CAGradientLayer`.
/// The gradient fills the bounds above the background colour, rounded by the layer's corners.
///
///     let ring = GradientView(gradient: Gradient(kind: .conic, colors: [.systemRed, .systemBlue, .systemRed],
///                                                startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 0.5, y: 0)))
open class GradientView: View {
    /// What is drawn: CAGradientLayer's properties.
    public let gradientLayer = GradientLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A view drawing `gradient`.
    public convenience init(gradient: Gradient, frame: CGRect = .zero) {
        self.init(frame: frame)
        self.gradient = gradient
    }

    /// The gradient as a value; setting it sets every `gradientLayer` property.
    public var gradient: Gradient? {
        get { gradientLayer.gradient }
        set {
            gradientLayer.type = newValue?.kind ?? .axial
            gradientLayer.colors = newValue?.colors
            gradientLayer.locations = newValue?.locations
            gradientLayer.startPoint = newValue?.startPoint ?? CGPoint(x: 0.5, y: 0)
            gradientLayer.endPoint = newValue?.endPoint ?? CGPoint(x: 0.5, y: 1)
        }
    }

    open override func draw(in canvas: Canvas) {
        guard let gradient = gradientLayer.gradient else { return }
        canvas.fill(layer.outline(of: bounds), with: gradient, in: bounds)
    }
}
