import Easel

// Custom drawing under UIKit's names: Easel's current drawing context is the `CGContext`
// `draw(_:)` and `UIGraphicsImageRenderer` draw into.
public typealias CGContext = GraphicsContext
public typealias UIGraphicsImageRenderer = ImageRenderer
public typealias UIGraphicsImageRendererFormat = ImageRenderer.Format
public typealias UIGraphicsImageRendererContext = ImageRenderer.Context

/// The context of the drawing in progress, nil outside one, as UIKit's function.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContext.current }

/// Begins drawing into a new image, current until `UIGraphicsEndImageContext()` (0 scale takes
/// 3, the usual phone's).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    GraphicsContext.beginImageContext(size: size, scale: scale)
}

/// Begins drawing into a new image at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    GraphicsContext.beginImageContext(size: size, scale: 1)
}

/// What the image context begun last has drawn.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { GraphicsContext.imageFromCurrentImageContext() }

public func UIGraphicsEndImageContext() { GraphicsContext.endImageContext() }

/// Makes `context` current until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContext.push(context) }

public func UIGraphicsPopContext() { GraphicsContext.pop() }

public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

extension GraphicsContext {
    /// `CGContext.setBlendMode(_:)`: Easel composites normally; any other mode is reported.
    public func setBlendMode(_ mode: CGBlendMode) {
        if mode != .normal { Layer.report(UnsupportedDrawing(source: "CGContext", problem: "blend mode \(mode) is drawn as normal")) }
    }

    /// Declared as Core Graphics': Easel always antialiases, as UIKit's contexts do by default.
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    public func setFlatness(_ flatness: CGFloat) {}
}

/// `CGBlendMode`: only `.normal` is drawn.
public enum CGBlendMode: Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion,
         hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn,
         destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

extension NSString {
    /// Draws the string with its top left at `point` in the current context, with UIKit's
    /// attributes (Helvetica 12 and black where they say nothing, drawn in the system font).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attributes).draw(at: point)
    }

    /// Draws the string wrapped to `rect` from its top.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attributes).draw(in: rect)
    }
}

extension String {
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attributes)
    }

    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attributes)
    }
}

extension NSAttributedString {
    /// Draws the string with its top left at `point` in the current context.
    public func draw(at point: CGPoint) {
        UIGraphicsGetCurrentContext()?.draw(easelText, at: point)
    }

    /// Draws the string wrapped to `rect` from its top, with its first paragraph style's alignment.
    public func draw(in rect: CGRect) {
        var paragraph = ParagraphStyle(lineBreakMode: .byWordWrapping)
        if let style = firstParagraphStyle { paragraph.alignment = style.alignment }
        UIGraphicsGetCurrentContext()?.draw(easelText, in: rect, paragraph: paragraph)
    }
}
