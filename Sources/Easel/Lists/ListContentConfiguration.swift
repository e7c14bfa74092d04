import Foundation

/// A list row's content as a value, as `UIListContentConfiguration`: text, secondary text and
/// an image, in the layout of one of UIKit's list cells.
///
///     var content = ListContentConfiguration.valueCell()
///     content.text = "Wi-Fi"
///     content.secondaryText = "Home"
///     cell.contentConfiguration = content
public struct ListContentConfiguration: ContentConfiguration, Hashable, Sendable {
    /// Which of UIKit's list layouts the content uses.
    public enum Layout: String, CaseIterable, Hashable, Sendable {
        /// Text alone (secondary text under it when given), as `.cell()`.
        case cell
        /// Text over smaller grey secondary text, as `.subtitleCell()`.
        case subtitleCell
        /// Text left, secondary text grey and right-aligned, as `.valueCell()`.
        case valueCell
    }

    /// How a text of the row is drawn (`UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Hashable, Sendable {
        public var font: Font
        public var color: Color
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: LineBreakMode = .byTruncatingTail
        /// 0 (the default) shows every line the text needs.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var adjustsFontForContentSizeCategory = true
    }

    /// How the row's image is drawn (`UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: Hashable, Sendable {
        /// The colour template images are drawn in (nil: the cell's tint colour).
        public var tintColor: Color?
        public var cornerRadius: CGFloat = 0
    }

    public var layout: Layout
    public var text: String?
    public var secondaryText: String?
    public var image: Image?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    /// Whether the secondary text sits beside the text, right-aligned (the value cell's layout),
    /// rather than under it. True for `.valueCell()`, false for the others.
    public var prefersSideBySideTextAndSecondaryText: Bool

    public init(layout: Layout) {
        self.layout = layout
        prefersSideBySideTextAndSecondaryText = layout == .valueCell
        textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
        // The fonts and colours of the matching legacy cell styles (see TableViewCell): text
        // styles, which follow the reader's text size while `adjustsFontForContentSizeCategory`.
        switch layout {
        case .cell, .subtitleCell: secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
        case .valueCell: secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
        }
    }

    public static func cell() -> ListContentConfiguration { ListContentConfiguration(layout: .cell) }
    public static func subtitleCell() -> ListContentConfiguration { ListContentConfiguration(layout: .subtitleCell) }
    public static func valueCell() -> ListContentConfiguration { ListContentConfiguration(layout: .valueCell) }

    /// The legacy cell style that draws the same layout.
    var cellStyle: TableViewCell.Style {
        if secondaryText != nil, prefersSideBySideTextAndSecondaryText { return .value1 }
        return switch layout {
        case .cell: secondaryText == nil ? .default : .subtitle
        case .subtitleCell: .subtitle
        case .valueCell: secondaryText == nil ? .value1 : .subtitle
        }
    }

    /// A view showing this content as a cell of its layout does, without the cell's background
    /// and separator (`UIListContentView`).
    public func makeContentView() -> View & ContentView {
        ListContentView(configuration: self)
    }

    /// Shows the content in `cell`'s labels and image view, laid out as the matching legacy style.
    func apply(to cell: TableViewCell) {
        cell.layoutStyle = cellStyle
        textProperties.apply(to: cell.textLabel, text: text)
        secondaryTextProperties.apply(to: cell.detailTextLabel, text: secondaryText)
        cell.imageView.image = image
        cell.imageView.tintColor = imageProperties.tintColor
        cell.imageView.layer.cornerRadius = imageProperties.cornerRadius
        cell.imageView.clipsToBounds = imageProperties.cornerRadius > 0
        cell.setNeedsLayout()
    }
}

extension ListContentConfiguration.TextProperties {
    func apply(to label: Label, text: String?) {
        label.text = text
        label.font = font
        label.textColor = color
        label.textAlignment = alignment
        label.lineBreakMode = lineBreakMode
        label.numberOfLines = numberOfLines
        label.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
        label.minimumScaleFactor = minimumScaleFactor
        label.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    }
}

/// A row of a list-layout `CollectionView`, as `UICollectionViewListCell`: a table cell whose
/// labels and image come from a `ListContentConfiguration`.
///
///     let cell = CollectionViewListCell(content: content)
///     cell.accessoryType = .disclosureIndicator
open class CollectionViewListCell: TableViewCell {
    public init(content: ListContentConfiguration) {
        super.init(style: content.cellStyle, reuseIdentifier: nil)
        contentConfiguration = content
    }

    /// An empty `.cell()` row (required of every cell class; see `TableViewCell.init()`).
    public required convenience init() {
        self.init(content: .cell())
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): an empty `.cell()` row.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentConfiguration = ListContentConfiguration.cell()
    }
}

/// A view showing a list content configuration as a list cell lays it out, without a cell's
/// background and separator, as `UIListContentView`.
open class ListContentView: TableViewCell, ContentView {
    /// The content shown; a configuration that is not a list configuration is ignored.
    public var configuration: ContentConfiguration {
        get { contentConfiguration ?? ListContentConfiguration.cell() }
        set { if newValue is ListContentConfiguration { contentConfiguration = newValue } }
    }

    public init(configuration: ListContentConfiguration) {
        super.init(style: configuration.cellStyle, reuseIdentifier: nil)
        backgroundColor = nil
        showsSeparator = false
        contentConfiguration = configuration
    }

    /// An empty `.cell()` view.
    public required convenience init() {
        self.init(configuration: .cell())
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): an empty `.cell()` view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = nil
        showsSeparator = false
        contentConfiguration = ListContentConfiguration.cell()
    }
}
