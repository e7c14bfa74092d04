import EaselImage
import Foundation

/// What a symbol image keeps beside its pixels: the glyph (so canvases draw it sharp at their
/// own scale), the configuration it was drawn with, and where its baseline sits.
struct SymbolAttachment: ImageAttachment {
    var glyph: SymbolGlyph
    var configuration: Image.SymbolConfiguration
    var baselineOffsetFromBottom: CGFloat
    /// The colour `withTintColor(_:)` gave the symbol; nil draws it as its rendering mode says.
    var tint: Color?
}

extension Image {
    /// For a symbol image, how far its baseline sits above its bottom edge, in points (negative:
    /// below), as UIImage's `baselineOffsetFromBottom`; nil for other images.
    public var baselineOffsetFromBottom: CGFloat? { symbolAttachment?.baselineOffsetFromBottom }

    /// For a symbol image, the configuration it was drawn with.
    public var symbolConfiguration: SymbolConfiguration? { symbolAttachment?.configuration }

    /// For a symbol image, the glyph.
    var symbol: SymbolGlyph? { symbolAttachment?.glyph }

    var symbolAttachment: SymbolAttachment? {
        get { attachment as? SymbolAttachment }
        set { attachment = newValue }
    }
}
