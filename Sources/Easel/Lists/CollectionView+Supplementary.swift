import Foundation

extension CollectionView {
    /// The kind of a flow layout's section headers, as `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Makes `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` answer a new
    /// `viewClass` for `kind` and `identifier`.
    public func register(_ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registeredSupplementaryViews[kind, default: CellRegistry()].register(viewClass, for: identifier)
    }

    /// A new view of the class registered for `kind` and `identifier` (nothing is reused). An
    /// unregistered one is a programming error, as in UIKit.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionReusableView {
        guard let view = registeredSupplementaryViews[kind]?.makeCell(identifier) else {
            preconditionFailure("no view class is registered for supplementary kind \"\(kind)\" and reuse identifier \"\(identifier)\": register one before the collection asks for its views")
        }
        view.reuseIdentifier = identifier
        return view
    }

    /// The supplementary view of `kind` shown for `indexPath`'s section, nil when there is none.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        shownSupplementaryViews[SupplementaryKey(kind: kind, section: indexPath.section)]
    }

    /// The supplementary views of `kind` shown.
    public func visibleSupplementaryViews(ofKind kind: String) -> [CollectionReusableView] {
        shownSupplementaryViews.filter { $0.key.kind == kind }.sorted { $0.key.section < $1.key.section }.map(\.value)
    }

    /// The view of `kind` for `section` the layout places: made once per reload, by the
    /// diffable data source's provider or else the data source, and added to the collection view.
    func supplementaryView(ofKind kind: String, section: Int) -> CollectionReusableView? {
        let key = SupplementaryKey(kind: kind, section: section)
        if let view = shownSupplementaryViews[key] { return view }
        let indexPath = IndexPath(item: 0, section: section)
        guard let view = supplementaryViewProvider?(self, kind, indexPath)
            ?? dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath) else { return nil }
        shownSupplementaryViews[key] = view
        addSubview(view)
        return view
    }

    /// Takes every supplementary view away, to be asked for again at the next layout.
    func removeSupplementaryViews() {
        for view in shownSupplementaryViews.values { view.removeFromSuperview() }
        shownSupplementaryViews = [:]
    }

    /// A supplementary view's height at `width`: its constraints' fitting height.
    func fittingHeight(of view: View, width: CGFloat) -> CGFloat {
        pixelGrid.ceil(view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height)
    }

    struct SupplementaryKey: Hashable {
        let kind: String
        let section: Int
    }
}
