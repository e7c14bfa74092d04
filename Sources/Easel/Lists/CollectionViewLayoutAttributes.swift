import Foundation

/// Where a collection view's layout puts one item, as `UICollectionViewLayoutAttributes`: the
/// values handed to a cell's `preferredLayoutAttributesFitting(_:)` while a layout that
/// estimates sizes measures it, and read back for the size the item gets.
///
///     override func preferredLayoutAttributesFitting(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
///         let fitted = super.preferredLayoutAttributesFitting(attributes)
///         fitted.size.width = 120
///         return fitted
///     }
open class CollectionViewLayoutAttributes: NSObject, NSCopying {
    /// What kind of element the attributes place, as `UICollectionView.ElementCategory`.
    public enum ElementCategory: Hashable, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// The item's frame in the collection view's content.
    open var frame: CGRect = .zero
    /// The item's index path.
    open var indexPath: IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public let representedElementCategory: ElementCategory
    /// The kind of a supplementary or decoration view; nil for a cell.
    public let representedElementKind: String?
    /// Kept for the layout that sets them; Easel draws items at alpha 1, in order, with no
    /// transform (a render shows the layout at rest).
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false

    /// How firmly the default `preferredLayoutAttributesFitting(_:)` keeps each side of `size`:
    /// a flow layout's estimate gives way on both axes; a compositional layout keeps the sides
    /// it does not estimate (`.required`) and lets only an `.estimated` dimension follow the content.
    var fittingPriorities = AxisPriorities(horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)

    /// The size of `frame`, keeping its origin.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// The centre of `frame`; setting it moves the frame, keeping its size.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The element's bounds: its size, at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// Attributes for the cell at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for a supplementary view of `kind` (a header or footer).
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    /// Attributes for a decoration view of `kind`.
    public init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = kind
    }

    /// A copy with the same values (a cell's `preferredLayoutAttributesFitting(_:)` changes a
    /// copy, never the layout's own attributes).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy: CollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell: copy = Self(forCellWith: indexPath)
        case .supplementaryView: copy = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView: copy = CollectionViewLayoutAttributes(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        copy.frame = frame
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.fittingPriorities = fittingPriorities
        return copy
    }
}
