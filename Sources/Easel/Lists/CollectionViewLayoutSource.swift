import Foundation

/// An object that describes a collection view's layout, as UIKit's `UICollectionViewLayout`
/// objects do: the collection view asks it again at every layout pass, so settings changed on
/// it after it was given still count, and a flow layout may size each item and section.
public protocol CollectionViewLayoutSource: AnyObject {
    /// The layout as the object's settings stand now.
    func layout(for collectionView: CollectionView) -> CollectionView.Layout
    /// Each section's item sizes and spacing for `flow`; nil takes them from `flow` itself.
    func flowSections(of flow: CollectionView.FlowLayout, in collectionView: CollectionView) -> [CollectionView.FlowSection]?
    /// Told that it now lays out `collectionView` (UIKit's layout objects keep it weakly).
    func attach(to collectionView: CollectionView)
}

extension CollectionViewLayoutSource {
    public func attach(to collectionView: CollectionView) {}
    public func flowSections(of flow: CollectionView.FlowLayout, in collectionView: CollectionView) -> [CollectionView.FlowSection]? { nil }
}
