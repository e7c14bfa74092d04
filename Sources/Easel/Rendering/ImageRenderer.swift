import Foundation

/// Draws an image with code, as `UIGraphicsImageRenderer`: `image(actions:)` runs the drawing
/// with a fresh transparent canvas as the current context and returns what it drew.
///
///     let dot = ImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
///         Color.systemRed.setFill()
///         BezierPath(ovalIn: context.format.bounds).fill()
///     }
public final class ImageRenderer {
    /// The size and scale of the images made, as `UIGraphicsImageRendererFormat`.
    public struct Format: Sendable {
        /// Pixels per point; the main screen's unless set.
        public var scale: CGFloat
        public var opaque = false
        public var bounds: CGRect

        public init(size: CGSize = .zero, scale: CGFloat = 3) {
            self.scale = scale
            bounds = CGRect(origin: .zero, size: size)
        }
    }

    /// What the drawing closure is given, as `UIGraphicsImageRendererContext`.
    public struct Context {
        public let cgContext: GraphicsContext
        public let format: Format

        public func fill(_ rect: CGRect) { cgContext.fill(rect) }
        public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    }

    public let format: Format

    public init(size: CGSize, format: Format) {
        var format = format
        format.bounds = CGRect(origin: .zero, size: size)
        self.format = format
    }

    public convenience init(size: CGSize, scale: CGFloat = 3) {
        self.init(size: size, format: Format(size: size, scale: scale))
    }

    public convenience init(bounds: CGRect, scale: CGFloat = 3) {
        self.init(size: bounds.size, scale: scale)
    }

    /// The image `actions` draws; an empty size, or one too large to allocate, gives an empty
    /// 1-by-1 transparent image rather than a crash.
    public func image(actions: (Context) -> Void) -> Image {
        let size = CGSize(width: max(1, format.bounds.width), height: max(1, format.bounds.height))
        guard let canvas = try? Canvas(size: size, scale: format.scale) else { return Self.empty }
        let context = GraphicsContext(canvas: canvas)
        GraphicsContext.$drawing.withValue(context) {
            actions(Context(cgContext: context, format: format))
        }
        return (try? canvas.makeImage()) ?? Self.empty
    }

    private static var empty: Image {
        // A 1-by-1 clear image always fits in memory.
        (try? Image(pixelWidth: 1, pixelHeight: 1, fill: Pixel(red: 0, green: 0, blue: 0, alpha: 0)))!
    }
}
