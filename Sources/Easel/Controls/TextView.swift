import Foundation

/// Multi-line text, as `UITextView` drawn at rest: the text wrapped to the width less the
/// container insets (8 points top and bottom) and the line fragment padding (5 points each
/// side), clipped to the bounds, on the system background. The default font is 12 points, as
/// UITextView's is; set `font` for anything else.
///
///     let bio = TextView(text: "Writes about Swift, layout and snapshot tests.")
///     bio.font = .systemFont(ofSize: 17)
open class TextView: View {
    /// Told about editing, as `UITextView.delegate` (TextViewDelegate.swift).
    public weak var delegate: TextViewDelegate?
    /// The view shown in place of the keyboard while the view edits; kept and not drawn, as
    /// Easel draws no keyboard.
    open var inputView: View?
    /// The bar shown above the keyboard; kept and not drawn.
    open var inputAccessoryView: View?
    public var text: String { didSet { invalidateIntrinsicContentSize() } }
    public var font: Font = .systemFont(ofSize: 12) { didSet { invalidateIntrinsicContentSize() } }
    public var textColor: Color = .label
    public var textAlignment: TextAlignment = .natural { didSet { invalidateIntrinsicContentSize() } }
    /// Space around the text container (UIKit's default: 8 top and bottom).
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { invalidateIntrinsicContentSize() } }
    /// The area the lines are laid out in (TextContainer.swift).
    public let textContainer: TextContainer
    /// Space inside the container on each side of every line (UIKit's default: 5): the text
    /// container's `lineFragmentPadding`.
    public var lineFragmentPadding: CGFloat {
        get { textContainer.lineFragmentPadding }
        set { textContainer.lineFragmentPadding = newValue }
    }
    /// With scrolling off, the text view is as tall as its text, as UITextView sizes itself
    /// for Auto Layout; with scrolling on (the default) it has no intrinsic size.
    public var isScrollEnabled = true { didSet { invalidateIntrinsicContentSize() } }

    public convenience init(text: String = "") {
        self.init(frame: .zero, textContainer: nil)
        self.text = text
    }

    /// UITextView's designated initializer: an empty text view in `frame`, laying its text out
    /// in `textContainer` (a new container when nil).
    public init(frame: CGRect, textContainer: TextContainer?) {
        text = ""
        self.textContainer = textContainer ?? TextContainer()
        super.init(frame: frame)
        self.textContainer.textView = self
        backgroundColor = .systemBackground
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// The rectangle the lines are drawn in, in bounds of `size`.
    public func textRect(in size: CGSize) -> CGRect {
        CGRect(origin: .zero, size: size).inset(by: textContainerInset).insetBy(dx: lineFragmentPadding, dy: 0)
    }

    private func layout(width: CGFloat) -> TextLayout? {
        guard !text.isEmpty else { return nil }
        return TextLayout(text, font: font, color: textColor, paragraph: ParagraphStyle(alignment: textAlignment), width: max(1, width))
    }

    /// The offered width, and the height the wrapped text and the insets need.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width < .greatestFiniteMagnitude ? size.width : bounds.width
        let textWidth = width - textContainerInset.horizontal - 2 * lineFragmentPadding
        let textHeight = layout(width: textWidth).map { pixelGrid.ceil($0.size.height) } ?? pixelGrid.ceil(font.lineHeight)
        return CGSize(width: width, height: textHeight + textContainerInset.vertical)
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        isScrollEnabled ? super.systemLayoutSizeFitting(targetSize) : sizeThatFits(targetSize)
    }

    open override func draw(in canvas: Canvas) {
        let rect = textRect(in: bounds.size)
        guard let layout = layout(width: rect.width) else { return }
        canvas.withSavedState {
            canvas.clip(to: CGRect(origin: .zero, size: bounds.size))
            layout.draw(in: canvas, at: rect.origin)
        }
    }

    open override var usesFonts: Bool { true }
}
