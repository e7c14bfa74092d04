import Foundation

extension View {
    /// A layer of `type` (a view's `layerClass`). Easel's own layer classes are made as they
    /// are; a subclass of them from the app cannot be made from its class alone in Swift (its
    /// initializers are not required), so the view gets the nearest of Easel's classes, which draws
    /// the same properties, and the substitution is reported.
    static func makeLayer(of type: AnyClass) -> Layer {
        switch type {
        case is Layer.Type where type == Layer.self: return Layer()
        case is ShapeLayer.Type where type == ShapeLayer.self: return ShapeLayer()
        case is GradientLayer.Type where type == GradientLayer.self: return GradientLayer()
        case is TextLayer.Type where type == TextLayer.self: return TextLayer()
        case let made as DefaultLayerInitializable.Type: return made.init()
        default: break
        }
        let stand: Layer = switch type {
        case is ShapeLayer.Type: ShapeLayer()
        case is GradientLayer.Type: GradientLayer()
        case is TextLayer.Type: TextLayer()
        default: Layer()
        }
        Layer.report(UnsupportedDrawing(source: "\(type)", problem: "a layerClass that is not one of Easel's is made as \(Swift.type(of: stand)); declare the class final and DefaultLayerInitializable to have it made"))
        return stand
    }
}

/// A layer class a view can make from its `layerClass` alone: a final class whose `init()`
/// sets it up (Swift can only call an initializer through a class that way when it is required
/// or the class is final).
///
///     final class RingLayer: CALayer, DefaultLayerInitializable { ... }
public protocol DefaultLayerInitializable: Layer {
    init()
}
