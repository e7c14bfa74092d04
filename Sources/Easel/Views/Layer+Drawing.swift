import Foundation

extension Layer {
    /// The base layer's content: `contents` placed by its gravity, then `draw(in:)` once
    /// `display()` ran, in a fresh graphics state.
    func drawContentsAndDrawing(in canvas: Canvas) {
        if let contents {
            if let image = contents as? Image {
                // Core Animation sizes contents by `contentsScale` (an image it is given has no scale of its own).
                let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
                let size = CGSize(width: CGFloat(image.pixelWidth) / scale, height: CGFloat(image.pixelHeight) / scale)
                if contentsRect != CGRect(x: 0, y: 0, width: 1, height: 1) {
                    Layer.report(UnsupportedDrawing(layer: self, problem: "contentsRect \(contentsRect) is drawn as the whole image"))
                }
                canvas.draw(image, in: contentsGravity.contentMode.rect(for: size, in: bounds))
            } else {
                Layer.report(UnsupportedDrawing(layer: self, problem: "contents of type \(type(of: contents)) are not drawn; give an Image (UIImage's cgImage)"))
            }
        }
        guard drawsOwnContent else { return }
        if let context = GraphicsContext.current, context.canvas === canvas {
            context.drawingFresh { draw(in: context) }
        } else {
            let context = GraphicsContext(canvas: canvas)
            GraphicsContext.$drawing.withValue(context) { context.drawingFresh { draw(in: context) } }
        }
    }

    /// Whether the layer draws anything but its sublayers' (its own background, border or content).
    var drawnBounds: CGRect {
        var box = bounds
        if let shape = self as? ShapeLayer, let reach = shape.drawnShapeBounds { box = box.union(reach) }
        guard !masksToBounds else { return box }
        for child in children where !child.isHidden {
            box = box.union(child.drawnBounds.applying(child.transformToSuperlayer))
        }
        return box
    }
}
