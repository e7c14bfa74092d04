import Foundation

/// Rows in sections, as `UITableView` on iOS 17, laid out all at once for a render: rows at
/// least 44 points tall, section headers and footers, hairline separators inset to the text,
/// in one of three styles. Rows come from a `dataSource` (or `TableViewDiffableDataSource`) or
/// from `staticSections`.
///
///     let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .insetGrouped)
///     table.staticSections = [TableSection(header: "Network", cells: [wifi, bluetooth])]
open class TableView: ScrollView {
    /// UITableView.Style.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// Edge-to-edge rows on the system background, bold headers.
        case plain
        /// Full-width sections on the grouped grey, uppercase grey headers.
        case grouped
        /// Rounded sections inset from the edges (Settings).
        case insetGrouped
    }

    /// The corner radius of inset-grouped sections.
    public static let sectionCornerRadius: CGFloat = ListSectionLayout.sectionCornerRadius
    /// A fixed row height, or nil for rows sized by their content (at least 44 points; a cell
    /// whose content view is laid out by constraints is exactly as tall as they make it).
    public var rowHeight: CGFloat?
    /// UIKit's estimate of a row's height before it is measured. A render measures every row,
    /// as UIKit does once rows are on screen, so the estimate never shows.
    public var estimatedRowHeight: CGFloat = TableView.automaticDimension
    /// The same for section headers.
    public var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
    /// The same for section footers.
    public var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension

    public let style: Style
    /// Asked for the rows at the next layout (or the next read of `cells`), as UIKit asks
    /// lazily: cell classes registered after setting it are found.
    public weak var dataSource: TableViewDataSource? { didSet { needsReload = true; setNeedsLayout() } }
    /// Told when `tap(at:)` selects a row (TableViewDelegate.swift).
    public weak var delegate: TableViewDelegate?
    /// Whether a tap on a row selects it (tells the delegate); false makes rows ignore taps.
    public var allowsSelection = true
    /// Sections given as values; used when there is no data source.
    public var staticSections: [TableSection] = [] { didSet { reloadData() } }
    /// The separators' colour.
    public var separatorColor: Color = .separator
    /// Hides every separator when `.none`.
    public var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }

    public enum SeparatorStyle: String, Hashable, Sendable { case none, singleLine }

    /// The cells on show, by section and row (asking the data source first if it changed).
    public var cells: [[TableViewCell]] {
        if needsReload { reloadData() }
        return loadedCells
    }
    private var loadedCells: [[TableViewCell]] = []
    /// Whether the data source changed since the rows were last asked for.
    private var needsReload = false
    /// Header and footer views of each section (nil where there is no title).
    /// A view above the first section, as wide as the table and as tall as its own frame.
    public var tableHeaderView: View? {
        didSet {
            guard tableHeaderView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsLayout()
        }
    }
    /// A view below the last section (an empty `UIView()` is the usual way to end a plain
    /// table after its last row).
    public var tableFooterView: View? {
        didSet {
            guard tableFooterView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsLayout()
        }
    }
    public private(set) var headerViews: [Label?] = []
    public private(set) var footerViews: [Label?] = []
    /// Each section's rectangle in content coordinates: from its first row's top to its last row's bottom.
    public private(set) var sectionRects: [CGRect] = []
    /// Cell classes by reuse identifier (CellRegistry.swift).
    var registeredCells = CellRegistry<TableViewCell>()

    public init(frame: CGRect, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        // UITableView always bounces vertically, so its content counts as scrolling vertically
        // even when short: a table filling a screen starts below the status bar.
        alwaysBounceVertical = true
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): a `.plain` table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        backgroundColor = .systemBackground
    }

    /// The margin from the table's edges to the content: 16 points, 20 on screens 414 points
    /// wide or more, as UIKit's readable layout margins.
    public var horizontalMargin: CGFloat { ListSectionLayout.margin(forWidth: bounds.width) }

    /// Asks the data source (or the static sections) for every cell again.
    public func reloadData() {
        needsReload = false
        // Only the rows, headers and footers go: views added by hand (a title above the rows) stay.
        for view in loadedCells.joined() { view.removeFromSuperview() }
        for view in (headerViews + footerViews).compactMap({ $0 }) { view.removeFromSuperview() }
        loadedCells = []
        headerViews = []
        footerViews = []
        var headers: [String?] = [], footers: [String?] = []
        if let dataSource {
            let count = max(0, dataSource.numberOfSections(in: self))
            for section in 0 ..< count {
                let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
                loadedCells.append((0 ..< rows).map { dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: section)) })
                headers.append(dataSource.tableView(self, titleForHeaderInSection: section))
                footers.append(dataSource.tableView(self, titleForFooterInSection: section))
            }
        } else {
            loadedCells = staticSections.map(\.cells)
            headers = staticSections.map(\.header)
            footers = staticSections.map(\.footer)
        }
        headerViews = headers.map { $0.map { ListSectionLayout.makeHeader($0, style: style) } }
        footerViews = footers.map { $0.map(ListSectionLayout.makeFooter) }
        for (section, row) in loadedCells.enumerated() {
            if let header = headerViews[section] { addSubview(header) }
            for cell in row { addSubview(cell) }
            if let footer = footerViews[section] { addSubview(footer) }
        }
        setNeedsLayout()
    }

    /// The cell at `indexPath`, nil when there is none.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard cells.indices.contains(indexPath.section), cells[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return cells[indexPath.section][indexPath.row]
    }

    /// The frame of the row at `indexPath` in content coordinates (`.zero` when there is none).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        cellForRow(at: indexPath)?.frame ?? .zero
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = ListSectionLayout(style: style, width: bounds.width, grid: pixelGrid, rowHeight: rowHeight, separatorStyle: separatorStyle, separatorColor: separatorColor, heightForRow: delegateRowHeight)
        // The table's header view spans the width above the first section at its own height,
        // its footer view below the last, as UIKit places them.
        let headerHeight = tableHeaderView?.frame.height ?? 0
        tableHeaderView?.frame = pixelGrid.align(CGRect(x: 0, y: 0, width: bounds.width, height: headerHeight))
        sectionRects = layout.place(cells: cells, headers: headerViews, footers: footerViews, top: headerHeight)
        let sectionsEnd = sectionRects.isEmpty ? headerHeight : layout.height(after: sectionRects, footers: footerViews)
        let footerHeight = tableFooterView?.frame.height ?? 0
        tableFooterView?.frame = pixelGrid.align(CGRect(x: 0, y: sectionsEnd, width: bounds.width, height: footerHeight))
        contentSize = CGSize(width: bounds.width, height: sectionsEnd + footerHeight)
    }

    /// With scrolling off, the table is as tall as its rows, headers and footers at the offered
    /// width (a table inside a stack or a screen file); with scrolling on it has no natural size.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        guard !isScrollEnabled, targetSize.width.isFinite, targetSize.width < .greatestFiniteMagnitude else {
            return super.systemLayoutSizeFitting(targetSize)
        }
        let layout = ListSectionLayout(style: style, width: targetSize.width, grid: pixelGrid, rowHeight: rowHeight, separatorStyle: separatorStyle, separatorColor: separatorColor, heightForRow: delegateRowHeight)
        let rects = layout.place(cells: cells, headers: headerViews, footers: footerViews)
        setNeedsLayout()
        return CGSize(width: targetSize.width, height: pixelGrid.ceil(layout.height(after: rects, footers: footerViews)))
    }

    /// Grouped (not inset) sections have full-width hairlines above and below.
    open override func draw(in canvas: Canvas) {
        guard style == .grouped, separatorStyle == .singleLine else { return }
        let thickness = 1 / displayScale
        for rect in sectionRects where rect.height > 0 {
            // Just outside the rows, which paint their own backgrounds over the section.
            canvas.fill(CGRect(x: 0, y: rect.minY - thickness, width: bounds.width, height: thickness), with: separatorColor)
            canvas.fill(CGRect(x: 0, y: rect.maxY, width: bounds.width, height: thickness), with: separatorColor)
        }
    }
}
