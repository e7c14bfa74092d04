import Foundation

extension Button {
    /// The glyphs of UIKit's system button types, drawn from the symbol catalog as iOS 13 and
    /// later draw them from SF Symbols.
    public enum SystemGlyph: String, CaseIterable, Hashable, Sendable {
        /// `UIButton(type: .contactAdd)`: `plus.circle` in the tint colour.
        case contactAdd
        /// `.infoLight`, `.infoDark` and `.detailDisclosure` (alike since iOS 13): `info.circle`
        /// in the tint colour.
        case info
        /// `.close`: a bold `xmark` in the secondary label colour on a grey disc.
        case close

        /// The symbol drawn.
        var symbolName: String {
            switch self {
            case .contactAdd: "plus.circle"
            case .info: "info.circle"
            case .close: "xmark"
            }
        }

        /// The button's size without a title: 22 × 22 for the circled glyphs (UIKit's
        /// long-standing size for them, which LayoutKit's `ButtonLayout` records from UIButton),
        /// 30 × 30 for the close button's disc.
        public var size: CGSize {
            self == .close ? CGSize(width: 30, height: 30) : CGSize(width: 22, height: 22)
        }

        /// The glyph's configuration: the circled glyphs' rings 20 points across inside their
        /// 22-point box; the close button's cross a bold 12 points inside its disc.
        var configuration: Image.SymbolConfiguration {
            self == .close ? .init(pointSize: 12, weight: .bold) : .init(pointSize: 20)
        }

        /// The glyph's colour when it is not the tint colour.
        var glyphColor: Color? { self == .close ? .secondaryLabel : nil }

        /// What VoiceOver reads for the button when it has no title.
        var accessibilityLabel: String {
            switch self {
            case .contactAdd: "Add"
            case .info: "More Info"
            case .close: "Close"
            }
        }
    }

    /// A button that draws one of UIKit's system glyphs, as `UIButton(type: .contactAdd)`,
    /// `.infoLight` and `.close`: sized and drawn as iOS draws them, with no title.
    ///
    ///     let add = Button(systemGlyph: .contactAdd) { print("add") }
    public convenience init(systemGlyph: SystemGlyph, onTap: (() -> Void)? = nil) {
        self.init(frame: .zero)
        isCustomType = false
        self.onTap = onTap
        self.systemGlyph = systemGlyph
        // Observers do not run for a property set in the class's own initializer.
        applySystemGlyph()
        sizeToFit()
    }

    /// Puts the glyph in the image view, with no insets around it.
    func applySystemGlyph() {
        guard let systemGlyph else { return }
        contentInsets = .zero
        image = Image(systemName: systemGlyph.symbolName, withConfiguration: systemGlyph.configuration)
    }

    /// The glyph's box, widened by a title beside it as UIKit widens these buttons.
    func glyphButtonSize(_ glyph: SystemGlyph) -> CGSize {
        let hasTitle = !(title ?? "").isEmpty
        let titleSize = hasTitle ? titleLabel.intrinsicContentSize : .zero
        return pixelGrid.ceil(CGSize(width: glyph.size.width + titleSize.width, height: max(glyph.size.height, titleSize.height)))
    }

    /// The close button's disc; the circled glyphs draw nothing behind their glyph.
    func drawGlyphBackground(_ glyph: SystemGlyph, on canvas: Canvas) {
        guard glyph == .close else { return }
        let side = min(bounds.width, bounds.height)
        let disc = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        canvas.fill(Path(ellipseIn: disc), with: isHighlighted ? .systemFill : .tertiarySystemFill)
    }
}
