import Easel
import Foundation

// Core Animation's names over Easel's layers, animations and 3-D transforms.
public typealias CALayer = Layer
public typealias CAShapeLayer = ShapeLayer
public typealias CAGradientLayer = GradientLayer
public typealias CATextLayer = TextLayer
public typealias CAReplicatorLayer = ReplicatorLayer
public typealias CALayerDelegate = AnyObject
public typealias CATransform3D = Transform3D
public typealias CACornerMask = Corners
public typealias CALayerCornerCurve = CornerCurve
public typealias CALayerContentsGravity = ContentsGravity
public typealias CAGradientLayerType = Gradient.Kind
public typealias CAShapeLayerLineCap = LineCap
public typealias CAShapeLayerLineJoin = LineJoin
public typealias CAShapeLayerFillRule = FillRule
public typealias CATextLayerAlignmentMode = TextAlignment
public typealias CATextLayerTruncationMode = TextTruncationMode
public typealias CAAnimation = Animation
public typealias CAPropertyAnimation = PropertyAnimation
public typealias CABasicAnimation = BasicAnimation
public typealias CASpringAnimation = SpringAnimation
public typealias CAKeyframeAnimation = KeyframeAnimation
public typealias CAAnimationGroup = AnimationGroup
public typealias CATransition = Transition
public typealias CAAnimationDelegate = AnimationDelegate
public typealias CAMediaTimingFunction = MediaTimingFunction
public typealias CAMediaTimingFunctionName = MediaTimingFunction.Name
public typealias CAMediaTimingFillMode = AnimationFillMode

extension Corners {
    /// `CACornerMask`'s names, in Core Animation's y-down layer space on iOS: min Y is the top.
    public static let layerMinXMinYCorner = Corners.topLeft
    public static let layerMaxXMinYCorner = Corners.topRight
    public static let layerMinXMaxYCorner = Corners.bottomLeft
    public static let layerMaxXMaxYCorner = Corners.bottomRight
}

extension FillRule {
    /// `CAShapeLayerFillRule.nonZero`, Easel's `.winding`.
    public static let nonZero = FillRule.winding
}

public let CATransform3DIdentity = Transform3D.identity

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { Transform3D(scaleX: sx, y: sy, z: sz) }
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D { Transform3D(translationX: tx, y: ty, z: tz) }
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { t.scaledBy(x: sx, y: sy, z: sz) }
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D { t.translatedBy(x: tx, y: ty, z: tz) }
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    t.rotated(by: angle, x: x, y: y, z: z)
}
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { Transform3D(m) }
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affineTransform }
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// Seconds since the machine started, as Core Animation's `CACurrentMediaTime()`.
public func CACurrentMediaTime() -> TimeInterval {
    ProcessInfo.processInfo.systemUptime
}
