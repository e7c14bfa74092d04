import Easel

/// The layouts a collection view is made with, as UIKit's `UICollectionViewLayout` subclasses:
/// each gives Easel's `CollectionView.Layout`, asked again at every layout pass.
open class UICollectionViewLayout: NSObject, CollectionViewLayoutSource {
    /// The collection view laid out, once the layout is given to one.
    public internal(set) weak var collectionView: UICollectionView?

    public override init() {}

    /// How Easel places the items: a flow layout with its defaults.
    open var collectionViewLayout: CollectionView.Layout { .flow(CollectionView.FlowLayout()) }

    /// `prepare()`, then the layout as it stands.
    public func layout(for collectionView: CollectionView) -> CollectionView.Layout {
        prepare()
        return collectionViewLayout
    }

    /// A layout object for a collection view made with Easel's own layout value.
    static func object(describing layout: CollectionView.Layout) -> UICollectionViewLayout {
        switch layout {
        case let .flow(flow): UICollectionViewFlowLayout(flow)
        case let .list(configuration): UICollectionViewCompositionalLayout.list(using: configuration)
        case let .compositional(compositional): UICollectionViewCompositionalLayout(compositional)
        }
    }

    /// Per-item sizes for a flow layout; nil (the base) takes them from the flow's settings.
    open func flowSections(of flow: CollectionView.FlowLayout, in collectionView: CollectionView) -> [CollectionView.FlowSection]? { nil }

    /// Keeps `collectionView`, as UIKit's layout objects do, once it is given to one.
    public func attach(to collectionView: CollectionView) {
        self.collectionView = collectionView
    }

    /// Lays the collection view out again at the next pass.
    open func invalidateLayout() {
        collectionView?.setNeedsLayout()
    }

    /// Called before each layout (subclasses override it; the base does nothing).
    open func prepare() {}

    /// The content size from the last layout pass.
    open var collectionViewContentSize: CGSize { collectionView?.contentSize ?? .zero }
}

extension CollectionView {
    /// A collection view laid out by `layout`, as UIKit's initializer.
    public convenience init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.init(frame: frame, layout: layout.collectionViewLayout)
        self.collectionViewLayout = layout
    }

    /// The layout object, as in UIKit: setting it lays the items out by the new layout.
    public var collectionViewLayout: UICollectionViewLayout {
        get {
            if let object = layoutSource as? UICollectionViewLayout { return object }
            // Made once, on first use, for a view made with Easel's layout value; given to the
            // view so that settings changed on it count, as on the object UIKit would hold.
            let object = UICollectionViewLayout.object(describing: layout)
            collectionViewLayout = object
            return object
        }
        set {
            newValue.collectionView = self
            layoutSource = newValue
        }
    }

    /// Sets `collectionViewLayout` (a render shows the end of any animation).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }
}

/// Items, groups and sections, as `UICollectionViewCompositionalLayout`; `.list(using:)` makes a
/// list layout.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let layout: CollectionView.Layout

    public init(section: NSCollectionLayoutSection) {
        layout = .compositional(CompositionalLayout(section: section))
    }

    public init(sectionProvider: @escaping CompositionalLayout.SectionProvider) {
        layout = .compositional(CompositionalLayout(sectionProvider: sectionProvider))
    }

    init(_ compositional: CompositionalLayout) {
        layout = .compositional(compositional)
    }

    private init(list configuration: UICollectionLayoutListConfiguration) {
        layout = .list(configuration)
    }

    /// A list: rows in the configuration's appearance, as a table view draws them.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(list: configuration)
    }

    open override var collectionViewLayout: CollectionView.Layout { layout }
}

public typealias UICollectionLayoutListConfiguration = CollectionView.ListConfiguration
public typealias NSCollectionLayoutItem = CollectionLayoutItem
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
public typealias NSCollectionLayoutSection = CollectionLayoutSection
public typealias NSCollectionLayoutSize = CollectionLayoutSize
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
public typealias NSRectAlignment = CollectionLayoutBoundarySupplementaryItem.Alignment
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSection.OrthogonalScrollingBehavior
public typealias NSDiffableDataSourceSnapshot = ListSnapshot
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
