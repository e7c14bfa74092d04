import Foundation

/// How many times drawing a view tree paints its views, counted before anything is drawn. A
/// shadow with no `shadowPath` (and no opaque outline that is its whole shape) is the alpha of
/// everything its layer draws, so everything inside it is painted twice: once into the mask that
/// is blurred, once onto the screen. Shadows nested in shadows double it at every level: thirty
/// nested shadowed views would paint the innermost a billion times. One pass over the tree finds
/// such a tree and stops it with an error naming the view, instead of drawing for hours.
enum ShadowedDrawing {
    /// The most view paints one render makes, counting each view once for every mask it is
    /// painted into: a tree of 2,000 views, each under three nested shadows, stays within it,
    /// as a screen file's `ScreenLimits.maximumShadowedDraws` does.
    static let maximumDraws = ScreenLimits.maximumShadowedDraws

    /// Throws `RenderError.tooMuchShadowedDrawing` when painting `view` would make more than
    /// `maximumDraws` view paints, naming the innermost view whose shadow takes it past.
    static func check(_ view: View) throws {
        if let (culprit, draws) = firstExcess(in: view) {
            throw RenderError.tooMuchShadowedDrawing(view: describe(culprit), draws: draws, limit: maximumDraws)
        }
    }

    /// The first layer (inner before outer) whose drawing, nested shadows included, paints its
    /// views more than `maximumDraws` times, with that count.
    private static func firstExcess(in view: View) -> (Layer, Int)? {
        var excess: (Layer, Int)?
        _ = draws(of: view.layer, excess: &excess)
        return excess
    }

    /// How many paints drawing `layer` (with its sublayers, mask and shadow) makes, saturated
    /// just past `maximumDraws`; the first layer that goes past it is kept in `excess`.
    private static func draws(of layer: Layer, excess: inout (Layer, Int)?) -> Int {
        if excess != nil { return maximumDraws + 1 }
        guard !layer.isHidden, layer.alphaValue > 0 else { return 0 }
        var inner = 1
        for sublayer in layer.drawingOrder {
            inner = min(maximumDraws + 1, inner + draws(of: sublayer, excess: &excess))
        }
        if let replicator = layer as? ReplicatorLayer {
            inner = min(maximumDraws + 1, inner * max(1, replicator.instanceCount))
        }
        if let mask = layer.mask {
            inner = min(maximumDraws + 1, inner + draws(of: mask, excess: &excess))
        }
        let total = min(maximumDraws + 1, inner * (redrawsForShadow(layer) ? 2 : 1))
        if total > maximumDraws, excess == nil { excess = (layer, total) }
        return total
    }

    /// Whether the layer's shadow paints everything the layer draws into its mask.
    private static func redrawsForShadow(_ layer: Layer) -> Bool {
        guard layer.castsShadow, layer.shadowPath == nil else { return false }
        if let view = layer.owningView { return !Shadow.outlineIsWholeShape(of: view) }
        return true
    }

    /// The view (or layer) as the error names it: its type and identifier, and how deep it is.
    private static func describe(_ layer: Layer) -> String {
        var depth = 0
        var above = layer.superlayer
        while let next = above { depth += 1; above = next.superlayer }
        let kind = layer.owningView.map { String(describing: type(of: $0)) } ?? String(describing: type(of: layer))
        let identifier = layer.owningView?.accessibilityIdentifier.map { " \"\(ScreenReader.shortened($0))\"" } ?? ""
        return "\(kind)\(identifier) \(depth) layers deep"
    }
}
