import Foundation

/// A row of dots for pages, as `UIPageControl` since iOS 14: 7-point dots 9 points apart,
/// the current one darker, in a control 26 points tall with 12 points at each end.
///
///     let pages = PageControl(numberOfPages: 4)
///     pages.currentPage = 1
open class PageControl: Control {
    public static let dotDiameter: CGFloat = 7
    public static let dotSpacing: CGFloat = 9
    public static let height: CGFloat = 26
    public static let endPadding: CGFloat = 12

    public var numberOfPages = 0 { didSet { numberOfPages = max(0, numberOfPages); invalidateIntrinsicContentSize() } }
    /// The highlighted dot, kept within the pages.
    public var currentPage = 0 { didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) } }

    // UIKit: a page control is adjustable and reads "page 2 of 4".
    override var defaultAccessibilityValue: String? { numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil }
    override var defaultAccessibilityTraits: AccessibilityTraits { super.defaultAccessibilityTraits.union(.adjustable) }

    /// The other dots' colour; nil is the tertiary label grey.
    public var pageIndicatorTintColor: Color?
    /// The current dot's colour; nil is the label colour.
    public var currentPageIndicatorTintColor: Color?
    /// Draws nothing when there is only one page.
    public var hidesForSinglePage = false

    public convenience init(numberOfPages: Int = 0) {
        self.init(frame: .zero)
        self.numberOfPages = numberOfPages
        frame.size = intrinsicContentSize
    }

    /// UIPageControl's designated initializer: no pages, in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size the dots for `pageCount` pages need (UIPageControl's `size(forNumberOfPages:)`).
    public func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        let dots = count * PageControl.dotDiameter + max(0, count - 1) * PageControl.dotSpacing
        return CGSize(width: dots + 2 * PageControl.endPadding, height: PageControl.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Dot `index`, the row centred in the bounds.
    public func dotRect(at index: Int) -> CGRect {
        let row = size(forNumberOfPages: numberOfPages).width - 2 * PageControl.endPadding
        let x = (bounds.width - row) / 2 + CGFloat(index) * (PageControl.dotDiameter + PageControl.dotSpacing)
        let d = PageControl.dotDiameter
        return CGRect(x: x, y: (bounds.height - d) / 2, width: d, height: d)
    }

    open override func drawControl(in canvas: Canvas) {
        guard numberOfPages > 1 || !hidesForSinglePage else { return }
        for index in 0 ..< numberOfPages {
            let color = index == currentPage ? (currentPageIndicatorTintColor ?? .label) : (pageIndicatorTintColor ?? .tertiaryLabel)
            canvas.fill(Path(ellipseIn: dotRect(at: index)), with: color)
        }
    }

    /// A tap moves to the next page, wrapping around, as tapping right of the current dot does.
    open override func tapChangedValue() -> Bool {
        guard numberOfPages > 1 else { return false }
        currentPage = (currentPage + 1) % numberOfPages
        return true
    }
}
