import Easel

public typealias UIScrollView = ScrollView
public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UICollectionView = CollectionView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionReusableView = View
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

/// A flow layout's settings, as `UICollectionViewFlowLayout`: give it to
/// `UICollectionView(frame:collectionViewLayout:)` after setting them.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum ScrollDirection: Sendable { case vertical, horizontal }
    public var itemSize = CGSize(width: 50, height: 50)
    public var estimatedItemSize = CGSize.zero
    public var minimumInteritemSpacing: CGFloat = 10
    public var minimumLineSpacing: CGFloat = 10
    public var sectionInset = EdgeInsets.zero
    /// Only vertical scrolling is laid out.
    public var scrollDirection = ScrollDirection.vertical
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    public override init() {}

    /// The flow layout as Easel lays it out.
    open override var collectionViewLayout: CollectionView.Layout { .flow(flowLayout) }

    /// The settings as Easel's flow layout.
    public var flowLayout: CollectionView.FlowLayout {
        var flow = CollectionView.FlowLayout(itemSize: itemSize)
        flow.minimumInteritemSpacing = minimumInteritemSpacing
        flow.minimumLineSpacing = minimumLineSpacing
        flow.sectionInset = sectionInset
        return flow
    }
}

extension CollectionView {
    /// A collection view laid out by `layout`'s settings as they are now.
    public convenience init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.init(frame: frame, layout: layout.collectionViewLayout)
    }
}
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
