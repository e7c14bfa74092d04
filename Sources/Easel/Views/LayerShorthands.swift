import Foundation

/// Easel's shorthands for a view's layer: `view.cornerRadius` for `view.layer.cornerRadius`, and
/// so on. UIView has none of these, and apps commonly declare their own under the same names (a
/// `cornerRadius` stored property in a subclass, an `@IBInspectable var cornerRadius` in an
/// extension of UIView). Members of a protocol extension give way to such declarations, where
/// members of the class itself would clash with them, so the shorthands live here.
public protocol LayerShorthands: AnyObject {}

extension View: LayerShorthands {}

extension LayerShorthands where Self: View {
    /// Rounds the background, the border and, with `clipsToBounds`, the clip (`layer.cornerRadius`).
    public var cornerRadius: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }
    /// The corners `cornerRadius` applies to (CALayer's `maskedCorners`).
    public var maskedCorners: Corners {
        get { layer.maskedCorners }
        set { layer.maskedCorners = newValue }
    }
    /// A border drawn inside the bounds, above the subviews, as CALayer draws it.
    public var borderWidth: CGFloat {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }
    /// The border's colour (`layer.borderColor`).
    public var borderColor: Color {
        get { layer.borderColor }
        set { layer.borderColor = newValue }
    }
    /// The radius of each corner, after `maskedCorners`.
    public var cornerRadii: CornerRadii { layer.cornerRadii }
}
