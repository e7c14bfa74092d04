import Foundation

/// A window onto content larger than itself, as `UIScrollView`: `contentSize` is the content's
/// size, `contentOffset` the point of it shown at the top left (the bounds' origin), and
/// `contentInset` extra room around it. A render shows what is visible at the offset; scroll
/// indicators never show in renders. `renderContent(scale:)` draws the whole content height.
///
///     let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
///     scroll.addSubview(longColumn)
///     scroll.contentSize = longColumn.frame.size
///     scroll.contentOffset = CGPoint(x: 0, y: 200)
open class ScrollView: View {
    /// The size of the scrollable content, in points.
    public var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue { followAdjustedContentInset() } }
    }
    /// Extra space around the content (UIScrollView's `contentInset`).
    public var contentInset: EdgeInsets = .zero
    /// Kept for UIKit code; indicators only show while scrolling, so renders never draw them.
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    /// Kept for UIKit code; a render does not scroll.
    public var isScrollEnabled = true
    /// Kept for UIKit code: paging changes only where a scroll comes to rest.
    public var isPagingEnabled = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// The point of the content shown at the top left: the bounds' origin.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Whether the safe area adds to `contentInset`, as UIScrollView's
    /// `contentInsetAdjustmentBehavior` (`.automatic` by default).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Kept for UIKit code; also makes the vertical axis count as scrollable for `.scrollableAxes`.
    public var alwaysBounceVertical = false
    /// Kept for UIKit code; also makes the horizontal axis count as scrollable for `.scrollableAxes`.
    public var alwaysBounceHorizontal = false

    /// The insets in force: `contentInset` plus the parts of the safe area that
    /// `contentInsetAdjustmentBehavior` takes in, as UIScrollView computes them.
    open var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        var vertical = false, horizontal = false
        switch contentInsetAdjustmentBehavior {
        case .never: break
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes, .automatic:
            vertical = alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
            horizontal = alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width
            // UIKit keeps iOS 10's behaviour for .automatic: a scroll view that is its
            // controller's view inside a navigation controller always takes the top and bottom.
            if contentInsetAdjustmentBehavior == .automatic, let controller = viewController, controller.navigationController != nil {
                vertical = true
            }
        }
        return EdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0), right: contentInset.right + (horizontal ? safe.right : 0)
        )
    }

    /// Called when `adjustedContentInset` changed (UIScrollView's hook); the base does nothing.
    open func adjustedContentInsetDidChange() {}

    /// The `adjustedContentInset` the content offset last followed.
    private var followedContentInset = EdgeInsets.zero

    /// As UIScrollView: when the adjusted inset changes while the content rests at its old top
    /// position, the offset moves to the new one, so a full-screen scroll view or table starts
    /// with its content below the status bar.
    private func followAdjustedContentInset() {
        let inset = adjustedContentInset, old = followedContentInset
        guard inset != old else { return }
        followedContentInset = inset
        if contentOffset.y == -old.top, inset.top != old.top { contentOffset.y = -inset.top }
        adjustedContentInsetDidChange()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        followAdjustedContentInset()
    }

    /// The offsets the content can be scrolled between, from the top-left inset to the far end.
    public var contentOffsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height)
        )
        return (minimum, maximum)
    }

    /// Moves to `offset`, kept within `contentOffsetRange` as a scroll that comes to rest is.
    public func setContentOffset(clamped offset: CGPoint) {
        let range = contentOffsetRange
        contentOffset = CGPoint(x: min(range.max.x, max(range.min.x, offset.x)), y: min(range.max.y, max(range.min.y, offset.y)))
    }

    /// Scrolls so that the top inset shows above the content, as a scroll view starts out
    /// when its controller adjusts it.
    public func scrollToTop() {
        contentOffset = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
    }

    /// The whole content, from the top inset to the bottom one, as one image: the scroll view
    /// is made tall enough for it for the render and then put back as it was.
    public func renderContent(scale: CGFloat = TraitCollection.standard.displayScale) throws -> Image {
        let saved = (frame, contentOffset)
        defer {
            frame = saved.0
            contentOffset = saved.1
            layoutIfNeeded()
        }
        setDisplayScale(scale)
        layoutIfNeeded()
        let inset = adjustedContentInset
        let height = max(bounds.height, contentSize.height + inset.vertical)
        frame.size.height = height
        layoutIfNeeded()
        contentOffset = CGPoint(x: contentOffset.x, y: -inset.top)
        return try render(scale: scale)
    }
}

/// When a scroll view's safe area adds to its content inset, as `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
    /// As `.scrollableAxes`, and the top and bottom always for a navigation controller's content.
    case automatic
    /// Only along an axis the content scrolls in (or that always bounces).
    case scrollableAxes
    /// Never: `adjustedContentInset` is `contentInset`.
    case never
    /// Always, in both axes.
    case always
}
