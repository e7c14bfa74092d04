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
    public static let sectionCornerRadius: CGFloat = 10
    /// The header or footer height of a grouped section without a title.
    public static let groupedSpacing: CGFloat = 17.5
    /// A fixed row height, or nil for rows sized by their content (at least 44 points).
    public var rowHeight: CGFloat?

    public let style: Style
    public weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
    /// Sections given as values; used when there is no data source.
    public var staticSections: [TableSection] = [] { didSet { reloadData() } }
    /// The separators' colour.
    public var separatorColor: Color = .separator
    /// Hides every separator when `.none`.
    public var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }

    public enum SeparatorStyle: String, Hashable, Sendable { case none, singleLine }

    /// The cells on show, by section and row.
    public private(set) var cells: [[TableViewCell]] = []
    /// Header and footer views of each section (nil where there is no title).
    public private(set) var headerViews: [Label?] = []
    public private(set) var footerViews: [Label?] = []
    /// Each section's rectangle in content coordinates: from its first row's top to its last row's bottom.
    public private(set) var sectionRects: [CGRect] = []

    public init(frame: CGRect, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// The margin from the table's edges to the content: 16 points, 20 on screens 414 points
    /// wide or more, as UIKit's readable layout margins.
    public var horizontalMargin: CGFloat { bounds.width >= 414 ? 20 : 16 }

    /// Asks the data source (or the static sections) for every cell again.
    public func reloadData() {
        for view in subviews { view.removeFromSuperview() }
        cells = []
        headerViews = []
        footerViews = []
        var headers: [String?] = [], footers: [String?] = []
        if let dataSource {
            let count = max(0, dataSource.numberOfSections(in: self))
            for section in 0 ..< count {
                let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
                cells.append((0 ..< rows).map { dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: section)) })
                headers.append(dataSource.tableView(self, titleForHeaderInSection: section))
                footers.append(dataSource.tableView(self, titleForFooterInSection: section))
            }
        } else {
            cells = staticSections.map(\.cells)
            headers = staticSections.map(\.header)
            footers = staticSections.map(\.footer)
        }
        headerViews = headers.map { $0.map(makeHeader) }
        footerViews = footers.map { $0.map(makeFooter) }
        for (section, row) in cells.enumerated() {
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
        let grid = pixelGrid
        let margin = horizontalMargin
        let inset = style == .insetGrouped ? margin : 0
        let width = bounds.width - 2 * inset
        var y: CGFloat = 0
        sectionRects = []
        for (section, row) in cells.enumerated() {
            y += placeHeader(headerViews[section], at: y, isFirst: section == 0, inset: inset)
            let top = y
            for (index, cell) in row.enumerated() {
                cell.horizontalMargin = margin
                if style != .plain, cell.backgroundColor == Color.systemBackground { cell.backgroundColor = .secondarySystemGroupedBackground }
                let height = rowHeight ?? cell.layoutSize(fitting: CGSize(width: width, height: .greatestFiniteMagnitude)).height
                cell.frame = grid.align(CGRect(x: inset, y: y, width: width, height: height))
                let isLast = index == row.count - 1
                // Grouped sections draw their own full-width bottom line; inset ones none; plain
                // tables end a section without one only when it is the table's last row.
                cell.showsSeparator = separatorStyle == .singleLine && (!isLast || (style == .plain && section < cells.count - 1))
                cell.separatorColor = separatorColor
                if style == .insetGrouped {
                    var corners: Corners = []
                    if index == 0 { corners.formUnion(.top) }
                    if isLast { corners.formUnion(.bottom) }
                    cell.cornerRadius = corners.isEmpty ? 0 : TableView.sectionCornerRadius
                    cell.maskedCorners = corners
                    cell.clipsToBounds = true
                }
                y = cell.frame.maxY
            }
            sectionRects.append(CGRect(x: inset, y: top, width: width, height: y - top))
            y += placeFooter(footerViews[section], at: y, inset: inset, isLast: section == cells.count - 1)
        }
        contentSize = CGSize(width: bounds.width, height: y)
    }

    /// Header text: grouped styles put 13-point uppercase grey text 7 points above the rows;
    /// plain tables a 15-point semibold title on the background, 28 points tall.
    private func makeHeader(_ title: String) -> Label {
        let label = Label(style == .plain ? title : title.uppercased())
        label.font = style == .plain ? .systemFont(ofSize: 15, weight: .semibold) : .systemFont(ofSize: 13)
        label.textColor = style == .plain ? .label : .secondaryLabel
        return label
    }

    private func makeFooter(_ title: String) -> Label {
        let label = Label(title)
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        return label
    }

    /// Places a header above the rows starting at `y`; returns the room it takes.
    private func placeHeader(_ header: Label?, at y: CGFloat, isFirst: Bool, inset: CGFloat) -> CGFloat {
        let margin = horizontalMargin
        if style == .plain {
            guard let header else { return 0 }
            header.frame = pixelGrid.align(CGRect(x: margin, y: y, width: bounds.width - 2 * margin, height: 28))
            return 28
        }
        let spacing = isFirst ? 2 * TableView.groupedSpacing : TableView.groupedSpacing
        guard let header else { return spacing }
        let textWidth = bounds.width - 2 * (inset + margin)
        let height = header.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        let room = max(spacing, (isFirst ? 22 : 17) + height + 7)
        header.frame = pixelGrid.align(CGRect(x: inset + margin, y: y + room - 7 - height, width: textWidth, height: height))
        return room
    }

    /// Places a footer below the rows ending at `y`; returns the room it takes.
    private func placeFooter(_ footer: Label?, at y: CGFloat, inset: CGFloat, isLast: Bool) -> CGFloat {
        let margin = horizontalMargin
        if style == .plain {
            guard let footer else { return 0 }
            footer.frame = pixelGrid.align(CGRect(x: margin, y: y + 6, width: bounds.width - 2 * margin, height: 16))
            return 28
        }
        let spacing = isLast ? 2 * TableView.groupedSpacing : TableView.groupedSpacing
        guard let footer else { return spacing }
        let textWidth = bounds.width - 2 * (inset + margin)
        let height = footer.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        footer.frame = pixelGrid.align(CGRect(x: inset + margin, y: y + 7, width: textWidth, height: height))
        return 7 + height + spacing - 7
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
