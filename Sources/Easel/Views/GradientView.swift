import Foundation

/// A view whose layer is a gradient, as a `UIView` whose `layerClass` is `CAGradientLayer`.
/// The gradient fills the bounds above the background colour, rounded by the layer's corners.
///
///     let ring = GradientView(gradient: Gradient(kind: .conic, colors: [.systemRed, .systemBlue, .systemRed],
///                                                startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 0.5, y: 0)))
open class GradientView: View {
    open override class var layerClass: AnyClass { GradientLayer.self }

    /// What is drawn: the view's layer, a `GradientLayer`.
    public var gradientLayer: GradientLayer {
        // The layer is made from `layerClass`, which a subclass can only narrow to a GradientLayer subclass.
        layer as? GradientLayer ?? GradientLayer()
    }

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
        set { gradientLayer.gradient = newValue }
    }
}
