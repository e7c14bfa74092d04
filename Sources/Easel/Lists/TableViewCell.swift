import Foundation

/// One row of a table, as `UITableViewCell` on iOS 17: a `contentView` holding `imageView`,
/// `textLabel` and `detailTextLabel` placed by the cell style, an accessory at the trailing
/// margin (chevron, checkmark, info button) and a hairline separator under it, inset to the text.
///
///     let cell = TableViewCell(style: .value1)
///     cell.textLabel.text = "Wi-Fi"
///     cell.detailTextLabel.text = "Home"
///     cell.accessoryType = .disclosureIndicator
open class TableViewCell: View, DefaultInitializable {
    /// UITableViewCell.CellStyle.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// The text alone, after the image.
        case `default`
        /// The text on the left, the detail in grey right-aligned (Settings rows).
        case value1
        /// A blue, right-aligned text in a narrow column, then the detail (Contacts).
        case value2
        /// The text over a smaller grey detail.
        case subtitle
    }

    /// UITableViewCell.AccessoryType.
    public enum AccessoryType: String, CaseIterable, Hashable, Sendable {
        case none
        /// A grey chevron: the row leads somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A tinted check: the row is chosen.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// The least height of a row, as UIKit's default `rowHeight`.
    public static let defaultHeight: CGFloat = 44
    /// Space above and below the labels in a self-sizing row.
    public static let verticalPadding: CGFloat = 11
    /// The gap between the image and the text.
    static let imageGap: CGFloat = 16

    public let style: Style
    /// The style the labels are laid out in: `style`, or the one a list content configuration
    /// asks for.
    var layoutStyle: Style
    /// What the cell shows, as UITableViewCell's `contentConfiguration`: a
    /// `ListContentConfiguration` fills `textLabel`, `detailTextLabel` and `imageView` (laid out
    /// as its layout's legacy style); any other configuration's view fills `contentView`.
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }
    /// The view a custom content configuration made, pinned to the content view's edges.
    private var configuredContentView: View?
    /// Holds the labels and image; add custom content here.
    public let contentView = View()
    public let textLabel = Label()
    public let detailTextLabel = Label()
    public let imageView = ImageView()
    public var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A view that replaces the accessory type's glyph.
    public var accessoryView: View? {
        didSet { oldValue?.removeFromSuperview(); if let accessoryView { addSubview(accessoryView) }; setNeedsLayout() }
    }
    /// The colour of the checkmark and the info button (system blue).
    public var accessoryTintColor: Color = .systemBlue
    /// Where the separator under the cell starts and ends; nil insets it to the text, as UIKit's automatic inset.
    public var separatorInset: EdgeInsets?
    /// Whether the hairline under the cell is drawn (the table turns it off where iOS does).
    public var showsSeparator = true
    /// The hairline's colour.
    public var separatorColor: Color = .separator
    /// Space from the cell's edges to its content: 16 points (20 on wide phones, set by the table).
    public var horizontalMargin: CGFloat = 16 { didSet { setNeedsLayout() } }
    /// Taken from the table: nil means the reuse identifier was never set.
    public let reuseIdentifier: String?

    public init(style: Style = .default, reuseIdentifier: String? = nil) {
        self.style = style
        self.layoutStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableViewCell.defaultHeight))
        setUpContent()
    }

    /// Whether the cell is selected. Easel draws rows unselected (a render shows a table at
    /// rest), so the property only tells overrides what was set; `setSelected(_:animated:)`
    /// sets it.
    open var isSelected = false
    /// Whether the cell is highlighted (drawn as unhighlighted, as `isSelected`).
    open var isHighlighted = false

    /// Sets `isSelected`, as UIKit's `setSelected(_:animated:)`; override it to restyle the cell.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Sets `isHighlighted`, as UIKit's `setHighlighted(_:animated:)`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// Called before a reused cell is configured again, as UIKit's `prepareForReuse()`. Easel
    /// makes a new cell for every row, so it never calls it; declared so that overrides compile.
    open func prepareForReuse() {}

    /// A `.default` cell with no reuse identifier. It is required, as a table makes registered
    /// cell classes with it (UIKit calls `init(style:reuseIdentifier:)` through the Objective-C
    /// runtime, which Swift allows only through a required initializer): a subclass that
    /// overrides `init(style:reuseIdentifier:)` and `init?(coder:)`, or neither, inherits it.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): a `.default` cell with no
    /// reuse identifier, as `init(style:reuseIdentifier:)` makes it.
    public required init?(coder: NSCoder) {
        style = .default
        layoutStyle = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 320, height: TableViewCell.defaultHeight)
        setUpContent()
    }

    private func setUpContent() {
        backgroundColor = .systemBackground
        addSubview(contentView)
        contentView.addSubview(imageView)
        contentView.addSubview(textLabel)
        contentView.addSubview(detailTextLabel)
        // The built-in styles' labels are Dynamic Type text styles and follow the reader's text
        // size, as UIKit's standard cells do.
        textLabel.font = .preferredFont(forTextStyle: .body)
        switch style {
        case .default, .value1:
            detailTextLabel.font = .preferredFont(forTextStyle: .body)
            detailTextLabel.textColor = .secondaryLabel
        case .value2:
            textLabel.font = Font.preferredFont(forTextStyle: .subheadline).withWeight(.semibold)
            textLabel.textColor = .systemBlue
            textLabel.textAlignment = .right
            detailTextLabel.font = .preferredFont(forTextStyle: .subheadline)
        case .subtitle:
            detailTextLabel.font = .preferredFont(forTextStyle: .subheadline)
            detailTextLabel.textColor = .secondaryLabel
        }
        textLabel.adjustsFontForContentSizeCategory = true
        detailTextLabel.adjustsFontForContentSizeCategory = true
    }

    /// A list content configuration in this cell's style (`.cell()`, `.subtitleCell()` or
    /// `.valueCell()`), with the cell's current text, secondary text and image, as UIKit's.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    private func applyContentConfiguration() {
        configuredContentView?.removeFromSuperview()
        configuredContentView = nil
        let showsOwnViews = contentConfiguration == nil || contentConfiguration is ListContentConfiguration
        for view in [textLabel, detailTextLabel, imageView] where !showsOwnViews { view.isHidden = true }
        if let list = contentConfiguration as? ListContentConfiguration {
            list.apply(to: self)
        } else if let configuration = contentConfiguration {
            let view = configuration.makeContentView()
            contentView.addPinnedSubview(view)
            configuredContentView = view
        }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    private var hasImage: Bool { imageView.image != nil }
    private var hasDetail: Bool { layoutStyle != .default && !(detailTextLabel.text ?? "").isEmpty }

    /// The accessory's size: the view's, or the glyph's.
    private var accessorySize: CGSize {
        if let accessoryView { return accessoryView.bounds.size == .zero ? accessoryView.layoutSize(fitting: bounds.size) : accessoryView.bounds.size }
        switch accessoryType {
        case .none: return .zero
        case .disclosureIndicator: return CGSize(width: 8, height: 14)
        case .checkmark: return CGSize(width: 14, height: 12)
        case .detailButton: return CGSize(width: 22, height: 22)
        case .detailDisclosureButton: return CGSize(width: 22 + 12 + 8, height: 22)
        }
    }

    /// The accessory's frame in bounds of `size`: at the trailing margin, centred vertically.
    public func accessoryRect(in size: CGSize) -> CGRect {
        let accessory = accessorySize
        guard accessory != .zero else { return .zero }
        return pixelGrid.align(CGRect(x: size.width - horizontalMargin - accessory.width, y: (size.height - accessory.height) / 2, width: accessory.width, height: accessory.height))
    }

    /// Where the text starts, from the cell's left edge: after the image, or at the margin.
    public var textLeading: CGFloat {
        hasImage ? horizontalMargin + imageSize.width + TableViewCell.imageGap : horizontalMargin
    }

    private var imageSize: CGSize {
        guard let image = imageView.image else { return .zero }
        // UIKit fits list images into a 29-point box's height at most, as Settings' icons.
        let scale = min(1, 29 / max(1, image.size.height))
        return CGSize(width: image.size.width * scale, height: image.size.height * scale)
    }

    /// The height the row needs at `width`: at least 44 points, more when the labels need it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if sizesItselfByConstraints { return CGSize(width: size.width, height: pixelGrid.ceil(contentHeight(forRowWidth: size.width))) }
        let textHeight = textLabel.intrinsicContentSize.height
        let detailHeight = hasDetail ? detailTextLabel.intrinsicContentSize.height : 0
        let content = layoutStyle == .subtitle ? textHeight + detailHeight : max(textHeight, detailHeight)
        let height = max(TableViewCell.defaultHeight, max(content, imageSize.height) + 2 * TableViewCell.verticalPadding)
        return CGSize(width: size.width, height: pixelGrid.ceil(height))
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }

    open override func layoutSubviews() {
        let grid = pixelGrid
        let accessory = accessoryRect(in: bounds.size)
        accessoryView?.frame = accessory
        let contentRight = accessory == .zero ? bounds.width : accessory.minX - 4
        contentView.frame = CGRect(x: 0, y: 0, width: max(0, contentRight), height: max(0, bounds.height - separatorAllowance))
        let trailing = accessory == .zero ? bounds.width - horizontalMargin : accessory.minX - 10
        let midY = bounds.height / 2
        let image = imageSize
        imageView.frame = grid.align(CGRect(x: horizontalMargin, y: midY - image.height / 2, width: image.width, height: image.height))
        imageView.isHidden = !hasImage
        detailTextLabel.isHidden = !hasDetail
        let text = textLabel.intrinsicContentSize
        let detail = hasDetail ? detailTextLabel.intrinsicContentSize : .zero
        let left = textLeading
        switch layoutStyle {
        case .default:
            textLabel.frame = grid.align(CGRect(x: left, y: midY - text.height / 2, width: max(0, trailing - left), height: text.height))
        case .value1:
            let detailWidth = min(detail.width, max(0, trailing - left))
            detailTextLabel.frame = grid.align(CGRect(x: trailing - detailWidth, y: midY - detail.height / 2, width: detailWidth, height: detail.height))
            let textRight = hasDetail ? detailTextLabel.frame.minX - 8 : trailing
            textLabel.frame = grid.align(CGRect(x: left, y: midY - text.height / 2, width: max(0, min(text.width, textRight - left)), height: text.height))
        case .value2:
            let column: CGFloat = 91
            textLabel.frame = grid.align(CGRect(x: left, y: midY - text.height / 2, width: column, height: text.height))
            let detailLeft = left + column + 6
            detailTextLabel.frame = grid.align(CGRect(x: detailLeft, y: midY - detail.height / 2, width: max(0, trailing - detailLeft), height: detail.height))
        case .subtitle:
            let top = midY - (text.height + detail.height) / 2
            textLabel.frame = grid.align(CGRect(x: left, y: top, width: max(0, trailing - left), height: text.height))
            detailTextLabel.frame = grid.align(CGRect(x: left, y: top + text.height, width: max(0, trailing - left), height: detail.height))
        }
    }

    /// The separator's frame in bounds coordinates: a hairline at the bottom, from the inset
    /// (the text's leading edge unless set) to the right edge.
    public var separatorRect: CGRect {
        let inset = separatorInset ?? EdgeInsets(left: textLeading)
        let thickness = 1 / displayScale
        return CGRect(x: inset.left, y: bounds.height - thickness, width: max(0, bounds.width - inset.left - inset.right), height: thickness)
    }

    open override func draw(in canvas: Canvas) {
        if showsSeparator { canvas.fill(separatorRect, with: separatorColor) }
        guard accessoryView == nil else { return }
        let rect = accessoryRect(in: bounds.size)
        switch accessoryType {
        case .none: break
        case .disclosureIndicator: drawChevron(in: rect, on: canvas)
        case .checkmark: drawCheckmark(in: rect, on: canvas)
        case .detailButton: drawInfoButton(in: rect, on: canvas)
        case .detailDisclosureButton:
            drawInfoButton(in: CGRect(x: rect.minX, y: rect.minY, width: 22, height: 22), on: canvas)
            drawChevron(in: CGRect(x: rect.maxX - 8, y: rect.midY - 7, width: 8, height: 14), on: canvas)
        }
    }

    // UIKit: a cell is one element that reads its labels in order, joined by commas
    // ("Wi-Fi, Home"); a selected cell is "Selected".
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? {
        let labels = contentView.accessibilityItems().compactMap { $0.label }.filter { !$0.isEmpty }
        return labels.isEmpty ? nil : labels.joined(separator: ", ")
    }
    override var defaultAccessibilityTraits: AccessibilityTraits { isSelected ? .selected : .none }

    open override var usesFonts: Bool { true }

    /// A tap on a row selects it: the table's delegate hears `didSelectRowAt` (TableViewDelegate.swift).
    open override func handleTap() -> Bool {
        guard let table = superview as? TableView, table.allowsSelection, let delegate = table.delegate, let indexPath = table.indexPath(for: self) else { return false }
        delegate.tableView(table, didSelectRowAt: indexPath)
        return true
    }

    /// The `chevron.forward` iOS shows on navigation rows: two strokes meeting at the right.
    private func drawChevron(in rect: CGRect, on canvas: Canvas) {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + 1, y: rect.minY + 1))
        path.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + 1, y: rect.maxY - 1))
        canvas.stroke(path, with: .tertiaryLabel, lineWidth: 2)
    }

    private func drawCheckmark(in rect: CGRect, on canvas: Canvas) {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + 1, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.38, y: rect.maxY - 1))
        path.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.minY + 1))
        canvas.stroke(path, with: accessoryTintColor, lineWidth: 2)
    }

    /// The circled "i" of `UIButton(type: .detailDisclosure)`.
    private func drawInfoButton(in rect: CGRect, on canvas: Canvas) {
        canvas.strokeInside(rect.insetBy(dx: 1, dy: 1), radii: CornerRadii(all: 10), width: 1.5, color: accessoryTintColor)
        canvas.fill(Path(ellipseIn: CGRect(x: rect.midX - 1.25, y: rect.minY + 5.5, width: 2.5, height: 2.5)), with: accessoryTintColor)
        canvas.fill(Path(roundedRect: CGRect(x: rect.midX - 1.1, y: rect.minY + 9.5, width: 2.2, height: 7.5), cornerRadius: 1.1), with: accessoryTintColor)
    }
}
