import Easel
import Foundation

public typealias UIColor = Color

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as with UIKit.
public typealias _ColorLiteralType = Color

extension Color: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

extension Color {
    /// The colour itself: Easel's layer properties take colours, so `UIColor.red.cgColor`
    /// goes where UIKit code puts it (`layer.borderColor`, `layer.shadowColor`).
    public var cgColor: Color { self }

    /// The colour with `alpha` in place of its own, as UIKit's `withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color { withAlpha(Double(alpha)) }

    /// A colour that follows the appearance, as UIKit's `UIColor { traits in ... }`: the
    /// provider is asked once for light and once for dark traits.
    public convenience init(dynamicProvider: @escaping (TraitCollection) -> Color) {
        var light = TraitCollection(), dark = TraitCollection()
        light.userInterfaceStyle = .light
        dark.userInterfaceStyle = .dark
        self.init(light: dynamicProvider(light), dark: dynamicProvider(dark))
    }

    /// Display P3 components, taken as sRGB (Easel draws in sRGB).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// Hue, saturation and brightness from 0 to 1, as UIKit's initializer.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - Double(hue).rounded(.down)) * 6, s = Double(saturation), v = Double(brightness)
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let rgb: (Double, Double, Double)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: Double(alpha))
    }

    /// A colour set from an asset catalog, as UIKit's failable initializer (`Color(named:in:)`
    /// says where it looks); nil when there is none.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        self.init(named: name, in: bundle)
    }

    /// The colour as it looks with `traitCollection` (light or dark).
    public func resolvedColor(with traitCollection: TraitCollection) -> Color { resolved(with: traitCollection) }
}
