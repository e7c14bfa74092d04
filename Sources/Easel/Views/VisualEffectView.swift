import Foundation

/// An effect a `VisualEffectView` applies, as `UIVisualEffect`.
open class VisualEffect: NSObject {}

/// A blur of what lies behind, as `UIBlurEffect`, in one of UIKit's materials.
open class BlurEffect: VisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The material's tint over the blur: white in the light appearance and near-black in the
    /// dark one, more opaque the thicker the material (an estimate; Easel does not blur).
    var tint: Color {
        let light = Color(red: 1, green: 1, blue: 1, alpha: 1)
        let dark = Color(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)
        switch style {
        case .extraLight: return light.withAlpha(0.9)
        case .light: return light.withAlpha(0.75)
        case .dark: return dark.withAlpha(0.75)
        case .regular: return Color(light: light.withAlpha(0.75), dark: dark.withAlpha(0.75))
        case .prominent: return Color(light: light.withAlpha(0.85), dark: dark.withAlpha(0.85))
        case .systemUltraThinMaterial: return Color(light: light.withAlpha(0.35), dark: dark.withAlpha(0.35))
        case .systemThinMaterial: return Color(light: light.withAlpha(0.55), dark: dark.withAlpha(0.55))
        case .systemMaterial: return Color(light: light.withAlpha(0.72), dark: dark.withAlpha(0.72))
        case .systemThickMaterial: return Color(light: light.withAlpha(0.85), dark: dark.withAlpha(0.85))
        case .systemChromeMaterial: return Color(light: light.withAlpha(0.75), dark: dark.withAlpha(0.75))
        case .systemUltraThinMaterialLight: return light.withAlpha(0.35)
        case .systemThinMaterialLight: return light.withAlpha(0.55)
        case .systemMaterialLight: return light.withAlpha(0.72)
        case .systemThickMaterialLight: return light.withAlpha(0.85)
        case .systemChromeMaterialLight: return light.withAlpha(0.75)
        case .systemUltraThinMaterialDark: return dark.withAlpha(0.35)
        case .systemThinMaterialDark: return dark.withAlpha(0.55)
        case .systemMaterialDark: return dark.withAlpha(0.72)
        case .systemThickMaterialDark: return dark.withAlpha(0.85)
        case .systemChromeMaterialDark: return dark.withAlpha(0.75)
        }
    }
}

/// Content made vivid over a blur, as `UIVibrancyEffect`; Easel draws the content as it is.
open class VibrancyEffect: VisualEffect {
    public enum Style: Int, Sendable {
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
    }

    public let blurEffect: BlurEffect
    public let style: Style

    public init(blurEffect: BlurEffect, style: Style = .label) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// A view that blurs what lies behind it, as `UIVisualEffectView`; add subviews to its
/// `contentView`. Easel does not blur: a blur effect is drawn as its material's tint over
/// what is behind, and reported (`Layer.unsupportedDrawingHandler`), since the picture differs
/// from iOS's wherever what is behind is not a flat colour.
open class VisualEffectView: View {
    public let contentView = View()
    open var effect: VisualEffect? { didSet { setNeedsDisplay() } }

    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): a view with no effect.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    open override func draw(in canvas: Canvas) {
        let blur = (effect as? BlurEffect) ?? (effect as? VibrancyEffect)?.blurEffect
        guard let blur, !(effect is VibrancyEffect) else { return }
        Layer.report(UnsupportedDrawing(source: String(describing: type(of: self)), problem: "what lies behind is not blurred; the \(blur.style) material's tint is drawn flat"))
        canvas.fill(bounds, with: blur.tint)
    }
}
