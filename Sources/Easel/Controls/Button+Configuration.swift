import Foundation

extension Button {
    /// A button's content and look in one value, as iOS 15's `UIButton.Configuration`: a style
    /// (`.plain()`, `.gray()`, `.tinted()`, `.filled()` and the bordered family) with title,
    /// subtitle, image and their placement, insets, corner style and base colours.
    ///
    ///     var config = Button.Configuration.filled()
    ///     config.title = "Continue"
    ///     config.cornerStyle = .capsule
    ///     let button = Button(configuration: config)
    public struct Configuration: Hashable, Sendable {
        /// Which of UIKit's factory looks this is.
        public enum Style: String, CaseIterable, Hashable, Sendable {
            case plain, gray, tinted, filled
        }

        /// How round the background's corners are.
        public enum CornerStyle: String, CaseIterable, Hashable, Sendable {
            /// `cornerRadius` as given.
            case fixed
            /// A radius that follows the button size (6 small, 8 medium, 12 large).
            case dynamic
            case small, medium, large
            /// Half the height: a pill.
            case capsule
        }

        /// UIButton.Configuration.Size: the font and the default insets.
        public enum Size: String, CaseIterable, Hashable, Sendable {
            case mini, small, medium, large
        }

        /// Where the image sits relative to the title.
        public enum ImagePlacement: String, CaseIterable, Hashable, Sendable {
            case leading, trailing, top, bottom
        }

        public var style: Style
        public var title: String?
        public var subtitle: String?
        public var image: Image?
        public var imagePlacement: ImagePlacement = .leading
        /// Shows a spinning activity indicator (medium, 20 points) in place of the image, in
        /// the foreground colour, as UIKit's configuration property of that name.
        public var showsActivityIndicator = false
        /// Points between the image and the title (UIKit's default is 0).
        public var imagePadding: CGFloat = 0
        /// Points between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var buttonSize: Size = .medium
        /// Space around the content; nil uses the size's default (7 × 12 points at medium size).
        public var contentInsets: EdgeInsets?
        public var cornerStyle: CornerStyle = .dynamic
        /// The radius `.fixed` corners use.
        public var cornerRadius: CGFloat = 0
        /// The title, subtitle and template image colour; nil uses the style's (tint, or white when filled).
        public var baseForegroundColor: Color?
        /// The background colour the style starts from; nil uses the tint (filled, tinted) or a grey fill (gray).
        public var baseBackgroundColor: Color?

        public init(style: Style) {
            self.style = style
        }

        /// Tinted text, no background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// Tinted text on a grey fill.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// Tinted text on a pale wash of the tint.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// White text on the tint.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The same look as `.plain()`.
        public static func borderless() -> Configuration { plain() }
        /// The same look as `.gray()`.
        public static func bordered() -> Configuration { gray() }
        /// The same look as `.tinted()`.
        public static func borderedTinted() -> Configuration { tinted() }
        /// The same look as `.filled()`.
        public static func borderedProminent() -> Configuration { filled() }

        /// The insets in force: `contentInsets`, else the size's default.
        public var resolvedContentInsets: EdgeInsets {
            if let contentInsets { return contentInsets }
            switch buttonSize {
            case .mini: return EdgeInsets(horizontal: 8, vertical: 3)
            case .small: return EdgeInsets(horizontal: 10, vertical: 5)
            case .medium: return EdgeInsets(horizontal: 12, vertical: 7)
            case .large: return EdgeInsets(horizontal: 20, vertical: 14)
            }
        }

        /// The title font for the size: 17 points at medium and large, as UIKit's body style.
        public var titleFont: Font {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 12)
            case .small: .systemFont(ofSize: 15)
            case .medium, .large: .systemFont(ofSize: 17)
            }
        }

        /// The subtitle font: two steps below the title.
        public var subtitleFont: Font { .systemFont(ofSize: max(11, titleFont.size - 2)) }

        /// The corner radius of the background for a button `height` tall.
        public func resolvedCornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: cornerRadius
            case .capsule: height / 2
            case .small: 4
            case .medium: 8
            case .large: 12
            case .dynamic:
                switch buttonSize {
                case .mini: 4
                case .small: 6
                case .medium: 8
                case .large: 12
                }
            }
        }

        /// The foreground colour for `tint` in `state`.
        public func foregroundColor(tint: Color, state: Button.State) -> Color {
            let look = StateLook(state)
            if look == .disabled { return .tertiaryLabel }
            let base = baseForegroundColor ?? (style == .filled ? .white : tint)
            return look == .highlighted && style == .plain ? base.withAlpha(base.alpha * 0.5) : base
        }

        /// The background colour for `tint` in `state`, nil when there is none.
        public func backgroundColor(tint: Color, state: Button.State) -> Color? {
            let color: Color
            switch style {
            case .plain: return nil
            case .gray: color = baseBackgroundColor ?? .tertiarySystemFill
            case .tinted: color = (baseBackgroundColor ?? tint).withAlpha(0.15)
            case .filled: color = baseBackgroundColor ?? tint
            }
            switch StateLook(state) {
            case .normal: return color
            case .disabled: return .tertiarySystemFill
            case .highlighted:
                return Color(red: color.red * 0.85, green: color.green * 0.85, blue: color.blue * 0.85, alpha: color.alpha)
            }
        }
    }

    /// A button drawn from `configuration`.
    public convenience init(configuration: Configuration, onTap: (() -> Void)? = nil) {
        self.init(title: nil, style: .system, onTap: onTap)
        self.configuration = configuration
        // Observers do not run for a property set in the class's own initializer.
        applyConfiguration()
        sizeToFit()
    }

    // MARK: Configured layout

    /// The frames of the image, title and subtitle in bounds of `size`, laid out as iOS 15+
    /// lays out a configured button: the image beside (or above or below) the title column,
    /// the whole centred inside the content insets.
    func configuredFrames(in size: CGSize, configuration c: Configuration) -> (image: CGRect, title: CGRect, subtitle: CGRect) {
        let grid = pixelGrid
        let (parts, textGap, column, gap, content) = configuredContent(c)
        let vertical = c.imagePlacement == .top || c.imagePlacement == .bottom
        let area = CGRect(origin: .zero, size: size).inset(by: c.resolvedContentInsets)
        let origin = CGPoint(x: area.midX - content.width / 2, y: area.midY - content.height / 2)
        var imageOrigin: CGPoint, columnOrigin: CGPoint
        switch c.imagePlacement {
        case .leading:
            imageOrigin = CGPoint(x: origin.x, y: origin.y + (content.height - parts.image.height) / 2)
            columnOrigin = CGPoint(x: origin.x + parts.image.width + gap, y: origin.y + (content.height - column.height) / 2)
        case .trailing:
            columnOrigin = CGPoint(x: origin.x, y: origin.y + (content.height - column.height) / 2)
            imageOrigin = CGPoint(x: origin.x + column.width + gap, y: origin.y + (content.height - parts.image.height) / 2)
        case .top:
            imageOrigin = CGPoint(x: origin.x + (content.width - parts.image.width) / 2, y: origin.y)
            columnOrigin = CGPoint(x: origin.x + (content.width - column.width) / 2, y: origin.y + parts.image.height + gap)
        case .bottom:
            columnOrigin = CGPoint(x: origin.x + (content.width - column.width) / 2, y: origin.y)
            imageOrigin = CGPoint(x: origin.x + (content.width - parts.image.width) / 2, y: origin.y + column.height + gap)
        }
        // With a subtitle beside a leading image the lines align to the leading edge; otherwise they centre.
        let leadingText = !vertical && parts.subtitle != .zero && c.imagePlacement == .leading
        func line(_ lineSize: CGSize, y: CGFloat) -> CGRect {
            let x = leadingText ? columnOrigin.x : columnOrigin.x + (column.width - lineSize.width) / 2
            return grid.align(CGRect(x: x, y: y, width: lineSize.width, height: lineSize.height))
        }
        return (
            grid.align(CGRect(origin: imageOrigin, size: parts.image)),
            line(parts.title, y: columnOrigin.y),
            line(parts.subtitle, y: columnOrigin.y + parts.title.height + textGap)
        )
    }

    /// The configured content plus the insets.
    func configuredSize(_ c: Configuration) -> CGSize {
        let content = configuredContent(c).content
        let insets = c.resolvedContentInsets
        return pixelGrid.ceil(CGSize(width: content.width + insets.horizontal, height: content.height + insets.vertical))
    }

    /// The parts' sizes, the gap between title and subtitle, the text column, the gap between
    /// image and text, and the whole content's size.
    private func configuredContent(_ c: Configuration) -> (parts: (image: CGSize, title: CGSize, subtitle: CGSize), textGap: CGFloat, column: CGSize, gap: CGFloat, content: CGSize) {
        let parts = configuredPartSizes(c)
        let textGap = parts.title != .zero && parts.subtitle != .zero ? c.titlePadding : 0
        let column = CGSize(width: max(parts.title.width, parts.subtitle.width), height: parts.title.height + textGap + parts.subtitle.height)
        let gap = parts.image != .zero && column != .zero ? c.imagePadding : 0
        let vertical = c.imagePlacement == .top || c.imagePlacement == .bottom
        let content = vertical
            ? CGSize(width: max(parts.image.width, column.width), height: parts.image.height + gap + column.height)
            : CGSize(width: parts.image.width + gap + column.width, height: max(parts.image.height, column.height))
        return (parts, textGap, column, gap, content)
    }

    /// The sizes of what is shown: the configuration's title and image, or those set with the
    /// legacy setters (`setTitle(_:for:)`), or the activity indicator's slot.
    private func configuredPartSizes(_ c: Configuration) -> (image: CGSize, title: CGSize, subtitle: CGSize) {
        let title = (titleLabel.text ?? "").isEmpty ? .zero : titleLabel.intrinsicContentSize
        let subtitle = (c.subtitle ?? "").isEmpty ? .zero : subtitleLabel.intrinsicContentSize
        return (imageView.image?.size ?? .zero, title, subtitle)
    }
}
