import Easel

public typealias UIScrollView = ScrollView
public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UICollectionView = CollectionView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionReusableView = CollectionReusableView
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UICollectionViewListCell = CollectionViewListCell
public typealias UIContentConfiguration = ContentConfiguration
public typealias UIListContentConfiguration = ListContentConfiguration
public typealias UIListContentView = ListContentView
public typealias UIContentView = ContentView
public typealias UIConfigurationState = ConfigurationState

extension TableView {
    /// The height of every row, or `UITableView.automaticDimension` for rows that size
    /// themselves (Easel's nil).
    public var rowHeight: CGFloat {
        get { self.Easel::rowHeight ?? TableView.automaticDimension }
        set { self.Easel::rowHeight = newValue < 0 ? nil : newValue }
    }
}

extension CollectionView {
    /// UIKit's `UICollectionView.ElementCategory`.
    public typealias ElementCategory = CollectionViewLayoutAttributes.ElementCategory
}

extension TableViewCell {
    /// UIKit's `UITableViewCell.CellStyle`.
    public typealias CellStyle = Style

    /// The text label, optional as in UIKit (`cell.textLabel?.text = ...`).
    public var textLabel: Label? { self.Easel::textLabel }
    /// The detail label, optional as in UIKit.
    public var detailTextLabel: Label? { self.Easel::detailTextLabel }
    /// The image view, optional as in UIKit.
    public var imageView: ImageView? { self.Easel::imageView }

    /// UIKit's selection looks; Easel draws rows unselected.
    public enum SelectionStyle: Sendable { case none, blue, gray, `default` }
    public var selectionStyle: SelectionStyle {
        get { .default }
        set {}
    }
}

public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView

extension TableViewCell {
    /// How a row is edited (swipe to delete, insert), as `UITableViewCell.EditingStyle`: named in
    /// data-source methods a render never calls.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }
}
