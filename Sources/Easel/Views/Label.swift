import Foundation

/// Read-only text, as `UILabel`: one font and colour or attributed runs, wrapped by Pango.
/// Its sizes are the text's, rounded up to the pixel grid of its `displayScale` (a 17-point
/// line is 20.5 points tall at scale 2, 20.333 at scale 3), as UILabel's are; the text is
/// centred vertically in its bounds, as UILabel does.
///
///     let label = Label("To use the Swift Talk app please login as a subscriber")
///     label.numberOfLines = 0
///     label.font = .systemFont(ofSize: 15)
open class Label: View {
    /// The plain text; setting it replaces `attributedText` with one run. Open, as apps
    /// override it to react to new text.
    open var text: String? {
        get { attributedText?.string }
        set { attributedText = newValue.map { AttributedText($0) } }
    }

    /// The text with per-run attributes; runs without a font or colour use `font` and `textColor`.
    public var attributedText: AttributedText? { didSet { textChanged(attributedText != oldValue) } }
    /// The font of runs without their own. Implicitly unwrapped as UIKit's `UIFont!`: setting
    /// nil sets the default, the system font at 17 points.
    public var font: Font! {
        get { storedFont }
        set {
            let old = storedFont
            storedFont = newValue ?? .body
            textChanged(storedFont != old)
        }
    }
    private var storedFont: Font = .body
    /// The colour of runs without their own. Implicitly unwrapped as UIKit's `UIColor!`:
    /// setting nil sets the default, `.label`.
    public var textColor: Color! {
        get { storedTextColor }
        set {
            let old = storedTextColor
            storedTextColor = newValue ?? .label
            textChanged(storedTextColor != old)
        }
    }
    private var storedTextColor: Color = .label
    public var textAlignment: TextAlignment = .natural { didSet { textChanged(textAlignment != oldValue) } }
    /// The most lines shown; 0 means as many as the text needs. UILabel's default is 1.
    public var numberOfLines = 1 { didSet { textChanged(numberOfLines != oldValue) } }
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { textChanged(lineBreakMode != oldValue) } }
    /// Extra points between lines.
    public var lineSpacing: CGFloat = 0 { didSet { textChanged(lineSpacing != oldValue) } }
    /// A factor on the line height; 0 keeps the font's own.
    public var lineHeightMultiple: CGFloat = 0 { didSet { textChanged(lineHeightMultiple != oldValue) } }
    /// Whether a font made by `Font.preferredFont(forTextStyle:)` follows the reader's text size
    /// (the trait collection's `preferredContentSizeCategory`), as UIKit's property of that name.
    public var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { adjustFontToContentSize() } }
    }
    /// Whether a one-line text too wide for the bounds is drawn in a smaller font, down to
    /// `minimumScaleFactor` of its size, as UILabel's property of that name. The label's own
    /// size still follows the full-size text.
    public var adjustsFontSizeToFitWidth = false { didSet { textChanged(adjustsFontSizeToFitWidth != oldValue) } }
    /// The smallest fraction of `font.size` that `adjustsFontSizeToFitWidth` shrinks to (0: any).
    public var minimumScaleFactor: CGFloat = 0 { didSet { textChanged(minimumScaleFactor != oldValue) } }
    /// The width `intrinsicContentSize` wraps multi-line text to; 0 means no limit.
    public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textChanged(preferredMaxLayoutWidth != oldValue) } }
    /// Whether the text is drawn in the enabled state. A disabled label draws runs without their
    /// own colour in `.tertiaryLabel`, a dimmed grey, as UILabel dims them.
    open var isEnabled = true { didSet { textChanged(isEnabled != oldValue) } }
    /// Whether the text is drawn highlighted: in `highlightedTextColor`, when there is one.
    open var isHighlighted = false { didSet { textChanged(isHighlighted != oldValue) } }
    /// The colour of runs without their own while `isHighlighted` (nil: `textColor`).
    public var highlightedTextColor: Color? { didSet { textChanged(highlightedTextColor != oldValue) } }

    /// The colour runs without their own are drawn in, after `isEnabled` and `isHighlighted`.
    private var drawnTextColor: Color {
        if !isEnabled { return .tertiaryLabel }
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        return storedTextColor
    }

    /// Layouts by the width and line count they were made for; emptied when the text changes.
    private var layouts: [LayoutKey: TextLayout] = [:]

    private struct LayoutKey: Hashable {
        let width: CGFloat?
        let lines: Int
    }

    public convenience init(_ text: String?, font: Font = .body) {
        self.init()
        self.text = text
        self.font = font
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // Interface Builder's values for labels: they hug their text a little harder than plain views.
        contentHuggingPriority = AxisPriorities(horizontal: 251, vertical: 251)
        isUserInteractionEnabled = false
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentHuggingPriority = AxisPriorities(horizontal: 251, vertical: 251)
        isUserInteractionEnabled = false
    }

    /// The paragraph settings the label's properties describe.
    public var paragraphStyle: ParagraphStyle {
        ParagraphStyle(alignment: textAlignment, lineBreakMode: lineBreakMode, lineSpacing: lineSpacing, lineHeightMultiple: lineHeightMultiple, layoutDirection: layoutDirection)
    }

    /// The text laid out for `width` (nil: unlimited) showing at most `lines` lines (0: all).
    public func textLayout(width: CGFloat?, lines: Int? = nil) -> TextLayout? {
        guard let attributedText, !attributedText.isEmpty else { return nil }
        let key = LayoutKey(width: width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }, lines: lines ?? numberOfLines)
        if let cached = layouts[key] { return cached }
        if layouts.count >= 32 { layouts.removeAll() }
        let layout = TextLayout(attributedText, font: font, color: drawnTextColor, paragraph: paragraphStyle, width: key.width, numberOfLines: key.lines)
        layouts[key] = layout
        return layout
    }

    /// The rectangle the text takes in `bounds`: the text's size wrapped to the bounds' width,
    /// at most `numberOfLines` lines (0: all), rounded up to the pixel grid, at the bounds'
    /// origin; zero-sized without text. `sizeThatFits` and `intrinsicContentSize` go through it,
    /// as UILabel's do, so a subclass that insets the bounds here (a padded label) grows by its
    /// insets.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let layout = textLayout(width: bounds.width, lines: numberOfLines) else { return CGRect(origin: bounds.origin, size: .zero) }
        return CGRect(origin: bounds.origin, size: pixelGrid.ceil(layout.size))
    }

    /// The text's size when wrapped to `size.width`, rounded up to the pixel grid; zero without text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let bounds = CGRect(x: 0, y: 0, width: size.width, height: .greatestFiniteMagnitude)
        return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
    }

    open override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : CGFloat.greatestFiniteMagnitude
        return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// The layout drawn in the current bounds.
    public var displayedLayout: TextLayout? { displayedLayout(in: bounds.size) }

    /// The layout drawn in bounds of `size`: wrapped to the width, and when the lines run past the
    /// bottom, cut to the lines that fit (the last truncated as `lineBreakMode` says).
    public func displayedLayout(in size: CGSize) -> TextLayout? {
        if adjustsFontSizeToFitWidth, let shrunk = shrunkLayout(toWidth: size.width) { return shrunk }
        guard let full = textLayout(width: size.width) else { return nil }
        guard full.size.height > size.height + 0.5, full.lineCount > 1 else { return full }
        var fitting = full.lineCount - 1
        while fitting > 1, let candidate = textLayout(width: size.width, lines: fitting), candidate.size.height > size.height + 0.5 {
            fitting -= 1
        }
        return textLayout(width: size.width, lines: fitting)
    }

    /// The one-line text in a font scaled down so that it fits `width` (not below
    /// `minimumScaleFactor`, then truncated); nil when the text fits at full size.
    private func shrunkLayout(toWidth width: CGFloat) -> TextLayout? {
        guard numberOfLines == 1, width > 0, let attributedText, let natural = textLayout(width: nil, lines: 1),
              natural.size.width > width else { return nil }
        let smallest = max(1, font.size * minimumScaleFactor)
        // Half points, rounded down, as UIKit steps the size: text does not scale exactly with
        // its size, so step down until the line fits or the smallest size is reached.
        var size = max(smallest, (font.size * width / natural.size.width * 2).rounded(.down) / 2)
        while true {
            let unlimited = TextLayout(attributedText, font: font.withSize(size), color: drawnTextColor, paragraph: paragraphStyle, width: nil, numberOfLines: 1)
            if unlimited.size.width <= width || size <= smallest { break }
            size = max(smallest, size - 0.5)
        }
        return TextLayout(attributedText, font: font.withSize(size), color: drawnTextColor, paragraph: paragraphStyle, width: width, numberOfLines: 1)
    }

    /// Where the displayed text's top sits: its pixel-rounded height centred vertically, or at
    /// the top when it is taller; so a label at its own fitting size draws from its top.
    private func textTop(for layout: TextLayout, in size: CGSize) -> CGFloat {
        max(0, (size.height - pixelGrid.ceil(layout.size.height)) / 2)
    }

    /// The first and last displayed lines' baselines in bounds of `size`.
    open override func baselineOffsets(for size: CGSize) -> (first: CGFloat, last: CGFloat) {
        guard let layout = displayedLayout(in: size) else { return super.baselineOffsets(for: size) }
        let top = textTop(for: layout, in: size)
        return (top + layout.firstBaseline, top + layout.lastBaseline)
    }

    /// The text wrapped to the target width.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        sizeThatFits(targetSize)
    }

    /// Draws the text in the bounds: `drawText(in: bounds)` with the canvas as the current
    /// graphics context.
    open override func draw(in canvas: Canvas) {
        if GraphicsContext.current?.canvas === canvas {
            drawText(in: bounds)
        } else {
            GraphicsContext.drawing(on: canvas) { drawText(in: bounds) }
        }
    }

    /// Draws the text laid out for `rect`'s size, centred vertically in it, into the current
    /// graphics context. Override it to move or restyle the text, calling `super` with another
    /// rectangle (a padded label insets it), as with UILabel.
    open func drawText(in rect: CGRect) {
        guard let canvas = GraphicsContext.current?.canvas, let layout = displayedLayout(in: rect.size) else { return }
        layout.draw(in: canvas, at: CGPoint(x: rect.minX, y: rect.minY + textTop(for: layout, in: rect.size)))
    }

    // UIKit: a label is an element that reads its text as static text.
    override var defaultIsAccessibilityElement: Bool { !(text ?? "").isEmpty }
    override var defaultAccessibilityLabel: String? { text }
    override var defaultAccessibilityTraits: AccessibilityTraits { .staticText }

    open override var usesFonts: Bool { true }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory { adjustFontToContentSize() }
        let direction = traitCollection.layoutDirection
        if direction != layoutDirection {
            layoutDirection = direction
            textChanged(true)
        }
    }

    /// The direction `.natural` alignment follows, from the trait collection.
    private var layoutDirection = LayoutDirection.leftToRight

    private func adjustFontToContentSize() {
        font = font.adjusted(for: traitCollection.preferredContentSizeCategory)
    }

    private func textChanged(_ changed: Bool) {
        guard changed else { return }
        layouts.removeAll()
        invalidateIntrinsicContentSize()
    }
}
