import Foundation

/// A list row's content as a value, as `UIListContentConfiguration`: text, secondary text and
/// an image, in the layout of one of UIKit's list cells.
///
///     var content = ListContentConfiguration.valueCell()
///     content.text = "Wi-Fi"
///     content.secondaryText = "Home"
///     cell.contentConfiguration = content
public struct ListContentConfiguration: Hashable, Sendable {
    /// Which of UIKit's list layouts the content uses.
    public enum Layout: String, CaseIterable, Hashable, Sendable {
        /// Text alone (secondary text under it when given), as `.cell()`.
        case cell
        /// Text over smaller grey secondary text, as `.subtitleCell()`.
        case subtitleCell
        /// Text left, secondary text grey and right-aligned, as `.valueCell()`.
        case valueCell
    }

    public var layout: Layout
    public var text: String?
    public var secondaryText: String?
    public var image: Image?

    public init(layout: Layout) {
        self.layout = layout
    }

    public static func cell() -> ListContentConfiguration { ListContentConfiguration(layout: .cell) }
    public static func subtitleCell() -> ListContentConfiguration { ListContentConfiguration(layout: .subtitleCell) }
    public static func valueCell() -> ListContentConfiguration { ListContentConfiguration(layout: .valueCell) }

    /// The legacy cell style that draws the same layout.
    var cellStyle: TableViewCell.Style {
        switch layout {
        case .cell: secondaryText == nil ? .default : .subtitle
        case .subtitleCell: .subtitle
        case .valueCell: .value1
        }
    }
}

/// A row of a list-layout `CollectionView`, as `UICollectionViewListCell`: a table cell whose
/// labels and image come from a `ListContentConfiguration`.
///
///     let cell = CollectionViewListCell(content: content)
///     cell.accessoryType = .disclosureIndicator
open class CollectionViewListCell: TableViewCell {
    /// The content shown; set at creation, since the cell's style follows its layout.
    public let contentConfiguration: ListContentConfiguration

    public init(content: ListContentConfiguration) {
        contentConfiguration = content
        super.init(style: content.cellStyle, reuseIdentifier: nil)
        textLabel.text = content.text
        detailTextLabel.text = content.secondaryText
        imageView.image = content.image
    }

    /// An empty `.cell()` row (required of every cell class; see `TableViewCell.init()`).
    public required convenience init() {
        self.init(content: .cell())
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): an empty `.cell()` row.
    public required init?(coder: NSCoder) {
        contentConfiguration = .cell()
        super.init(coder: coder)
    }
}
