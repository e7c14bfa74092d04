import EaselImage
import Foundation

extension Image {
    /// A symbol image by its SF Symbols name, as `UIImage(systemName:)`: a template image (drawn
    /// in the image view's or button's tint colour) sized by `configuration` and sitting on the
    /// text baseline as UIKit's symbols do. Nil for a name Easel does not know (`Image.symbolNames`
    /// lists them), as UIKit returns nil for an unknown name, and when the icon font is not
    /// installed (scripts/setup installs fonts-material-design-icons-iconfont).
    ///
    /// The glyphs are look-alikes from Google's Material Icons (Apache-2.0), not Apple's SF Symbols,
    /// whose licence allows them only on Apple platforms.
    ///
    ///     let gear = ImageView(image: Image(systemName: "gearshape"))
    ///     gear.tintColor = .systemGray
    public init?(systemName name: String, withConfiguration configuration: SymbolConfiguration? = nil) {
        guard let glyph = SymbolCatalog.glyphs[name], let font = SymbolFont.shared else { return nil }
        let configuration = configuration ?? SymbolConfiguration()
        let pointSize = configuration.resolvedPointSize
        // The live area (20 of the font's 24 units) is the symbol's height: the text size times
        // the scale's factor.
        let height = pointSize * configuration.scale.factor
        let fontSize = height * SymbolFont.gridUnits / (SymbolFont.gridUnits - 2 * SymbolFont.padding)
        guard let ink = font.inkBounds(of: glyph.codePoint, size: fontSize) else { return nil }
        let outset = CGFloat(configuration.weight.steps) * 0.012 * pointSize
        let rasterScale: CGFloat = 3
        // Whole pixels at @3x: as wide as the ink (and the weight's outset), as tall as the live area.
        let width = ((ink.width + 2 * max(0, outset)) * rasterScale).rounded(.up) / rasterScale
        let size = CGSize(width: max(width, 1 / rasterScale), height: (height * rasterScale).rounded(.up) / rasterScale)
        // The font's em sits on its baseline; the live area's top is 2 units below the em's top.
        let baseline = fontSize * (SymbolFont.gridUnits - SymbolFont.padding) / SymbolFont.gridUnits
        let origin = CGPoint(x: (size.width - ink.width) / 2 - ink.minX, y: baseline)
        let edge = SymbolCatalog.drawnAsOutline.contains(name) ? fontSize * SymbolFont.outlineUnits / SymbolFont.gridUnits : 0
        let symbol = SymbolGlyph(name: name, codePoint: glyph.codePoint, fontSize: fontSize, origin: origin, outset: outset, edge: edge, size: size)
        guard let canvas = try? Canvas(size: size, scale: rasterScale) else { return nil }
        symbol.draw(in: CGRect(origin: .zero, size: size), color: .black, on: canvas)
        guard let image = try? canvas.makeImage() else { return nil }
        self = image.withRenderingMode(.alwaysTemplate)
        // Centred on the cap height of text at the point size (SF Pro's cap height, 1443/2048 em).
        symbolAttachment = SymbolAttachment(glyph: symbol, configuration: configuration,
                                            baselineOffsetFromBottom: size.height / 2 - pointSize * 1443 / 2048 / 2)
    }

    /// The same symbol drawn with `configuration` applied on top of its own, as UIKit's
    /// `withConfiguration(_:)`; other images come back unchanged.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard let symbol, let own = symbolConfiguration,
              let image = Image(systemName: symbol.name, withConfiguration: own.applying(configuration)) else { return self }
        return image.withRenderingMode(renderingMode)
    }

    /// At most how many pixels `Image(systemName:withConfiguration:)` draws for a symbol with
    /// `configuration` (as tall as the live area, at most as wide as the font's em, at @3x):
    /// known before any is drawn.
    package static func symbolPixelBound(for configuration: SymbolConfiguration) -> CGFloat {
        let pointSize = configuration.resolvedPointSize
        let height = pointSize * configuration.scale.factor
        let em = height * SymbolFont.gridUnits / (SymbolFont.gridUnits - 2 * SymbolFont.padding)
        let outset = CGFloat(configuration.weight.steps) * 0.012 * pointSize
        return ((height * 3).rounded(.up) + 1) * ((em + 2 * max(0, outset)) * 3 + 1).rounded(.up)
    }

    /// The icon font file symbol images are drawn with (installed by scripts/setup).
    public static var symbolFontPath: String { SymbolFont.path }

    /// Whether this image was made by `Image(systemName:)`.
    public var isSymbolImage: Bool { symbol != nil }

    /// Every SF Symbols name `Image(systemName:)` knows, sorted.
    public static var symbolNames: [String] { SymbolCatalog.names }

    /// The Material icon that stands in for an SF Symbols name, if Easel knows the name: "home
    /// (edge)" when the filled icon is drawn as an outline, for want of an outlined one.
    public static func symbolStandIn(forSystemName name: String) -> String? {
        guard let material = SymbolCatalog.glyphs[name]?.material else { return nil }
        return SymbolCatalog.drawnAsOutline.contains(name) ? material + " (edge)" : material
    }
}
