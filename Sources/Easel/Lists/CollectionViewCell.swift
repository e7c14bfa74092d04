import Foundation

/// An item of a collection view, as `UICollectionViewCell`: subclasses add their views to
/// `contentView`, which always fills the cell.
///
///     final class PhotoCell: CollectionViewCell {
///         let imageView = ImageView()
///         override init(frame: CGRect) { super.init(frame: frame); contentView.addSubview(imageView) }
///     }
open class CollectionViewCell: CollectionReusableView {
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

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A cell is measured by its content view, which its constraints size.
    override var selfSizingView: View { contentView }

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
