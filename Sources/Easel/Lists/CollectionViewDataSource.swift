import Foundation

/// What a collection view shows, as `UICollectionViewDataSource`: how many items each section
/// has, and the view for each.
public protocol CollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: CollectionView) -> Int
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The header, footer or other supplementary view of `kind` the layout asks for at
    /// `indexPath` (its section); by default an empty view, so the layout's room for it stays blank.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView { CollectionReusableView() }
}

extension CollectionView {
    /// Asks the data source for every item again (nothing happens without one).
    public func reloadData() {
        needsReload = false
        guard let dataSource else { return }
        let count = max(0, dataSource.numberOfSections(in: self))
        sections = (0 ..< count).map { section in
            let items = max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
            return (0 ..< items).map { dataSource.collectionView(self, cellForItemAt: IndexPath(item: $0, section: section)) }
        }
    }

    /// Makes `dequeueReusableCell(withReuseIdentifier:for:)` answer a new `cellClass`.
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registeredCells.register(cellClass, for: identifier)
    }

    /// A new cell of the class registered for `identifier` (made with `init()`; nothing is
    /// reused). An unregistered identifier is a programming error, as in UIKit.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        registeredCells.makeRegisteredCell(identifier)
    }
}
