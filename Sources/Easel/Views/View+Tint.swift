import Foundation

/// Whether a view's tint shows in colour or dimmed, as `UIView.TintAdjustmentMode`.
public enum TintAdjustmentMode: String, Hashable, Sendable, CaseIterable {
    /// The superview's mode (`.normal` at the root).
    case automatic
    case normal
    /// The tint desaturated, as UIKit shows controls behind a presented alert or sheet.
    case dimmed
}

extension View {
    /// The colour that controls, template images and symbols inside the view are drawn in: the
    /// one set on the view, else its superview's, else system blue, as UIView's `tintColor`;
    /// desaturated when the effective `tintAdjustmentMode` is `.dimmed`. Setting nil goes back
    /// to inheriting.
    ///
    ///     screen.tintColor = .systemPink   // every button and symbol inside turns pink
    public var tintColor: Color! {
        get {
            var view: View? = self
            while let current = view {
                if let colour = current.ownTintColor {
                    return tintAdjustmentMode == .dimmed ? colour.dimmedForTint : colour
                }
                view = current.superview
            }
            return tintAdjustmentMode == .dimmed ? Color.systemBlue.dimmedForTint : .systemBlue
        }
        set {
            ownTintColor = newValue
            tintDidChangeInSubtree()
        }
    }

    /// `.normal` or `.dimmed`, inherited as `tintColor` is; never `.automatic` when read.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            var view: View? = self
            while let current = view {
                if current.ownTintAdjustmentMode != .automatic { return current.ownTintAdjustmentMode }
                view = current.superview
            }
            return .normal
        }
        set {
            ownTintAdjustmentMode = newValue
            tintDidChangeInSubtree()
        }
    }

    /// Tells this view and every descendant that inherits from it that the tint changed.
    func tintDidChangeInSubtree() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil || subview.ownTintAdjustmentMode == .automatic {
            subview.tintDidChangeInSubtree()
        }
    }
}

extension Color {
    /// The grey of the same lightness (Rec. 601 luma), the way UIKit desaturates a dimmed tint.
    var dimmedForTint: Color {
        let luma = 0.299 * red + 0.587 * green + 0.114 * blue
        return Color(white: luma, alpha: alpha)
    }
}
