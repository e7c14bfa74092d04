import Foundation

/// A layer that draws a string in its bounds, from the top, as `CATextLayer`: `string` (a
/// `String` or Easel's `AttributedText`), `font` (a `Font` or a font name) at `fontSize`,
/// `foregroundColor` (CATextLayer's default, opaque white), `alignmentMode`, and wrapping or
/// truncation. The text is clipped to the bounds, as the layer's contents are.
///
///     let badge = TextLayer()
///     badge.string = "NEW"
///     badge.font = Font.boldSystemFont(ofSize: 12)
///     badge.fontSize = 12
///     badge.alignmentMode = .center
///     badge.frame = CGRect(x: 0, y: 4, width: 40, height: 16)
open class TextLayer: Layer {
    /// A `String` or an `AttributedText`; anything else (an `NSAttributedString`) is drawn as
    /// its plain `string` in the layer's font, and reported.
    public var string: Any?
    /// A `Font` (its size is replaced by `fontSize`) or a font's name; CATextLayer's default is
    /// Helvetica, which Easel draws as its system font.
    public var font: Any?
    /// CATextLayer's default, 36 points.
    public var fontSize: CGFloat = 36
    /// CATextLayer's default is opaque white.
    public var foregroundColor: Color? = .white
    /// Whether lines wrap at the bounds' width (CATextLayer's default, no: one line, clipped).
    public var isWrapped = false
    public var truncationMode: TextTruncationMode = .none
    public var alignmentMode: TextAlignment = .natural

    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The font drawn: `font` at `fontSize`.
    public var resolvedFont: Font {
        switch font {
        case let font as Font: return font.withSize(fontSize)
        case let name as String: return Font(name: name, size: fontSize) ?? .systemFont(ofSize: fontSize)
        default: return .systemFont(ofSize: fontSize)
        }
    }

    /// The text as Easel lays it out, nil when there is none.
    var attributedText: AttributedText? {
        switch string {
        case let text as String: return AttributedText(text)
        case let text as AttributedText: return text
        case let text as NSAttributedString:
            Layer.report(UnsupportedDrawing(layer: self, problem: "an NSAttributedString is drawn as plain text in the layer's font"))
            return AttributedText(text.string)
        case nil: return nil
        case let other?: return AttributedText("\(other)")
        }
    }

    override func drawContent(in canvas: Canvas) {
        super.drawContent(in: canvas)
        guard let text = attributedText, let color = foregroundColor else { return }
        let area = bounds
        let breaking: LineBreakMode = switch truncationMode {
        case .none: .byWordWrapping
        case .start: .byTruncatingHead
        case .middle: .byTruncatingMiddle
        case .end: .byTruncatingTail
        }
        if isWrapped || truncationMode != .none {
            let layout = TextLayout(text, font: resolvedFont, color: color, paragraph: ParagraphStyle(alignment: alignmentMode, lineBreakMode: breaking),
                                    width: area.width, numberOfLines: isWrapped ? 0 : 1)
            canvas.withSavedState {
                canvas.clip(to: area)
                layout.draw(in: canvas, at: area.origin)
            }
            return
        }
        // One line that runs on, placed by the alignment and cut off at the bounds.
        let layout = TextLayout(text, font: resolvedFont, color: color, numberOfLines: 1)
        let spare = area.width - layout.size.width
        let shift: CGFloat = switch alignmentMode {
        case .right: spare
        case .center: spare / 2
        default: 0
        }
        canvas.withSavedState {
            canvas.clip(to: area)
            layout.draw(in: canvas, at: CGPoint(x: area.minX + shift, y: area.minY))
        }
    }
}

/// Where a text layer shortens a line too long for it, as `CATextLayerTruncationMode`.
public enum TextTruncationMode: String, Hashable, Sendable {
    case none, start, end, middle
}
