import Foundation

/// Shows an image, as `UIImageView`: its intrinsic size is the image's size in points, and
/// `contentMode` places the image in the bounds. Template images are drawn in `tintColor`.
///
///     let logo = ImageView(image: Image(named: "logo"))
///     logo.contentMode = .scaleAspectFit
open class ImageView: View {
    public var image: Image? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// How the image is placed in the bounds. The image never draws outside the bounds, so
    /// `.scaleAspectFill` crops (UIKit needs `clipsToBounds` for that; a mockup never wants the overflow).
    public var contentMode: ContentMode = .scaleToFill

    /// The image shown while `isHighlighted`, as UIImageView's (nil: `image` stays).
    public var highlightedImage: Image? {
        didSet { if isHighlighted, highlightedImage != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether `highlightedImage` is shown in place of `image`.
    public var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedImage != nil { invalidateIntrinsicContentSize() } }
    }

    // UIKit: an image view is an image, and VoiceOver stops on it once it has a label.
    override var defaultIsAccessibilityElement: Bool { !(accessibilityLabel ?? "").isEmpty }
    override var defaultAccessibilityTraits: AccessibilityTraits { .image }

    /// The image drawn and measured: the highlighted one while highlighted, if there is one.
    public var displayedImage: Image? { isHighlighted ? highlightedImage ?? image : image }

    public init(image: Image?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        contentHuggingPriority = AxisPriorities(horizontal: 251, vertical: 251)
        isUserInteractionEnabled = false
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentHuggingPriority = AxisPriorities(horizontal: 251, vertical: 251)
        isUserInteractionEnabled = false
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentHuggingPriority = AxisPriorities(horizontal: 251, vertical: 251)
        isUserInteractionEnabled = false
    }

    /// The image's size in points; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size in points (zero without an image), whatever size is offered, as UIImageView.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? .zero
    }

    /// A symbol image's baseline (`Image.baselineOffsetFromBottom`), so symbols line up with
    /// text in baseline-aligned stacks as UIKit's do; the bottom edge for other images.
    open override func baselineOffsets(for size: CGSize) -> (first: CGFloat, last: CGFloat) {
        guard let image, let offset = image.baselineOffsetFromBottom, image.size.height > 0 else { return super.baselineOffsets(for: size) }
        let rect = contentMode.rect(for: image.size, in: CGRect(origin: .zero, size: size))
        let baseline = rect.maxY - offset * rect.height / image.size.height
        return (baseline, baseline)
    }

    open override func draw(in canvas: Canvas) {
        guard let image = displayedImage else { return }
        let area = bounds
        let rect = contentMode.rect(for: image.size, in: area)
        canvas.withSavedState {
            canvas.clip(to: area)
            canvas.draw(image, in: rect, tint: image.renderingMode == .alwaysTemplate ? tintColor : nil)
        }
    }
}
