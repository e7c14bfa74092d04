import Foundation

extension ViewRenderer {
    /// A layer's sublayers in drawing order: a view's layer as its view, the others as layers.
    func paintSublayers(of layer: Layer, in canvas: Canvas, style: UserInterfaceStyle) {
        let sublayerTransform = layer.sublayerTransform
        let turned = !sublayerTransform.isIdentity
        if turned {
            // About the bounds' centre, as Core Animation applies it.
            let b = layer.bounds
            canvas.saveState()
            canvas.translate(by: CGPoint(x: b.midX, y: b.midY))
            canvas.concatenate(sublayerTransform.affineTransform)
            canvas.translate(by: CGPoint(x: -b.midX, y: -b.midY))
        }
        let drawAll = {
            for sublayer in layer.drawingOrder {
                if let view = sublayer.owningView {
                    paint(view, in: canvas, style: style)
                } else {
                    paint(sublayer, in: canvas, style: style)
                }
            }
        }
        if let replicator = layer as? ReplicatorLayer {
            paintInstances(of: replicator, in: canvas, drawing: drawAll)
        } else {
            drawAll()
        }
        if turned { canvas.restoreState() }
    }

    /// A replicator's sublayers once per instance, in order, each moved and tinted as its index says.
    private func paintInstances(of replicator: ReplicatorLayer, in canvas: Canvas, drawing drawAll: () -> Void) {
        if !replicator.instanceTransform.isAffine { reportFlattened(replicator) }
        // Core Animation applies the instance transform about the replicator's centre.
        let b = replicator.bounds, step = replicator.instanceTransform.affineTransform
        var moved = CGAffineTransform.identity
        for index in 0 ..< max(0, replicator.instanceCount) {
            canvas.withSavedState {
                canvas.translate(by: CGPoint(x: b.midX, y: b.midY))
                canvas.concatenate(moved)
                canvas.translate(by: CGPoint(x: -b.midX, y: -b.midY))
                canvas.withColorMultiplied(by: replicator.tint(ofInstance: index), drawAll)
            }
            moved = step.concatenating(moved)
        }
    }

    /// A layer of its own, in its superlayer's coordinates, in Core Animation's order: the
    /// shadow, background, content (contents, `draw(in:)`, a shape, gradient or text), the
    /// sublayers (inside the clip when it masks to its bounds), then the border; as one group
    /// at its opacity, kept where its mask draws.
    func paint(_ layer: Layer, in canvas: Canvas, style: UserInterfaceStyle) {
        guard !layer.isHidden, layer.alphaValue > 0 else { return }
        layer.displayIfNeeded()
        canvas.withSavedState {
            if !layer.transform.isAffine { reportFlattened(layer) }
            canvas.concatenate(layer.transformToSuperlayer)
            canvas.withOpacity(layer.alphaValue) {
                let body = {
                    if layer.castsShadow { paintShadow(of: layer, in: canvas, style: style) }
                    paintBody(of: layer, in: canvas, style: style)
                }
                guard let mask = layer.mask else { return body() }
                canvas.withMask({ paint(mask, in: canvas, style: style) }, body)
            }
        }
    }

    private func paintBody(of layer: Layer, in canvas: Canvas, style: UserInterfaceStyle) {
        let area = layer.bounds
        let outline = layer.outline(of: area)
        if let background = layer.backgroundColor, area.width > 0, area.height > 0 {
            canvas.fill(outline, with: background)
        }
        canvas.withSavedState {
            if layer.masksToBounds { canvas.clip(to: outline) }
            canvas.withSavedState { layer.drawContent(in: canvas) }
            paintSublayers(of: layer, in: canvas, style: style)
            canvas.userInterfaceStyle = style
        }
        canvas.strokeInside(area, radii: layer.cornerRadii, curve: layer.cornerCurve, width: layer.borderWidth, color: layer.borderColor)
    }

    /// The layer's shadow: its `shadowPath`, or the alpha of everything it draws, blurred.
    private func paintShadow(of layer: Layer, in canvas: Canvas, style: UserInterfaceStyle) {
        let colour = layer.shadowColor.withAlpha(layer.shadowColor.alpha * min(1, max(0, layer.shadowAlpha)))
        let sigma = Shadow.sigma(forRadius: layer.shadowRadius)
        if let path = layer.shadowPath?.path {
            canvas.drawShadow(of: path.boundingBox, color: colour, offset: layer.shadowOffset, sigma: sigma) {
                $0.fill(path, with: .black)
            }
        } else {
            canvas.drawShadow(of: layer.drawnBounds, color: colour, offset: layer.shadowOffset, sigma: sigma) {
                $0.userInterfaceStyle = style
                paintBody(of: layer, in: $0, style: style)
            }
        }
    }

    /// A 3-D transform is drawn flat: said, since the picture is not iOS's.
    func reportFlattened(_ layer: Layer) {
        Layer.report(UnsupportedDrawing(layer: layer, problem: "a transform with perspective or a turn out of the screen's plane is drawn as its 2-D part"))
    }
}
