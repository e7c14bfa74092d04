import Foundation

/// The area a text view lays its lines out in, as TextKit's `NSTextContainer`: apps reach it
/// through `textView.textContainer` to change the padding at each end of the lines.
public final class TextContainer {
    /// The container's size; zero follows the text view's bounds.
    public var size: CGSize
    /// Space inside the container at each end of every line (UIKit's default: 5).
    public var lineFragmentPadding: CGFloat = 5 { didSet { textView?.invalidateIntrinsicContentSize(); textView?.setNeedsDisplay() } }
    /// A limit on the lines laid out (0: none). Easel's text view lays out every line, so a
    /// limit is reported.
    public var maximumNumberOfLines = 0 {
        didSet {
            if maximumNumberOfLines > 0 {
                Layer.report(UnsupportedDrawing(source: "NSTextContainer", problem: "maximumNumberOfLines \(maximumNumberOfLines) is not applied; every line of the text view is drawn"))
            }
        }
    }
    public var lineBreakMode: LineBreakMode = .byWordWrapping
    /// Whether the container follows the text view's width and height (kept: Easel's text
    /// views always lay out at their bounds).
    public var widthTracksTextView = true
    public var heightTracksTextView = false
    /// The text view laid out in this container.
    weak var textView: TextView?

    public init(size: CGSize = .zero) {
        self.size = size
    }
}
