import Foundation

extension View {
    /// A layer of `type` (a view's `layerClass`). UIKit makes it with `init()`; Swift can call
    /// an initializer through a class value only when it is required, and the one initializer
    /// every `CALayer` subclass has as required is `init?(coder:)`, so an app's own layer class
    /// is made through it, from an empty archive (a `DefaultLayerInitializable` class is made
    /// with its `init()` instead). A class whose `init?(coder:)` gives nil is replaced by the
    /// nearest of Easel's classes, and reported.
    static func makeLayer(of type: AnyClass) -> Layer {
        switch type {
        case is Layer.Type where type == Layer.self: return Layer()
        case is ShapeLayer.Type where type == ShapeLayer.self: return ShapeLayer()
        case is GradientLayer.Type where type == GradientLayer.self: return GradientLayer()
        case is TextLayer.Type where type == TextLayer.self: return TextLayer()
        case is ReplicatorLayer.Type where type == ReplicatorLayer.self: return ReplicatorLayer()
        case let made as DefaultLayerInitializable.Type: return made.init()
        case let made as Layer.Type:
            if let archive = NSKeyedUnarchiver.empty, let layer = made.init(coder: archive) { return layer }
        default: break
        }
        let stand: Layer = switch type {
        case is ShapeLayer.Type: ShapeLayer()
        case is GradientLayer.Type: GradientLayer()
        case is TextLayer.Type: TextLayer()
        case is ReplicatorLayer.Type: ReplicatorLayer()
        default: Layer()
        }
        Layer.report(UnsupportedDrawing(source: "\(type)", problem: "a layerClass that is not a CALayer subclass, or whose init?(coder:) gave nil, is made as \(Swift.type(of: stand))"))
        return stand
    }
}

extension NSKeyedUnarchiver {
    /// An unarchiver over an archive holding nothing: every decode finds no value.
    static var empty: NSKeyedUnarchiver? {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let reader = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        reader?.requiresSecureCoding = false
        return reader
    }
}

/// A layer class a view makes with its `init()` rather than its `init?(coder:)` (the way it
/// makes any other `Layer` subclass from `layerClass`): for a class whose `init?(coder:)` stops
/// the program, as Xcode's suggested body does.
///
///     final class RingLayer: CALayer, DefaultLayerInitializable { ... }
public protocol DefaultLayerInitializable: Layer {
    init()
}
