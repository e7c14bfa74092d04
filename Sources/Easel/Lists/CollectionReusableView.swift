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
