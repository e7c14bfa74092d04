import Foundation

/// A search field in a bar, as `UISearchBar` on iOS 13 and later: a 56-point bar holding a
/// rounded, lightly filled field with a magnifying glass and the grey placeholder, and a Cancel
/// button when `showsCancelButton` is set. The geometry follows UIKit's (a 36-point field 8
/// points from the bar's sides, 10-point corners); it has not been compared with an image
/// recorded on iOS.
///
///     let search = SearchBar()
///     search.placeholder = "Search"
///     search.searchBarStyle = .minimal
open class SearchBar: View {
    /// UISearchBar.Style.
    public enum Style: Int, Hashable, Sendable {
        /// The bar's background behind the field (as `.prominent`).
        case `default`
        /// The bar's background behind the field.
        case prominent
        /// No bar background: the field alone.
        case minimal
    }

    /// The height UIKit gives a search bar outside a navigation bar.
    public static let barHeight: CGFloat = 56
    /// The field's height and its distance from the bar's sides.
    static let fieldHeight: CGFloat = 36
    static let fieldInset: CGFloat = 8

    /// The field the text is typed in (`UISearchTextField`).
    public let searchTextField = TextField()
    /// Told about the text and the buttons, as `UISearchBar.delegate`.
    public weak var delegate: SearchBarDelegate?
    public var searchBarStyle: Style = .default { didSet { setNeedsDisplay() } }
    /// Fills the bar behind the field (nil: the system background) for the default styles.
    public var barTintColor: Color? { didSet { setNeedsDisplay() } }
    /// An image drawn as the bar's background instead of its colour; an empty image
    /// (`UIImage()`) removes the background, as apps use it.
    public var backgroundImage: Image? { didSet { setNeedsDisplay() } }
    public var showsCancelButton = false { didSet { cancelButton.isHidden = !showsCancelButton; setNeedsLayout() } }
    /// The Cancel button shown with `showsCancelButton`.
    let cancelButton = Button(title: "Cancel")

    public var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    public var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        searchTextField.font = .body
        searchTextField.backgroundColor = .tertiarySystemFill
        searchTextField.layer.cornerRadius = 10
        searchTextField.clearButtonMode = .whileEditing
        let glass = ImageView(image: Image(systemName: "magnifyingglass", withConfiguration: Image.SymbolConfiguration(pointSize: 17)))
        glass.contentMode = .center
        glass.tintColor = .secondaryLabel
        glass.frame = CGRect(x: 0, y: 0, width: 30, height: SearchBar.fieldHeight)
        searchTextField.leftView = glass
        searchTextField.leftViewMode = .always
        addSubview(searchTextField)
        cancelButton.titleLabel.font = .body
        cancelButton.isHidden = true
        cancelButton.onTap = { [weak self] in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
        }
        addSubview(cancelButton)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: SearchBar.barHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: SearchBar.barHeight)
    }

    open override func layoutSubviews() {
        let inset = SearchBar.fieldInset
        var right = bounds.width - inset
        if showsCancelButton {
            let size = cancelButton.intrinsicContentSize
            cancelButton.frame = pixelGrid.align(CGRect(x: right - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height))
            right = cancelButton.frame.minX - inset
        }
        searchTextField.frame = pixelGrid.align(CGRect(x: inset, y: (bounds.height - SearchBar.fieldHeight) / 2, width: max(0, right - inset), height: SearchBar.fieldHeight))
    }

    /// Shows or hides the Cancel button (at once: Easel draws no animation).
    public func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    open override func draw(in canvas: Canvas) {
        guard searchBarStyle != .minimal else { return }
        if let backgroundImage {
            canvas.draw(backgroundImage, in: bounds)
            return
        }
        canvas.fill(bounds, with: barTintColor ?? .systemBackground)
    }
}
