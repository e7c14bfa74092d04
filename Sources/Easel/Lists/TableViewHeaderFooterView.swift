import Foundation

/// A view for a table's section header or footer, as `UITableViewHeaderFooterView`: subclasses
/// add their views to `contentView`, which fills it, and `textLabel` shows a title at the
/// layout margins. Placed in a view tree it draws as any view does.
open class TableViewHeaderFooterView: View {
    /// The view content goes in; it is laid out to the bounds.
    public let contentView = View()
    /// A view drawn behind `contentView`.
    public var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    public let reuseIdentifier: String?
    private var titleLabel: Label?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// A label for the title, made on first use, in grouped-table header style (secondary
    /// footnote text, 13 points at the default text size, following the reader's text size).
    public var textLabel: Label? {
        if let titleLabel { return titleLabel }
        let label = Label()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        titleLabel = label
        return label
    }

    /// Called before the view is handed out again by a table; the base resets nothing.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        if let titleLabel {
            let margins = layoutMargins
            let size = titleLabel.sizeThatFits(CGSize(width: max(0, bounds.width - margins.left - margins.right), height: bounds.height))
            titleLabel.frame = CGRect(x: margins.left, y: bounds.height - margins.bottom - size.height, width: bounds.width - margins.left - margins.right, height: size.height)
        }
    }
}
