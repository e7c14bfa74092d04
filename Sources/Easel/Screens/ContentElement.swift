import Foundation

/// A piece of a screen described as a value (seed 000): a list of elements becomes a stack view.
///
///     let elements: [ContentElement] = [
///         .image(Image(named: "objc-logo")!),
///         .label("To use the Swift Talk app please login as a subscriber"),
///         .button("Login with GitHub", { print("Button tapped") }),
///     ]
///     let vc = StackViewController(elements: elements)
///
/// A screen file is read into these same values (`ScreenFile.content`): `{"label": "Hi"}` is
/// `.label("Hi")`, and both become their view through `view`, so the two forms of a screen look
/// and lay out alike. Every option has the default a screen file has when it leaves the key out.
public enum ContentElement {
    /// Wrapping text (`numberOfLines = 0` unless `lines` says otherwise). Without a `font` it is
    /// body text that follows the reader's text size (Dynamic Type), as a screen file's label is;
    /// a font made with `Font.preferredFont(forTextStyle:)` follows it too, a fixed size does not.
    ///
    ///     .label("Settings", font: .preferredFont(forTextStyle: .title1), alignment: .center)
    case label(String, font: Font? = nil, color: Color? = nil, lines: Int = 0, alignment: TextAlignment = .natural)
    /// A button that runs the closure when tapped (the seed's `CallbackButton`).
    ///
    ///     .button("Login", style: .filled) { login() }
    case button(String, style: Button.Style = .system, (() -> Void)? = nil)
    /// An image, scaled to fit without distortion when the stack stretches it; `width` and
    /// `height` fix its size, `tint` colours a template image (a symbol).
    case image(Image, contentMode: ContentMode = .scaleAspectFit, width: CGFloat? = nil, height: CGFloat? = nil, tint: Color? = nil)
    /// Any view.
    case custom(View)
    /// A nested stack of elements.
    indirect case stack([ContentElement], axis: Axis = .horizontal, spacing: CGFloat = 10, alignment: StackAlignment = .fill,
                        distribution: StackDistribution = .fill, margins: EdgeInsets? = nil)
    /// Empty space of a fixed length along the enclosing stack's axis.
    case spacer(CGFloat)
    /// A plain view (a screen file's `view`): a box of a fixed size, coloured and bordered with
    /// `background(_:)` and `border(width:color:)`.
    case box(width: CGFloat? = nil, height: CGFloat? = nil)
    /// An element with a background, corners, a border, a shadow or an accessibility identifier
    /// (`background(_:)`, `cornerRadius(_:curve:)`, `accessibilityIdentifier(_:)` ... make it).
    indirect case styled(ContentElement, ElementStyle)

    // Layouts (seed 001's value-type layouts).

    /// `content` with `decoration` beside it on `side`, the decoration taking `split` of the width
    /// (or height).
    indirect case decorated(ContentElement, decoration: ContentElement, side: DecorationSide = .left, split: SplitLength = .fraction(1.0 / 3),
                            spacing: CGFloat = 0, insets: EdgeInsets = DecoratingLayout<View, View>.defaultInsets)
    /// The elements stacked like cards, each moved by `offset` from the one before.
    indirect case cascade([ContentElement], offset: CGSize = CGSize(width: 8, height: 8))
    /// `overlay` laid over `content`, each as large as the two need.
    indirect case overlay(ContentElement, overlay: ContentElement)
    /// The element inset by `insets`.
    indirect case inset(ContentElement, insets: EdgeInsets)
    /// Elements at given points, in a view `width` by `height` (else as large as they need).
    ///
    ///     .absolute([(.label("Here"), .origin(CGPoint(x: 16, y: 16)))], width: 320, height: 200)
    indirect case absolute([(ContentElement, Position)], width: CGFloat? = nil, height: CGFloat? = nil)

    // Controls and lists.

    /// A text field, a rounded rectangle unless `border` says otherwise, as most forms are.
    case textField(placeholder: String? = nil, text: String? = nil, border: TextField.BorderStyle = .roundedRect, secure: Bool = false,
                   clearButton: TextField.ViewMode = .never, alignment: TextAlignment = .natural, font: Font? = nil, color: Color? = nil)
    /// A switch (`UISwitch`), on or off.
    case toggle(isOn: Bool, onTint: Color? = nil)
    /// A segmented control with `selected` chosen.
    case segmented([String], selected: Int = 0, selectedTint: Color? = nil)
    /// A slider at `value`, from `minimum` to `maximum`.
    case slider(value: Double, minimum: Double = 0, maximum: Double = 1)
    /// A progress view, `progress` from 0 to 1.
    case progress(Double, style: ProgressView.Style = .default)
    /// A vertical stack of the elements in a scroll view `height` points tall, scrolled down by `offset`.
    indirect case scroll([ContentElement], height: CGFloat, offset: CGFloat = 0, spacing: CGFloat = 10, margins: EdgeInsets? = nil)
    /// A table of static rows as tall as its rows, or `height` points tall and scrolling.
    case list([ListSection], style: TableView.Style = .insetGrouped, height: CGFloat? = nil)
    /// A gradient (CAGradientLayer's), of a fixed size when `width` and `height` say.
    case gradient(Gradient, width: CGFloat? = nil, height: CGFloat? = nil)

    /// Where an `absolute` element puts a child: its top-left corner or its centre, in the
    /// element's coordinates.
    public enum Position: Hashable, Sendable {
        /// The child's top-left corner at the point.
        case origin(CGPoint)
        /// The child's centre at the point.
        case center(CGPoint)
    }

    /// A section of a `list`: rows under an optional header, above an optional footer.
    public struct ListSection {
        /// The text above the rows.
        public var header: String?
        /// The text below the rows.
        public var footer: String?
        /// The section's rows, in order.
        public var rows: [ListRow]

        public init(header: String? = nil, footer: String? = nil, rows: [ListRow]) {
            self.header = header
            self.footer = footer
            self.rows = rows
        }
    }

    /// A row of a `list`: text, a detail, an accessory, a switch or an image.
    ///
    ///     ListRow("Wi-Fi", detail: "Home", accessory: .disclosureIndicator)
    public struct ListRow {
        /// The row's main text.
        public var text: String
        /// The secondary text (on the right in `.value1`).
        public var detail: String?
        /// The cell style; nil is `.default`, or `.value1` when there is a detail.
        public var style: TableViewCell.Style?
        /// The standard accessory at the trailing edge.
        public var accessory: TableViewCell.AccessoryType
        /// A switch as the accessory, on or off; nil for none.
        public var toggle: Bool?
        /// An image at the leading edge.
        public var image: Image?

        public init(_ text: String, detail: String? = nil, style: TableViewCell.Style? = nil, accessory: TableViewCell.AccessoryType = .none,
                    toggle: Bool? = nil, image: Image? = nil) {
            self.text = text
            self.detail = detail
            self.style = style
            self.accessory = accessory
            self.toggle = toggle
            self.image = image
        }
    }
}
