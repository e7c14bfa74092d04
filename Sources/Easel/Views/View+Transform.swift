import Foundation

extension View {
    /// Scales, rotates and moves the view around its centre, as UIView's `transform` (the
    /// layer's `affineTransform`). The bounds and centre stay; the frame becomes the box around
    /// the transformed bounds. Drawing, hit testing and `convert` follow it; layout does not
    /// (containers place the untransformed frame, as UIKit's containers do).
    ///
    ///     badge.transform = CGAffineTransform(rotationAngle: .pi / 12)
    public var transform: CGAffineTransform {
        get { layer.transform.affineTransform }
        set { layer.transform = Transform3D(newValue) }
    }

    /// The box around the bounds after the transform, in the superview's coordinates.
    var transformedFrame: CGRect {
        CGRect(origin: .zero, size: untransformedFrame.size).applying(transformToSuperview(ignoringBoundsOrigin: true))
    }

    /// Maps this view's bounds coordinates to the superview's: around the anchor point (the
    /// bounds' centre unless the layer's `anchorPoint` moved it), the transform, then to the
    /// centre's place in the superview.
    func transformToSuperview(ignoringBoundsOrigin: Bool = false) -> CGAffineTransform {
        let frame = untransformedFrame, anchor = anchorPoint
        let origin = ignoringBoundsOrigin ? .zero : bounds.origin
        let toAnchor = CGAffineTransform(translationX: -(origin.x + anchor.x * frame.width), y: -(origin.y + anchor.y * frame.height))
        // A frame is in the superview's bounds coordinates already.
        let toSuperview = CGAffineTransform(translationX: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        return toAnchor.concatenating(layer.transform.affineTransform).concatenating(toSuperview)
    }

    /// Maps this view's bounds coordinates to the coordinates of its tree's root.
    var transformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var view: View = self
        while let parent = view.superview {
            result = result.concatenating(view.transformToSuperview())
            view = parent
        }
        return result
    }
}
