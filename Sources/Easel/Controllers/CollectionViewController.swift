import Foundation

/// A controller whose view is a collection view, as `UICollectionViewController`: made with a
/// layout object (`init(collectionViewLayout:)`), the collection is made in `loadView()` with
/// the controller as its data source and delegate, and subclasses override the data source and
/// delegate methods, which are `open` here for that.
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The layout object the collection is made with.
    private let initialLayout: any CollectionViewLayoutSource
    /// Whether selected items are deselected when the screen appears; a render selects nothing.
    public var clearsSelectionOnViewWillAppear = true

    /// A controller whose collection view is laid out by `layout` (a `UICollectionViewLayout`).
    public init(collectionViewLayout layout: any CollectionViewLayoutSource) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): a flow layout's controller.
    public required init?(coder: NSCoder) {
        initialLayout = FixedLayout(layout: .flow(CollectionView.FlowLayout()))
        super.init(coder: coder)
    }

    /// The collection view: the controller's view (nil when the view is something else).
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// A collection view the size of the screen, laid out by the layout object, with this
    /// controller as its data source and delegate.
    open override func loadView() {
        let collection = CollectionView(frame: CGRect(origin: .zero, size: loadingScreen.size), layout: .flow(CollectionView.FlowLayout()))
        collection.layoutSource = initialLayout
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    // MARK: Data source

    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell { CollectionViewCell() }
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
        CollectionReusableView()
    }

    // MARK: Delegate

    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}

    /// A layout object that gives one layout value.
    private final class FixedLayout: CollectionViewLayoutSource {
        let layout: CollectionView.Layout
        init(layout: CollectionView.Layout) { self.layout = layout }
        func layout(for collectionView: CollectionView) -> CollectionView.Layout { layout }
    }
}
