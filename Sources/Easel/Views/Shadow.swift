import Foundation

/// How Core Animation's shadow parameters become a blur, and where a shadow reaches.
public enum Shadow {
    /// The Gaussian's standard deviation for a `shadowRadius`, in points: the radius itself.
    /// Core Animation's shadowRadius is half the "blur" of design tools and of CSS
    /// (`layer.shadowRadius = blur / 2` is the standard Sketch/Figma-to-UIKit conversion, e.g.
    /// Stack Overflow 34984063 "How to control shadow spread and blur?"), and a CSS blur is
    /// twice the standard deviation (CSS Backgrounds and Borders 3, §7.2 "shadow blur"), so
    /// σ = shadowRadius.
    public static func sigma(forRadius radius: CGFloat) -> CGFloat {
        radius.isFinite ? max(0, radius) : 0
    }

    /// How far beyond the shape a shadow of `radius` reaches: 3σ, where less than half a step of
    /// 8-bit alpha is left.
    public static func reach(forRadius radius: CGFloat) -> CGFloat {
        sigma(forRadius: radius) * AlphaBlur.reach
    }

    /// Whether the layer's rounded outline is all there is to the shape that casts the shadow:
    /// an opaque background with everything inside it (Core Animation's composited alpha is then
    /// that outline), so the subtree need not be drawn into the mask.
    static func outlineIsWholeShape(of view: View) -> Bool {
        guard let background = view.layer.backgroundColor, background.alpha >= 1 else { return false }
        let area = CGRect(origin: view.bounds.origin, size: view.bounds.size)
        // Layers of their own (shapes, gradients) may reach outside it: their alpha is drawn.
        guard view.layer.mask == nil, !view.layer.children.contains(where: { $0.owningView == nil }) else { return false }
        return view.subviews.allSatisfy { $0.isHidden || area.contains($0.frame) && $0.layer.shadowAlpha == 0 }
    }

    /// The box around everything `view` draws, in its own coordinates from its top left: its
    /// bounds and, unless it clips, its visible subviews' drawn boxes.
    static func drawnBounds(of view: View) -> CGRect {
        let area = CGRect(origin: .zero, size: view.untransformedFrame.size)
        guard !view.clipsToBounds else { return area }
        let scroll = view.bounds.origin
        let withLayers = view.layer.children.reduce(area) { box, sublayer in
            guard sublayer.owningView == nil, !sublayer.isHidden else { return box }
            return box.union(sublayer.drawnBounds.applying(sublayer.transformToSuperlayer).offsetBy(dx: -scroll.x, dy: -scroll.y))
        }
        return view.subviews.reduce(withLayers) { box, subview in
            guard !subview.isHidden else { return box }
            let inner = drawnBounds(of: subview).applying(subview.transformToSuperview(ignoringBoundsOrigin: true))
            return box.union(inner.offsetBy(dx: -scroll.x, dy: -scroll.y))
        }
    }
}

extension View {
    /// Where the layer's shadow reaches, in the view's bounds coordinates (nil without a shadow):
    /// the shape (`shadowPath`, or what the view draws), moved by `shadowOffset`, grown by the
    /// blur's reach on every side.
    ///
    ///     card.shadowExtent   // (-24, -20, 348, 168) for a 300×120 card, offset (0, 4), radius 8
    public var shadowExtent: CGRect? {
        guard layer.castsShadow else { return nil }
        let shape = layer.shadowPath?.boundingBox ?? Shadow.drawnBounds(of: self).offsetBy(dx: bounds.minX, dy: bounds.minY)
        let reach = Shadow.reach(forRadius: layer.shadowRadius)
        return shape.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height).insetBy(dx: -reach, dy: -reach)
    }
}
