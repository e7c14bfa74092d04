import Foundation

/// A single line of editable text, as `UITextField` on iOS 17, drawn at rest (not editing unless
/// `isEditing` is set): the text or the grey placeholder, a border style, left and right views
/// and the clear button shown as their modes say, and dots for secure entry.
///
///     let email = TextField(placeholder: "Email")
///     email.borderStyle = .roundedRect
///     let password = TextField(placeholder: "Password")
///     password.isSecureTextEntry = true
open class TextField: Control {
    /// Told about editing, as `UITextField.delegate` (TextFieldDelegate.swift).
    public weak var delegate: TextFieldDelegate?

    /// UITextField.BorderStyle.
    public enum BorderStyle: String, CaseIterable, Hashable, Sendable {
        /// No border: the text fills the bounds.
        case none
        /// A thin dark rectangle.
        case line
        /// A sunken rectangle: darker on the top and left edges.
        case bezel
        /// A field filled with the system background (white; black in dark mode, as UIKit fills it
        /// with its `_textFieldBackgroundColor`) inside a one-pixel grey border with 5-point
        /// corners (34 points tall at 17 points).
        case roundedRect

        /// Space between the field's edge and the text, on the left and right: the horizontal
        /// padding of UIKit's metrics provider for each style (`_UITextFieldPaddedMetricsProvider`:
        /// 2 points for the line, 7 for the bezel and for the rounded rect).
        var horizontalInset: CGFloat {
            switch self {
            case .none: 0
            case .line: 2
            case .bezel, .roundedRect: 7
            }
        }

        /// Space between the field's edge and the clear button.
        var clearButtonMargin: CGFloat {
            switch self {
            case .none: 0
            case .line, .bezel: 2
            case .roundedRect: 5
            }
        }

        /// The least height at the default font: UIKit's rounded field is 34 points, the others 30.
        var minimumHeight: CGFloat {
            switch self {
            case .none: 0
            case .line, .bezel: 30
            case .roundedRect: 34
            }
        }
    }

    /// When an overlay view (left, right, clear button) shows: UITextField.ViewMode.
    public enum ViewMode: String, CaseIterable, Hashable, Sendable {
        case never, whileEditing, unlessEditing, always

        func shows(editing: Bool) -> Bool {
            switch self {
            case .never: false
            case .whileEditing: editing
            case .unlessEditing: !editing
            case .always: true
            }
        }
    }

    /// The clear button's side (a circled cross).
    public static let clearButtonSide: CGFloat = 19
    /// The character secure text is drawn with, one per character.
    public static let secureDot: Character = "•"

    public var text: String? { didSet { contentChanged() } }
    /// Shown in the placeholder grey while `text` is empty.
    open var placeholder: String? {
        didSet {
            if storedAttributedPlaceholder?.string != placeholder { storedAttributedPlaceholder = nil }
            contentChanged()
        }
    }
    /// The placeholder with its own colours and fonts (runs without a colour are placeholder
    /// grey); setting it sets `placeholder` to its text, and setting `placeholder` clears it.
    public var attributedPlaceholder: AttributedText? {
        get { storedAttributedPlaceholder }
        set {
            storedAttributedPlaceholder = newValue
            placeholder = newValue?.string
        }
    }
    private var storedAttributedPlaceholder: AttributedText?
    /// The text's font. UIKit declares it `UIFont?`; implicitly unwrapped here, so both
    /// `field.font?.pointSize` and `field.font.pointSize` compile. Setting nil sets the default,
    /// the system font at 17 points.
    public var font: Font! {
        get { storedFont }
        set { storedFont = newValue ?? .body; contentChanged() }
    }
    private var storedFont: Font = .body
    /// The text's colour (UIKit's `UIColor?`, implicitly unwrapped as `font`); nil sets `.label`.
    public var textColor: Color! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label; contentChanged() }
    }
    private var storedTextColor: Color = .label
    public var textAlignment: TextAlignment = .natural { didSet { contentChanged() } }
    public var borderStyle: BorderStyle = .none { didSet { contentChanged() } }
    /// Draws every character as a dot, as password fields do.
    public var isSecureTextEntry = false { didSet { contentChanged() } }
    public var clearButtonMode: ViewMode = .never { didSet { contentChanged() } }
    /// Whether the field is drawn as the first responder (for the modes that depend on it).
    public var isEditing = false { didSet { contentChanged() } }

    /// The view shown in place of the keyboard while the field edits (a picker, say). Easel
    /// draws no keyboard, so it is kept and not drawn, as the keyboard is not.
    open var inputView: View?
    /// The bar shown above the keyboard; kept and not drawn, as `inputView`.
    open var inputAccessoryView: View?

    /// A view at the left end, shown as `leftViewMode` says.
    public var leftView: View? {
        didSet { oldValue?.removeFromSuperview(); if let leftView { addSubview(leftView) }; contentChanged() }
    }
    public var leftViewMode: ViewMode = .never { didSet { contentChanged() } }
    /// A view at the right end, shown as `rightViewMode` says.
    public var rightView: View? {
        didSet { oldValue?.removeFromSuperview(); if let rightView { addSubview(rightView) }; contentChanged() }
    }
    public var rightViewMode: ViewMode = .never { didSet { contentChanged() } }

    /// Draws the text or placeholder.
    private let textLabel = Label()

    /// An enabled field can become first responder, as in UIKit.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Makes the field first responder and editing (`isEditing`), as tapping it on iOS does;
    /// Easel draws no keyboard.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { isEditing = true }
        return became
    }

    /// Stops being first responder and ends editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { isEditing = false }
        return resigned
    }

    /// A field showing `text`, or `placeholder` when it has none, at its natural size.
    public convenience init(text: String? = nil, placeholder: String? = nil) {
        self.init(frame: .zero)
        self.text = text
        self.placeholder = placeholder
        frame.size = intrinsicContentSize
    }

    /// An empty field in `frame`, as UITextField's designated initializer.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(textLabel)
        contentChanged()
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(textLabel)
        contentChanged()
    }

    /// What the field shows: the text (as dots when secure), else the placeholder.
    public var displayedText: String {
        if let text, !text.isEmpty {
            return isSecureTextEntry ? String(repeating: TextField.secureDot, count: text.count) : text
        }
        return placeholder ?? ""
    }

    /// Whether the placeholder is what shows.
    public var isShowingPlaceholder: Bool { (text ?? "").isEmpty }

    private var showsLeftView: Bool { leftView != nil && leftViewMode.shows(editing: isEditing) }
    private var showsRightView: Bool { rightView != nil && rightViewMode.shows(editing: isEditing) }
    /// UIKit shows the clear button only when there is text to clear.
    public var showsClearButton: Bool { !(text ?? "").isEmpty && clearButtonMode.shows(editing: isEditing) }

    /// The left view's frame: flush with the left edge, centred vertically (UIKit's `leftViewRect`).
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard showsLeftView, let leftView else { return .zero }
        let size = overlaySize(leftView)
        return pixelGrid.align(CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height))
    }

    /// The right view's frame: flush with the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard showsRightView, let rightView else { return .zero }
        let size = overlaySize(rightView)
        return pixelGrid.align(CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height))
    }

    /// The clear button's frame: left of the right view, or the border's inset from the right edge.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        guard showsClearButton else { return .zero }
        let side = TextField.clearButtonSide
        let right = showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX - borderStyle.clearButtonMargin
        return pixelGrid.align(CGRect(x: right - side, y: bounds.midY - side / 2, width: side, height: side))
    }

    /// Where the text is drawn: between the left view (or the border's inset) and the clear
    /// button or right view (or the border's inset). Subclasses override it, with
    /// `placeholderRect(forBounds:)` and `editingRect(forBounds:)`, to inset the text.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset = borderStyle.horizontalInset
        let left = showsLeftView ? leftViewRect(forBounds: bounds).maxX : bounds.minX + inset
        var right = bounds.maxX - inset
        if showsRightView { right = min(right, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton { right = min(right, clearButtonRect(forBounds: bounds).minX - 4) }
        return CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }

    /// Where the placeholder is drawn; `textRect(forBounds:)` unless a subclass says otherwise.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the text is drawn while the field is editing; `textRect(forBounds:)` unless a
    /// subclass says otherwise.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the border is drawn: the bounds, as in UIKit.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the shown text sits in: the placeholder's, the editing text's or the text's.
    private var shownTextRect: CGRect {
        if isShowingPlaceholder { return placeholderRect(forBounds: bounds) }
        return isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    }

    /// The text (or placeholder) on one line, the overlays and the border's insets; at least
    /// the border style's height.
    open override var intrinsicContentSize: CGSize {
        let textSize = pixelGrid.ceil(TextLayout(displayedText.isEmpty ? " " : displayedText, font: font, numberOfLines: 1).size)
        var width = (displayedText.isEmpty ? 0 : textSize.width) + 2 * borderStyle.horizontalInset
        if let leftView, showsLeftView { width += overlaySize(leftView).width }
        if let rightView, showsRightView { width += overlaySize(rightView).width }
        if showsClearButton { width += TextField.clearButtonSide + 4 }
        // The border styles' fixed heights were measured at 17 points; bigger text grows the field.
        let padding = borderStyle == .none ? 0 : borderStyle.minimumHeight - pixelGrid.ceil(Font.body.lineHeight)
        let height = max(borderStyle.minimumHeight, textSize.height + padding)
        return pixelGrid.ceil(CGSize(width: width, height: height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        leftView?.isHidden = !showsLeftView
        rightView?.isHidden = !showsRightView
        if showsLeftView { leftView?.frame = leftViewRect(forBounds: bounds) }
        if showsRightView { rightView?.frame = rightViewRect(forBounds: bounds) }
        textLabel.frame = pixelGrid.align(shownTextRect)
    }

    open override func baselineOffsets(for size: CGSize) -> (first: CGFloat, last: CGFloat) {
        let height = pixelGrid.ceil(font.lineHeight)
        let top = pixelGrid.round((size.height - height) / 2)
        let baseline = top + font.ascender
        return (baseline, baseline)
    }

    open override func drawControl(in canvas: Canvas) {
        let area = borderRect(forBounds: bounds)
        switch borderStyle {
        case .none:
            break
        case .line:
            canvas.strokeInside(area, width: 1, color: .label)
        case .bezel:
            canvas.strokeInside(area, width: 1, color: .systemGray2)
            canvas.fill(CGRect(x: area.minX, y: area.minY, width: area.width, height: 1), with: .darkGray)
            canvas.fill(CGRect(x: area.minX, y: area.minY, width: 1, height: area.height), with: .darkGray)
        case .roundedRect:
            if backgroundColor == nil {
                canvas.fill(Path(roundedRect: area, cornerRadius: 5), with: .systemBackground)
            }
            canvas.strokeInside(area, radii: CornerRadii(all: 5), width: 1 / displayScale, color: .systemGray4)
        }
        if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: area), on: canvas) }
    }

    // UIKit: the placeholder names the field and the text is its value (dots when secure);
    // VoiceOver says "Text Field" or "Secure Text Field".
    override var defaultAccessibilityLabel: String? { placeholder.flatMap { $0.isEmpty ? nil : $0 } }
    override var defaultAccessibilityValue: String? {
        guard let text, !text.isEmpty else { return nil }
        return isSecureTextEntry ? String(repeating: TextField.secureDot, count: text.count) : text
    }
    override var defaultAccessibilityTraits: AccessibilityTraits {
        super.defaultAccessibilityTraits.union(isSecureTextEntry ? [.textEntry, .secureTextEntry] : .textEntry)
    }

    open override var usesFonts: Bool { true }

    /// A grey circle with a white cross, as the `xmark.circle.fill` the clear button shows.
    private func drawClearButton(in rect: CGRect, on canvas: Canvas) {
        let circle = rect.insetBy(dx: 1.5, dy: 1.5)
        canvas.fill(Path(ellipseIn: circle), with: .systemGray3)
        let arm: CGFloat = 3.2
        var cross = Path()
        cross.move(to: CGPoint(x: circle.midX - arm, y: circle.midY - arm))
        cross.addLine(to: CGPoint(x: circle.midX + arm, y: circle.midY + arm))
        cross.move(to: CGPoint(x: circle.midX + arm, y: circle.midY - arm))
        cross.addLine(to: CGPoint(x: circle.midX - arm, y: circle.midY + arm))
        canvas.stroke(cross, with: .white, lineWidth: 1.6)
    }

    private func overlaySize(_ view: View) -> CGSize {
        view.bounds.size == .zero ? view.layoutSize(fitting: bounds.size) : view.bounds.size
    }

    private func contentChanged() {
        textLabel.font = font
        textLabel.textColor = isShowingPlaceholder ? .placeholderText : textColor
        if isShowingPlaceholder, let attributedPlaceholder {
            textLabel.attributedText = attributedPlaceholder
        } else {
            textLabel.text = displayedText
        }
        textLabel.textAlignment = textAlignment
        invalidateIntrinsicContentSize()
    }
}
