import Foundation

extension Layer {
    /// The sublayers in the order they are drawn (later above), nil when there are none, as
    /// CALayer's. A view's layer lists its subviews' layers among them. Setting it replaces them
    /// all (a view's subviews whose layers are left out are not drawn, as on iOS).
    public var sublayers: [Layer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children { child.superlayer = nil }
            children = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Adds `layer` above the other sublayers, first taking it out of its superlayer.
    public func addSublayer(_ layer: Layer) {
        insert(layer, at: children.count)
    }

    /// Inserts `layer` at `index` in the drawing order (0 is at the back); past the end appends.
    public func insertSublayer(_ layer: Layer, at index: UInt32) {
        insert(layer, at: Int(index))
    }

    /// Inserts `layer` just below `sibling` (at the back when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        guard let sibling, sibling !== layer else { return insert(layer, at: 0) }
        layer.removeFromSuperlayer()
        insert(layer, at: children.firstIndex { $0 === sibling } ?? 0)
    }

    /// Inserts `layer` just above `sibling` (at the front when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        guard let sibling, sibling !== layer else { return insert(layer, at: children.count) }
        layer.removeFromSuperlayer()
        insert(layer, at: children.firstIndex { $0 === sibling }.map { $0 + 1 } ?? children.count)
    }

    /// Puts `newLayer` where `oldLayer` is, taking `oldLayer` out.
    public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insert(newLayer, at: index)
    }

    /// Takes the layer out of its superlayer's sublayers.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.children.removeAll { $0 === self }
        superlayer = nil
        parent.needsLayoutFlag = true
    }

    /// `layer` at `index` of the sublayers, after taking it out of any superlayer. A layer cannot
    /// be put inside itself: that is reported and nothing changes.
    func insert(_ layer: Layer, at index: Int) {
        var ancestor: Layer? = self
        while let candidate = ancestor {
            if candidate === layer {
                Layer.report(UnsupportedDrawing(layer: layer, problem: "a layer cannot be added inside itself; it was left where it was"))
                return
            }
            ancestor = candidate.superlayer
        }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(max(0, index), children.count))
        layer.superlayer = self
        needsLayoutFlag = true
    }

    /// The sublayers in drawing order: by `zPosition`, keeping the order of `sublayers` among equals.
    var drawingOrder: [Layer] {
        guard children.contains(where: { $0.zPosition != 0 }) else { return children }
        return children.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }

    // MARK: Layout

    /// Asks for `layoutSublayers()` before the next render.
    public func setNeedsLayout() { needsLayoutFlag = true }

    /// Whether `layoutSublayers()` will run before the next render.
    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Runs a pending `layoutSublayers()` here and in the layers of its own below it (a view's
    /// layer is laid out by its view).
    public func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            if let owningView { owningView.layoutSublayers(of: self) } else { layoutSublayers() }
        }
        for child in children where child.owningView == nil { child.layoutIfNeeded() }
        mask?.layoutIfNeeded()
    }

    // MARK: Display

    /// Asks for `display()`; the whole layer is drawn again.
    public func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    /// Whether `display()` will run before the layer is next drawn.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Runs a pending `display()`.
    public func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    // MARK: Animations

    /// Accepts an animation: a render shows the layer's model values (where the animation ends
    /// once it is removed), as `UIView.animate` does. An animation kept after it finishes
    /// (`isRemovedOnCompletion` false, `fillMode` `.forwards` or `.both`) shows its end value,
    /// as on iOS; see `Animation.applyEndValue(to:)`.
    public func add(_ animation: Animation, forKey key: String?) {
        animation.applyEndValue(to: self)
    }

    /// Nothing is in flight in a render.
    public func removeAllAnimations() {}
    public func removeAnimation(forKey key: String) {}
    public func animation(forKey key: String) -> Animation? { nil }
    public func animationKeys() -> [String]? { nil }

    /// The layer as drawn: Easel draws model values, so the layer itself.
    public func presentation() -> Self? { self }
    public func model() -> Self { self }
}
