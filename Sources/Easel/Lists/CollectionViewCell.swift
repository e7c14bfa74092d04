import Foundation

/// An item of a collection view, as `UICollectionViewCell`: subclasses add their views to
/// `contentView`, which always fills the cell.
///
///     final class PhotoCell: CollectionViewCell {
///         let imageView = ImageView()
///         override init(frame: CGRect) { super.init(frame: frame); contentView.addSubview(imageView) }
///     }
open class CollectionViewCell: View, DefaultInitializable {
    /// The view a cell's content goes in; it is laid out to the cell's bounds.
    public let contentView = View()
    /// A view drawn behind `contentView`, as UIKit's property of that name.
    public var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// What the cell shows, as UICollectionViewCell's `contentConfiguration`: the
    /// configuration's view fills `contentView`, pinned to its edges.
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet {
            configuredContentView?.removeFromSuperview()
            configuredContentView = contentConfiguration.map { $0.makeContentView() }
            if let configuredContentView { contentView.addPinnedSubview(configuredContentView) }
            setNeedsLayout()
        }
    }
    private var configuredContentView: View?
    /// Whether the cell is selected; override it to restyle the cell (Easel's collection views
    /// select nothing themselves).
    open var isSelected = false
    /// Whether the cell is highlighted; override it to restyle the cell.
    open var isHighlighted = false

    /// Called before a reused cell is configured again, as UIKit's `prepareForReuse()`. Easel
    /// makes a new cell for every item, so it never calls it; declared so that overrides compile.
    open func prepareForReuse() {}

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// A cell with a zero frame, through `init(frame:)`. It is required, as a collection view
    /// makes registered cell classes with it (UIKit calls `init(frame:)` through the
    /// Objective-C runtime, which Swift allows only through a required initializer): a subclass
    /// that overrides `init(frame:)` and `init?(coder:)`, or neither, inherits it.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The attributes the cell wants in place of the layout's, asked while a layout that
    /// estimates sizes measures the item; the size it returns is the item's size. UIKit's
    /// default adjusts the size to the cell's own fitting size from the layout's estimate (its
    /// content view's `systemLayoutSizeFitting` at the fitting priorities, as its reference says
    /// "the default implementation of this method adjusts the size values to accommodate changes
    /// made by a self-sizing cell"); an override calls `super` first and changes the copy.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let attributes = layoutAttributes.copy() as? CollectionViewLayoutAttributes ?? layoutAttributes
        let fitting = contentView.systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        attributes.size = pixelGrid.ceil(fitting)
        return attributes
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
    }

    /// A tap on an item selects it: the collection view's delegate hears `didSelectItemAt`
    /// (CollectionViewDelegate.swift) unless `shouldSelectItemAt` says no.
    open override func handleTap() -> Bool {
        var ancestor = superview
        while let view = ancestor, !(view is CollectionView) { ancestor = view.superview }
        guard let collection = ancestor as? CollectionView, let delegate = collection.delegate else { return false }
        guard let section = collection.sections.firstIndex(where: { $0.contains { $0 === self } }),
              let item = collection.sections[section].firstIndex(where: { $0 === self }) else { return false }
        let indexPath = IndexPath(item: item, section: section)
        guard delegate.collectionView(collection, shouldSelectItemAt: indexPath) else { return true }
        delegate.collectionView(collection, didSelectItemAt: indexPath)
        return true
    }
}
