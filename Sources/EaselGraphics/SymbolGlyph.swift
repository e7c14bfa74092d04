import Foundation

/// What a symbol image draws, kept beside its pixels so a canvas can draw it sharp at any
/// scale: an icon-font glyph, its size and origin in the image's points, and the weight's outset.
struct SymbolGlyph: Hashable, Sendable {
    /// The SF Symbols name it was made from.
    let name: String
    let codePoint: UInt32
    /// The icon font's size in points.
    let fontSize: CGFloat
    /// The glyph's origin inside the image, in points from its top left.
    let origin: CGPoint
    /// Points the outline moves out (heavier weights) or in (lighter).
    let outset: CGFloat
    /// Points of a filled glyph's edge kept to draw it outlined; 0 fills it.
    var edge: CGFloat = 0
    /// The image's size in points.
    let size: CGSize

    /// Draws the glyph scaled from the image's size into `rect`, in `color`.
    func draw(in rect: CGRect, color: Color, on canvas: Canvas) {
        guard let font = SymbolFont.shared, size.width > 0, size.height > 0 else { return }
        canvas.withSavedState {
            canvas.translate(by: rect.origin)
            canvas.scale(x: rect.width / size.width, y: rect.height / size.height)
            font.draw(codePoint, size: fontSize, at: origin, outset: outset, edge: edge, color: color, in: canvas)
        }
    }
}
