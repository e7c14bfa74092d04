import Foundation

/// What Core Animation draws for a view, as `CALayer`: background, corners, border, clip,
/// opacity and shadow. Every view has one (`view.layer`); the view's own `backgroundColor`,
/// `cornerRadius`, `borderWidth`, `clipsToBounds`, `alpha` … read and write these same values.
///
///     card.layer.cornerRadius = 16
///     card.layer.cornerCurve = .continuous
///     card.layer.shadowOpacity = 0.15
///     card.layer.shadowOffset = CGSize(width: 0, height: 4)
///     card.layer.shadowRadius = 12
public final class Layer {
    /// Filled inside the rounded bounds, below the content (nil draws nothing).
    public var backgroundColor: Color?
    /// Rounds the background, the border, the clip and the default shadow shape.
    public var cornerRadius: CGFloat = 0
    /// The corners `cornerRadius` applies to.
    public var maskedCorners: Corners = .all
    /// Circular arcs (`.circular`, CALayer's default) or the iOS squircle (`.continuous`).
    public var cornerCurve: CornerCurve = .circular
    /// A border drawn inside the bounds, above the sublayers.
    public var borderWidth: CGFloat = 0
    /// The border's colour (CALayer's default, opaque black). Implicitly unwrapped as UIKit's
    /// `CGColor?`: setting nil sets the default.
    public var borderColor: Color! {
        get { storedBorderColor }
        set { storedBorderColor = newValue ?? .black }
    }
    private var storedBorderColor: Color = .black
    /// Whether Core Animation caches the layer as a bitmap. At a `rasterizationScale` of the
    /// screen's scale (what apps set) the cache looks as the layer does, so Easel draws the
    /// layer itself either way.
    public var shouldRasterize = false
    public var rasterizationScale: CGFloat = 1
    /// Clips the content and the sublayers to the rounded bounds. As Core Animation, a layer
    /// that masks to its bounds casts no shadow (put the shadow on a container instead).
    public var masksToBounds = false
    /// 0 is invisible, 1 opaque; the layer and its sublayers are composited as one group.
    public var opacity: CGFloat = 1

    /// The shadow's colour before `shadowOpacity` (CALayer's default, opaque black). Implicitly
    /// unwrapped as UIKit's `CGColor?`: setting nil sets the default.
    public var shadowColor: Color! {
        get { storedShadowColor }
        set { storedShadowColor = newValue ?? .black }
    }
    private var storedShadowColor: Color = .black
    /// 0 (CALayer's default) draws no shadow.
    public var shadowOpacity: CGFloat = 0
    /// Where the shadow falls, in points. CALayer's default, (0, -3), casts it upward, as on iOS.
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur, in points (CALayer's default 3): see `Shadow.sigma(forRadius:)`.
    public var shadowRadius: CGFloat = 3
    /// The shape that casts the shadow, in the layer's coordinates; nil casts the shape of what
    /// the layer draws (its composited alpha).
    public var shadowPath: Path?

    /// The 2-D transform around the layer's centre (`View.transform`).
    public var affineTransform: CGAffineTransform = .identity

    public init() {}

    /// The radius of each corner, after `maskedCorners`.
    public var cornerRadii: CornerRadii {
        CornerRadii(radius: cornerRadius, corners: maskedCorners)
    }

    /// Whether a shadow will be drawn.
    public var castsShadow: Bool {
        shadowOpacity > 0 && shadowColor.alpha > 0 && !masksToBounds && shadowRadius.isFinite && shadowRadius >= 0
            && shadowOffset.width.isFinite && shadowOffset.height.isFinite
    }

    /// The outline of `rect` with this layer's corners and corner curve.
    public func outline(of rect: CGRect) -> Path {
        Path(roundedRect: rect, radii: cornerRadii, curve: cornerCurve)
    }
}
