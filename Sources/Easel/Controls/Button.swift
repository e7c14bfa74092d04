import Foundation

/// A tappable title (and optional image), as `UIButton` with the seed's `CallbackButton`
/// behaviour: the action is a closure.
///
///     let login = Button(title: "Login with GitHub") { print("tapped") }
///     let buy = Button(title: "Buy", style: .filled)
open class Button: Control {
    /// The look, after UIKit's button types and configurations.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// `UIButton(type: .system)`: tinted 15-point text, no background.
        case system
        /// `.filled()`: white text on a rounded background of the tint colour.
        case filled
        /// `.bordered()`: tinted text on a pale rounded background of the tint colour.
        case bordered
    }

    /// Shows the title; set its font here.
    public let titleLabel = Label()
    /// Shows `image`, before the title.
    public let imageView = ImageView()
    /// Shows a configuration's subtitle, under the title.
    public let subtitleLabel = Label()

    /// The iOS 15+ look and content; when set it decides the title, subtitle, image, insets,
    /// colours and background, and `style` is ignored.
    public var configuration: Configuration? { didSet { applyConfiguration() } }

    public var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue; contentChanged() }
    }

    /// An image before the title (template images take the title's colour).
    public var image: Image? {
        get { imageView.image }
        set { imageView.image = newValue; contentChanged() }
    }

    /// Points between the image and the title.
    public var imagePadding: CGFloat = 6 { didSet { contentChanged() } }

    public var style: Style { didSet { applyStyle() } }
    /// UIKit's `.custom` button type, which `UIButton()` and `init(frame:)` make: a title with
    /// no colour set for its state shows the `.normal` one, white by default, and nothing dims
    /// when pressed or disabled. `Button(title:style:)` makes a system-type button.
    public var isCustomType: Bool { didSet { updateAppearance() } }
    /// The system glyph the button draws in place of a title, for UIKit's glyph button types
    /// (`Button(systemGlyph:)`); nil for other buttons.
    public internal(set) var systemGlyph: SystemGlyph? { didSet { applySystemGlyph() } }
    /// A disabled button draws dimmed and ignores taps.
    open override var isEnabled: Bool { didSet { updateAppearance() } }
    /// Draws the button as while a finger is on it.
    open override var isHighlighted: Bool { didSet { updateAppearance() } }
    /// Shows the title, image and colour set for `.selected`.
    open override var isSelected: Bool { didSet { updateAppearance() } }
    /// Space around the title and image.
    public var contentInsets: EdgeInsets { didSet { contentChanged() } }
    /// Moves the title from where the content alignment puts it, without changing the button's
    /// size (UIKit's deprecated `titleEdgeInsets`): centred content moves by half the difference
    /// of opposite insets, edge-aligned content by the inset on its edge.
    public var titleEdgeInsets = EdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Moves the image as `titleEdgeInsets` moves the title (UIKit's deprecated `imageEdgeInsets`).
    public var imageEdgeInsets = EdgeInsets.zero { didSet { setNeedsLayout() } }
    /// A menu the button shows when pressed or tapped (never in a render: a menu shows only
    /// while open).
    public var menu: Menu?
    /// Whether a tap shows `menu` rather than running the actions.
    public var showsMenuAsPrimaryAction = false
    /// The corner radius of the filled and bordered backgrounds.
    public var backgroundCornerRadius: CGFloat = 8

    /// Runs on a tap when the button is enabled: the button's primary action, which setting
    /// this again replaces.
    public var onTap: (() -> Void)? {
        get { handler(identifiedBy: Self.onTapIdentifier).map { run in { [weak self] in self.map(run) } } }
        set { setHandler(newValue.map { run in { _ in run() } }, identifiedBy: Self.onTapIdentifier, for: .primaryActionTriggered) }
    }

    private static let onTapIdentifier = "Button.onTap"

    private var titleColors: [State: Color] = [:]
    private var titles: [State: String] = [:]
    private var images: [State: Image] = [:]
    private var backgroundImages: [State: Image] = [:]
    /// The spinner a configuration that `showsActivityIndicator` shows in the image's place.
    private var configurationSpinner: ActivityIndicatorView?

    /// A custom-type button with no title in `frame`, as UIButton's designated initializer
    /// (subclasses override it): its title is white until given a colour, as on iOS.
    public override init(frame: CGRect) {
        self.style = .system
        self.isCustomType = true
        self.contentInsets = Button.defaultInsets(.system)
        super.init(frame: frame)
        setUpContent()
    }

    public convenience init(title: String? = nil, style: Style = .system, onTap: (() -> Void)? = nil) {
        self.init(frame: .zero)
        isCustomType = false
        // Observers do not run for a property set in the class's own initializer.
        updateAppearance()
        self.onTap = onTap
        titleLabel.text = title
        if style != self.style {
            self.style = style
            // Observers do not run for a property set in the class's own initializer.
            applyStyle()
        }
        sizeToFit()
    }

    /// A custom-type button with no title, as `UIButton()` makes it.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): a system button with no title,
    /// as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        self.style = .system
        self.isCustomType = false
        self.contentInsets = Button.defaultInsets(.system)
        super.init(coder: coder)
        setUpContent()
    }

    /// The title and image views and the style's look, after either designated initializer.
    private func setUpContent() {
        titleLabel.textAlignment = .center
        addSubview(imageView)
        addSubview(titleLabel)
        applyStyle()
    }

    /// The title shown in `state`, as UIButton's `setTitle(_:for:)`: a state without its own
    /// title shows the `.normal` one. Setting `title` directly replaces what is shown now.
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        // A configured button shows a title set this way in place of the configuration's, as
        // UIKit folds the legacy setters into the configuration.
        if configuration != nil { applyConfiguration() } else { updateAppearance() }
    }

    /// The title set for `state`, or for `.normal` when `state` has none.
    public func title(for state: State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The image shown in `state`, as UIButton's `setImage(_:for:)`; falls back to `.normal`'s.
    public func setImage(_ image: Image?, for state: State) {
        images[state] = image
        if configuration != nil { applyConfiguration(); return }
        updateAppearance()
    }

    /// The image set for `state`, or for `.normal` when `state` has none.
    public func image(for state: State) -> Image? {
        images[state] ?? images[.normal]
    }

    /// An image stretched over the whole button behind the title and image in `state`, as
    /// UIButton's `setBackgroundImage(_:for:)`; the button is at least its size.
    public func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages[state] = image
        contentChanged()
        setNeedsDisplay()
    }

    /// The background image set for `state`, or for `.normal` when `state` has none.
    public func backgroundImage(for state: State) -> Image? {
        backgroundImages[state] ?? backgroundImages[.normal]
    }

    /// Overrides the title colour for `state`; nil goes back to the style's colour.
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
        updateAppearance()
    }

    /// The title colour in `state`: the one set for it, otherwise the one set for `.normal`
    /// (dimmed when highlighted), otherwise the style's.
    public func titleColor(for state: State) -> Color {
        if let color = titleColors[state] { return color }
        let look = StateLook(state)
        if let glyphColor = systemGlyph?.glyphColor { return look == .disabled ? .tertiaryLabel : glyphColor }
        if isCustomType { return titleColors[.normal] ?? .white }
        if look == .highlighted, let normal = titleColors[.normal] { return normal.withAlpha(normal.alpha * 0.2) }
        if look == .disabled, titleColors[.normal] != nil { return .tertiaryLabel }
        if let normal = titleColors[.normal] { return normal }
        switch (style, look) {
        case (.filled, .disabled): return .tertiaryLabel
        case (.filled, _): return .white
        case (_, .normal): return tintColor
        case (.system, .highlighted): return tintColor.withAlpha(tintColor.alpha * 0.2)
        case (_, .highlighted): return tintColor.withAlpha(tintColor.alpha * 0.6)
        case (_, .disabled): return .tertiaryLabel
        }
    }

    /// The background the style draws in `state`, nil for none.
    public func styleBackground(for state: State) -> Color? {
        switch (style, StateLook(state)) {
        case (.system, _): nil
        case (.filled, .normal): tintColor
        case (.filled, .highlighted): Color(red: tintColor.red * 0.8, green: tintColor.green * 0.8, blue: tintColor.blue * 0.8, alpha: tintColor.alpha)
        case (.filled, .disabled), (.bordered, .disabled): .tertiarySystemFill
        case (.bordered, .normal): tintColor.withAlpha(0.15)
        case (.bordered, .highlighted): tintColor.withAlpha(0.3)
        }
    }

    // MARK: Size and layout

    /// The title and image side by side, plus the content insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuration { return configuredSize(configuration) }
        if let systemGlyph { return glyphButtonSize(systemGlyph) }
        let content = contentSize
        var size = CGSize(width: content.width + contentInsets.horizontal, height: content.height + contentInsets.vertical)
        if let background = backgroundImage(for: state) {
            size = CGSize(width: max(size.width, background.size.width), height: max(size.height, background.size.height))
        }
        return pixelGrid.ceil(size)
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// Places the image and title, side by side, in the bounds less the insets as the content
    /// alignments say (centred by default), on the pixel grid.
    open override func layoutSubviews() {
        if let configuration {
            let frames = configuredFrames(in: bounds.size, configuration: configuration)
            (imageView.frame, titleLabel.frame, subtitleLabel.frame) = (frames.image, frames.title, frames.subtitle)
            configurationSpinner?.frame = frames.image
            return
        }
        (imageView.frame, titleLabel.frame) = contentFrames(in: bounds.size)
    }

    /// Where the image and the title go in bounds of `size`, without a configuration: side by
    /// side in the content area, aligned as `contentHorizontalAlignment` and
    /// `contentVerticalAlignment` say, then moved by their edge insets.
    private func contentFrames(in size: CGSize) -> (image: CGRect, title: CGRect) {
        let grid = pixelGrid
        let area = CGRect(origin: .zero, size: size).inset(by: contentInsets)
        let imageSize = image?.size ?? .zero
        let titleSize = titleLabel.intrinsicContentSize
        let gap = image != nil && !(title ?? "").isEmpty ? imagePadding : 0
        let horizontal = effectiveContentHorizontalAlignment
        let room = max(0, area.width - imageSize.width - gap)
        let titleWidth = horizontal == .fill ? room : min(titleSize.width, room)
        let x = area.minX + horizontal.offset(of: imageSize.width + gap + titleWidth, in: area.width)
        let vertical = contentVerticalAlignment
        func frame(x: CGFloat, width: CGFloat, height: CGFloat, insets: EdgeInsets) -> CGRect {
            let height = vertical == .fill ? area.height : height
            var rect = CGRect(x: x, y: area.minY + vertical.offset(of: height, in: area.height), width: width, height: height)
            switch horizontal {
            case .center: rect.origin.x += (insets.left - insets.right) / 2
            case .right: rect.origin.x -= insets.right
            case .fill: rect.origin.x += insets.left; rect.size.width = max(0, rect.width - insets.left - insets.right)
            default: rect.origin.x += insets.left
            }
            switch vertical {
            case .center: rect.origin.y += (insets.top - insets.bottom) / 2
            case .bottom: rect.origin.y -= insets.bottom
            case .fill: rect.origin.y += insets.top; rect.size.height = max(0, rect.height - insets.top - insets.bottom)
            case .top: rect.origin.y += insets.top
            }
            return grid.align(rect)
        }
        let imageFrame = frame(x: x, width: imageSize.width, height: imageSize.height, insets: imageEdgeInsets)
        let titleFrame = frame(x: x + imageSize.width + gap, width: titleWidth, height: titleSize.height, insets: titleEdgeInsets)
        return (imageFrame, titleFrame)
    }

    private var contentSize: CGSize {
        let imageSize = image?.size ?? .zero
        let titleSize = titleLabel.intrinsicContentSize
        let gap = image != nil && !(title ?? "").isEmpty ? imagePadding : 0
        return CGSize(width: imageSize.width + gap + titleSize.width, height: max(imageSize.height, titleSize.height))
    }

    /// The title's baselines where `layoutSubviews` would put it in bounds of `size`.
    open override func baselineOffsets(for size: CGSize) -> (first: CGFloat, last: CGFloat) {
        if let configuration {
            let frames = configuredFrames(in: size, configuration: configuration)
            let title = titleLabel.baselineOffsets(for: frames.title.size)
            let last = frames.subtitle.isEmpty ? frames.title.minY + title.last : frames.subtitle.minY + subtitleLabel.baselineOffsets(for: frames.subtitle.size).last
            return (frames.title.minY + title.first, last)
        }
        let frame = contentFrames(in: size).title
        let title = titleLabel.baselineOffsets(for: frame.size)
        return (frame.minY + title.first, frame.minY + title.last)
    }

    // MARK: Drawing and taps

    open override func draw(in canvas: Canvas) {
        if let configuration {
            guard let background = configuration.backgroundColor(tint: tintColor, state: state) else { return }
            canvas.fill(Path(roundedRect: bounds, cornerRadius: configuration.resolvedCornerRadius(height: bounds.height)), with: background)
            return
        }
        if let systemGlyph { drawGlyphBackground(systemGlyph, on: canvas); return }
        if style == .system, !isCustomType, isSelected, titleColors[.selected] == nil, images[.selected] == nil, titles[.selected] == nil {
            // iOS draws a selected system button as a tint-coloured rounded plate with the title
            // cut out of it, a look whose geometry Easel has not measured.
            Layer.report(UnsupportedDrawing(source: "Button", problem: "a selected system-type button is drawn unselected (iOS draws a tinted plate behind it); give .selected its own title colour or image, or use a custom-type button"))
        }
        if let image = backgroundImage(for: state) {
            canvas.draw(image, in: bounds, tint: image.renderingMode == .alwaysTemplate ? tintColor : nil)
        }
        guard let background = styleBackground(for: state) else { return }
        canvas.fill(Path(roundedRect: bounds, cornerRadius: backgroundCornerRadius), with: background)
    }

    /// Runs the actions for `.touchUpInside`, then for `.primaryActionTriggered` (`onTap` among
    /// them), when enabled. Takes the tap either way, as a disabled UIControl swallows it.
    open override func handleTap() -> Bool {
        guard isEnabled else { return true }
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
        return true
    }

    // UIKit: a button reads its title as a button.
    override var defaultAccessibilityLabel: String? { title.flatMap { $0.isEmpty ? nil : $0 } ?? systemGlyph?.accessibilityLabel }
    override var defaultAccessibilityTraits: AccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }

    open override var usesFonts: Bool { true }

    // MARK: Appearance

    private static func defaultInsets(_ style: Style) -> EdgeInsets {
        style == .system ? EdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
    }

    private func applyStyle() {
        titleLabel.font = style == .system ? .systemFont(ofSize: 15) : .systemFont(ofSize: 17, weight: .medium)
        contentInsets = Button.defaultInsets(style)
        updateAppearance()
    }

    func applyConfiguration() {
        guard let configuration else {
            configurationSpinner?.removeFromSuperview()
            configurationSpinner = nil
            subtitleLabel.removeFromSuperview()
            applyStyle()
            return
        }
        if subtitleLabel.superview == nil { addSubview(subtitleLabel) }
        titleLabel.text = title(for: state) ?? configuration.title
        titleLabel.font = configuration.titleFont
        subtitleLabel.text = configuration.subtitle
        subtitleLabel.font = configuration.subtitleFont
        // The indicator takes the image's place, so the image slot is its size.
        if configuration.showsActivityIndicator {
            let side = ActivityIndicatorView.Style.medium.side
            imageView.image = try? Image(pixelWidth: Int(side), pixelHeight: Int(side), fill: .clear)
            if configurationSpinner == nil {
                let spinner = ActivityIndicatorView(style: .medium)
                spinner.startAnimating()
                addSubview(spinner)
                configurationSpinner = spinner
            }
        } else {
            imageView.image = image(for: state) ?? configuration.image
            configurationSpinner?.removeFromSuperview()
            configurationSpinner = nil
        }
        updateAppearance()
    }

    /// The title and the styled background follow the (inherited) tint.
    open override func tintColorDidChange() {
        updateAppearance()
    }

    private func updateAppearance() {
        if let configuration {
            let color = configuration.foregroundColor(tint: tintColor, state: state)
            titleLabel.textColor = color
            subtitleLabel.textColor = color
            imageView.tintColor = color
            configurationSpinner?.color = color
            contentChanged()
            return
        }
        if !titles.isEmpty { titleLabel.text = title(for: state) }
        if !images.isEmpty { imageView.image = image(for: state) }
        let color = titleColor(for: state)
        titleLabel.textColor = color
        // A custom button's template image takes the button's tint, not its title colour.
        let imageTint = isCustomType ? nil : color
        if imageView.ownTintColor != imageTint { imageView.tintColor = imageTint }
        contentChanged()
    }

    private func contentChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
