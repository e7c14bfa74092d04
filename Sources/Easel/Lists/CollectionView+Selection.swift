import Foundation

extension CollectionView {
    /// Where an item ends up when the collection scrolls to it, as
    /// `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Selects the item at `indexPath` (its cell's `isSelected`), deselecting the others, and
    /// scrolls to it when `scrollPosition` says where; nil deselects all. The delegate is not
    /// told, as in UIKit.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        for cell in sections.joined().compactMap({ $0 as? CollectionViewCell }) { cell.isSelected = false }
        guard let indexPath else { return }
        (cellForItem(at: indexPath) as? CollectionViewCell)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        (cellForItem(at: indexPath) as? CollectionViewCell)?.isSelected = false
    }

    /// The index paths of the selected items, in order.
    public var indexPathsForSelectedItems: [IndexPath]? {
        sections.enumerated().flatMap { section, items in
            items.enumerated().compactMap { item, view in (view as? CollectionViewCell)?.isSelected == true ? IndexPath(item: item, section: section) : nil }
        }
    }

    /// Scrolls so that the item at `indexPath` is at `scrollPosition` (once the items are laid
    /// out), within the content's range, as UIKit's `scrollToItem(at:at:animated:)`: a render
    /// shows where the scroll ends.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        pendingScroll = (indexPath, scrollPosition)
        setNeedsLayout()
    }

    /// Applies a scroll asked for before the items had their frames.
    func applyPendingScroll() {
        guard let (indexPath, position) = pendingScroll, let item = cellForItem(at: indexPath) else { return }
        pendingScroll = nil
        let frame = item.frame
        var offset = contentOffset
        if position.contains(.top) { offset.y = frame.minY - adjustedContentInset.top }
        if position.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - bounds.height + adjustedContentInset.bottom }
        if position.contains(.left) { offset.x = frame.minX - adjustedContentInset.left }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if position.contains(.right) { offset.x = frame.maxX - bounds.width + adjustedContentInset.right }
        setContentOffset(clamped: offset)
    }
}
