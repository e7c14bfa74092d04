import Foundation

/// A view a collection view shows, as `UICollectionReusableView`: the class of its cells and of
/// its supplementary views (section headers and footers), which apps subclass and register
/// with `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
///
///     final class TitleHeader: CollectionReusableView {
///         let label = Label()
///         override init(frame: CGRect) { super.init(frame: frame); addSubview(label) }
///     }
open class CollectionReusableView: View, DefaultInitializable {
    /// The identifier the view was dequeued with, nil for one made directly.
    public internal(set) var reuseIdentifier: String?

    /// Called before a reused view is configured again, as UIKit's `prepareForReuse()`. Easel
    /// makes a new view each time, so it never calls it; declared so that overrides compile.
    open func prepareForReuse() {}

    /// The view whose fitting size is the view's own: itself (a cell's content view).
    var selfSizingView: View { self }

    /// The attributes the view wants in place of the layout's, asked while a layout that
    /// estimates sizes measures the item; the size it returns is the item's size. UIKit's
    /// default adjusts the size to the view's own fitting size from the layout's estimate (the
    /// `systemLayoutSizeFitting` at the fitting priorities, as its reference says "the default
    /// implementation of this method adjusts the size values to accommodate changes made by a
    /// self-sizing cell"); an override calls `super` first and changes the copy.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let attributes = layoutAttributes.copy() as? CollectionViewLayoutAttributes ?? layoutAttributes
        let priorities = layoutAttributes.fittingPriorities
        let fitting = selfSizingView.systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: priorities.horizontal, verticalFittingPriority: priorities.vertical)
        attributes.size = pixelGrid.ceil(fitting)
        return attributes
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view with a zero frame, through `init(frame:)`. It is required, as a collection view
    /// makes registered classes with it (UIKit calls `init(frame:)` through the Objective-C
    /// runtime, which Swift allows only through a required initializer): a subclass that
    /// overrides `init(frame:)` and `init?(coder:)`, or neither, inherits it.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
