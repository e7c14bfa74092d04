import Foundation

/// A collection view's items from `ListSnapshot`s, as `UICollectionViewDiffableDataSource`: a
/// closure makes each item's cell (a `CollectionViewCell`, a list cell, any view).
///
///     let source = CollectionViewDiffableDataSource<Int, Photo>(collectionView: grid) { view, indexPath, photo in
///         view.dequeueConfiguredReusableCell(using: photoCell, for: indexPath, item: photo)
///     }
///     source.apply(snapshot)
open class CollectionViewDiffableDataSource<Section: Hashable, Item: Hashable> {
    /// Makes the cell of an item; nil leaves an empty cell.
    public typealias CellProvider = (CollectionView, IndexPath, Item) -> View?
    /// Makes a section's header, footer or other supplementary view of a kind.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

    /// Makes the supplementary views the layout asks for, as UIKit's property of that name.
    public var supplementaryViewProvider: SupplementaryViewProvider? {
        didSet { collectionView?.supplementaryViewProvider = supplementaryViewProvider }
    }

    private let cellProvider: CellProvider
    private var current = ListSnapshot<Section, Item>()
    private weak var collectionView: CollectionView?

    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.collectionView = collectionView
    }

    /// Shows `snapshot`; at once, as a render has no animation.
    public func apply(_ snapshot: ListSnapshot<Section, Item>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        if let collectionView {
            collectionView.apply(snapshot) { indexPath, item in cellProvider(collectionView, indexPath, item) ?? CollectionViewCell() }
        }
        completion?()
    }

    /// A copy of the snapshot shown, to change and apply again.
    public func snapshot() -> ListSnapshot<Section, Item> { current }

    public func itemIdentifier(for indexPath: IndexPath) -> Item? {
        guard current.sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: current.sectionIdentifiers[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }
}

extension CollectionView {
    /// How to make and configure the cells of one kind of item, as
    /// `UICollectionView.CellRegistration`.
    public struct CellRegistration<Cell: View & DefaultInitializable, Item> {
        let handler: (Cell, IndexPath, Item) -> Void

        public init(handler: @escaping (Cell, IndexPath, Item) -> Void) {
            self.handler = handler
        }
    }

    /// A new cell of the registration's class, configured for `item` by its handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        let cell = Cell()
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
}
