import Foundation

/// Colours at locations for `GraphicsContext.drawLinearGradient` and `drawRadialGradient`, as
/// Core Graphics' `CGGradient`.
///
///     let fade = GraphicsGradient(colors: [.systemBlue, .clear], locations: [0, 1])
///     context.drawLinearGradient(fade, start: .zero, end: CGPoint(x: 0, y: rect.height), options: [])
public final class GraphicsGradient {
    public let colors: [Color]
    /// One per colour from 0 to 1; nil spaces them evenly.
    public let locations: [CGFloat]?

    public init(colors: [Color], locations: [CGFloat]?) {
        self.colors = colors
        self.locations = locations
    }

    /// The colours and locations as a value the canvas paints.
    var gradient: Gradient { Gradient(colors: colors, locations: locations) }
}

/// Whether a gradient's end colours continue past its ends, as `CGGradientDrawingOptions`.
public struct GradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = GradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = GradientDrawingOptions(rawValue: 1 << 1)
}

extension GraphicsContext {
    /// Paints the clip with `gradient` along the line from `start` to `end`.
    public func drawLinearGradient(_ gradient: GraphicsGradient, start: CGPoint, end: CGPoint, options: GradientDrawingOptions) {
        canvas.paintLinearGradient(gradient.gradient, from: start, to: end, extendingStart: options.contains(.drawsBeforeStartLocation),
                                   extendingEnd: options.contains(.drawsAfterEndLocation))
    }

    /// Paints the clip with `gradient` from one circle to another.
    public func drawRadialGradient(_ gradient: GraphicsGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: GradientDrawingOptions) {
        if startRadius > 0, options.contains(.drawsAfterEndLocation) != options.contains(.drawsBeforeStartLocation) {
            Layer.report(UnsupportedDrawing(source: "CGContext", problem: "a radial gradient extended past one end only is extended past both"))
        }
        canvas.paintRadialGradient(gradient.gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
                                   endRadius: endRadius, extendingEnd: options.contains(.drawsAfterEndLocation))
    }

    /// Draws `image` into `rect` as Core Graphics does in UIKit's contexts: upside down, since
    /// Core Graphics puts an image's first row at the bottom of y-up space (apps flip the context
    /// first, or use `Image.draw(in:)`, which UIKit draws upright).
    public func draw(_ image: Image, in rect: CGRect) {
        canvas.withSavedState {
            canvas.translate(by: CGPoint(x: 0, y: rect.minY + rect.maxY))
            canvas.scale(x: 1, y: -1)
            canvas.draw(image, in: rect)
        }
    }

    /// Draws `text` with its top left at `point`, as `NSAttributedString.draw(at:)`.
    public func draw(_ text: AttributedText, at point: CGPoint, font: Font = .systemFont(ofSize: 12), color: Color = .black) {
        TextLayout(text, font: font, color: color).draw(in: canvas, at: point)
    }

    /// Draws `text` wrapped to `rect`'s width from its top, clipped to it, as
    /// `NSAttributedString.draw(in:)`.
    public func draw(_ text: AttributedText, in rect: CGRect, font: Font = .systemFont(ofSize: 12), color: Color = .black,
                     paragraph: ParagraphStyle = ParagraphStyle(lineBreakMode: .byWordWrapping)) {
        let layout = TextLayout(text, font: font, color: color, paragraph: paragraph, width: rect.width)
        canvas.withSavedState {
            canvas.clip(to: rect)
            layout.draw(in: canvas, at: rect.origin)
        }
    }
}
