import Foundation

/// Spinning wheels of rows, as `UIPickerView`: a data source says how many components
/// (wheels) and rows there are, a delegate gives each row's title, attributed title or view,
/// and the components' widths and row height. A render shows each wheel at rest on its selected
/// row: the selected row on a grey band, two rows above and below in the tertiary label colour.
/// The wheels are drawn flat, without their curve, and the render reports it
/// (`Layer.unsupportedDrawingHandler`), as for `DatePicker`'s wheels.
///
///     let picker = PickerView()
///     picker.dataSource = sizes
///     picker.delegate = sizes
///     picker.selectRow(2, inComponent: 0, animated: false)
open class PickerView: View {
    /// UIPickerView's height.
    public static let wheelHeight: CGFloat = 216
    /// The default row height.
    public static let rowHeight: CGFloat = 32
    /// The rows shown above and below the selected one.
    static let rowsAround = 2
    static let selectedFont = Font.systemFont(ofSize: 21)
    static let rowFont = Font.systemFont(ofSize: 19)

    /// Says how many components and rows there are (PickerViewDataSource.swift).
    public weak var dataSource: PickerViewDataSource? { didSet { reloadAllComponents() } }
    /// Gives rows' titles or views and the components' sizes (PickerViewDelegate.swift).
    public weak var delegate: PickerViewDelegate? { didSet { reloadAllComponents() } }
    /// Deprecated in UIKit and ignored since iOS 7: the band is always drawn.
    public var showsSelectionIndicator = true

    private var selectedRows: [Int] = []
    private var needsReload = true
    private var rowViews: [[(row: Int, view: View)]] = []
    private let band = PickerView.makeSelectionBand()

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
        addSubview(band)
    }

    /// The grey rounded band behind the selected rows, as a date picker's wheels have too.
    static func makeSelectionBand() -> View {
        let band = View()
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = 8
        return band
    }

    /// The number of wheels, from the data source (0 without one).
    public var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

    public func numberOfRows(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents else { return 0 }
        return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// The selected row of `component`; -1 when the component has no rows.
    public func selectedRow(inComponent component: Int) -> Int {
        guard numberOfRows(inComponent: component) > 0 else { return -1 }
        return selectedRows.indices.contains(component) ? selectedRows[component] : 0
    }

    /// Turns `component`'s wheel to `row` (at once: a render draws no animation). The delegate
    /// is not told, as in UIKit.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard component >= 0 else { return }
        if selectedRows.count <= component { selectedRows += Array(repeating: 0, count: component + 1 - selectedRows.count) }
        selectedRows[component] = max(0, row)
        reloadComponent(component)
    }

    /// Asks the data source and delegate again at the next layout.
    public func reloadAllComponents() {
        needsReload = true
        setNeedsLayout()
    }

    public func reloadComponent(_ component: Int) { reloadAllComponents() }

    /// The size of `component`'s rows: its width and the row height.
    public func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: componentWidths()[safe: component] ?? 0, height: rowHeight(forComponent: component))
    }

    /// The view shown for `row` of `component`, nil when it is not among the rows drawn.
    public func view(forRow row: Int, forComponent component: Int) -> View? {
        if needsReload { reload() }
        return rowViews[safe: component]?.first { $0.row == row }?.view
    }

    /// No natural width (UIKit's picker stretches); 216 points tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: Self.wheelHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 320, height: Self.wheelHeight) }

    private func rowHeight(forComponent component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.rowHeight
        return height > 0 ? height : Self.rowHeight
    }

    /// Each component's width: the delegate's, else the width shared equally.
    private func componentWidths() -> [CGFloat] {
        let count = numberOfComponents
        let room = max(0, bounds.width - 16)
        return (0 ..< count).map { component in
            let width = delegate?.pickerView(self, widthForComponent: component) ?? 0
            return width > 0 ? width : room / CGFloat(count)
        }
    }

    private func reload() {
        needsReload = false
        rowViews.joined().forEach { $0.view.removeFromSuperview() }
        rowViews = (0 ..< numberOfComponents).map { component in
            let count = numberOfRows(inComponent: component)
            let selected = selectedRow(inComponent: component)
            guard count > 0 else { return [] }
            return (max(0, selected - Self.rowsAround) ... min(count - 1, selected + Self.rowsAround)).map { row in
                let view = makeRowView(row: row, component: component, selected: row == selected)
                addSubview(view)
                return (row, view)
            }
        }
    }

    /// The delegate's view for a row, else a centred label of its (attributed) title.
    private func makeRowView(row: Int, component: Int, selected: Bool) -> View {
        if let view = delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: nil) { return view }
        let label = Label(nil, font: selected ? Self.selectedFont : Self.rowFont)
        label.textAlignment = .center
        label.textColor = selected ? .label : .tertiaryLabel
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload { reload() }
        let height = rowHeight(forComponent: 0)
        band.frame = pixelGrid.align(CGRect(x: 8, y: bounds.midY - height / 2, width: max(0, bounds.width - 16), height: height))
        let widths = componentWidths()
        // The components are centred together across the picker, as UIKit centres them.
        var x = (bounds.width - widths.reduce(0, +)) / 2
        for (component, rows) in rowViews.enumerated() {
            let rowHeight = rowHeight(forComponent: component)
            let selected = selectedRow(inComponent: component)
            for (row, view) in rows {
                let y = bounds.midY + CGFloat(row - selected) * rowHeight - rowHeight / 2
                view.frame = pixelGrid.align(CGRect(x: x, y: y, width: widths[component], height: rowHeight))
            }
            x += widths[component]
        }
    }

    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        if numberOfComponents > 0 {
            Layer.report(UnsupportedDrawing(source: String(describing: type(of: self)), problem: "the wheels are drawn flat, without their curve"))
        }
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
