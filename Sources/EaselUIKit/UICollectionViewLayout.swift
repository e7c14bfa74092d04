import Easel

/// The layouts a collection view is made with, as UIKit's `UICollectionViewLayout` subclasses:
/// each gives Easel's `CollectionView.Layout`.
open class UICollectionViewLayout {
    public init() {}

    /// How Easel places the items: a flow layout with its defaults.
    open var collectionViewLayout: CollectionView.Layout { .flow(CollectionView.FlowLayout()) }
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
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSection.OrthogonalScrollingBehavior
public typealias NSDiffableDataSourceSnapshot = ListSnapshot
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
