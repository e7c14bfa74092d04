import Easel

/// A flow layout, as `UICollectionViewFlowLayout`: its settings, and per item and per section
/// what the collection view's delegate answers as `UICollectionViewDelegateFlowLayout`, asked
/// at every layout pass (so settings changed after the layout was given count).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public typealias ScrollDirection = CollectionView.FlowLayout.ScrollDirection

    public var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }
    /// Not zero: cells size themselves from their constraints (`automaticSize`).
    public var estimatedItemSize = CGSize.zero { didSet { if estimatedItemSize != oldValue { invalidateLayout() } } }
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } } }
    public var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }
    public var sectionInset = EdgeInsets.zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
    public var scrollDirection = ScrollDirection.vertical { didSet { if scrollDirection != oldValue { invalidateLayout() } } }
    /// Each section's header size (zero: none); the data source's
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` gives the view.
    public var headerReferenceSize = CGSize.zero { didSet { if headerReferenceSize != oldValue { invalidateLayout() } } }
    public var footerReferenceSize = CGSize.zero { didSet { if footerReferenceSize != oldValue { invalidateLayout() } } }
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    public override init() {}

    /// A flow layout object with `flow`'s settings.
    convenience init(_ flow: CollectionView.FlowLayout) {
        self.init()
        itemSize = flow.itemSize
        estimatedItemSize = flow.estimatedItemSize
        minimumInteritemSpacing = flow.minimumInteritemSpacing
        minimumLineSpacing = flow.minimumLineSpacing
        sectionInset = flow.sectionInset
        scrollDirection = flow.scrollDirection
        headerReferenceSize = flow.headerReferenceSize
        footerReferenceSize = flow.footerReferenceSize
    }

    /// The flow layout as Easel lays it out.
    open override var collectionViewLayout: CollectionView.Layout { .flow(flowLayout) }

    /// The settings as Easel's flow layout.
    public var flowLayout: CollectionView.FlowLayout {
        var flow = CollectionView.FlowLayout(itemSize: itemSize)
        flow.estimatedItemSize = estimatedItemSize
        flow.minimumInteritemSpacing = minimumInteritemSpacing
        flow.minimumLineSpacing = minimumLineSpacing
        flow.sectionInset = sectionInset
        flow.scrollDirection = scrollDirection
        flow.headerReferenceSize = headerReferenceSize
        flow.footerReferenceSize = footerReferenceSize
        return flow
    }

    /// Sizes and spacing from the delegate when it is a `UICollectionViewDelegateFlowLayout`
    /// (its unimplemented methods answer these settings, as in UIKit).
    open override func flowSections(of flow: CollectionView.FlowLayout, in collectionView: CollectionView) -> [CollectionView.FlowSection]? {
        guard let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout else { return nil }
        return collectionView.sections.indices.map { section in
            let count = collectionView.sections[section].count
            let sizes = (0..<count).map { item in
                flow.estimatedItemSize != .zero
                    ? collectionView.flowItemSize(collectionView.sections[section][item], flow, at: IndexPath(item: item, section: section))
                    : delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
            }
            return CollectionView.FlowSection(
                itemSizes: sizes,
                inset: delegate.collectionView(collectionView, layout: self, insetForSectionAt: section),
                minimumLineSpacing: delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section),
                minimumInteritemSpacing: delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section),
                headerSize: delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section),
                footerSize: delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section))
        }
    }
}
