import Foundation

/// The arithmetic of iOS's lists, shared by `TableView` and list-layout `CollectionView`s:
/// rows at least 44 points tall, grouped sections 35 points apart (17.5 above and below),
/// inset-grouped sections 16 points (20 on wide screens) from the edges with 10-point corners,
/// headers 7 points above their rows, separators turned off where iOS has none.
struct ListSectionLayout {
    static let sectionCornerRadius: CGFloat = 10
    /// The header or footer height of a grouped section without a title.
    static let groupedSpacing: CGFloat = 17.5
    /// The height of a plain list's header bar.
    static let plainHeaderHeight: CGFloat = 28

    let style: TableView.Style
    let width: CGFloat
    let grid: PixelGrid
    let rowHeight: CGFloat?
    let separatorStyle: TableView.SeparatorStyle
    let separatorColor: Color
    /// The delegate's `tableView(_:heightForRowAt:)`, which wins over `rowHeight`; a negative
    /// answer (`TableView.automaticDimension`) lets the row size itself.
    var heightForRow: ((IndexPath) -> CGFloat)? = nil

    /// UIKit's readable margins: 16 points, 20 on screens 414 points wide or more.
    static func margin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

    var margin: CGFloat { Self.margin(forWidth: width) }
    /// How far sections sit from the list's edges.
    var inset: CGFloat { style == .insetGrouped ? margin : 0 }

    /// Header text: grouped styles put uppercase grey footnote text (13 points at the default
    /// text size) 7 points above the rows; plain lists a semibold subheadline title (15 points).
    /// Both follow the reader's text size.
    static func makeHeader(_ title: String, style: TableView.Style) -> Label {
        let label = Label(style == .plain ? title : title.uppercased())
        label.font = style == .plain ? Font.preferredFont(forTextStyle: .subheadline).withWeight(.semibold) : .preferredFont(forTextStyle: .footnote)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = style == .plain ? .label : .secondaryLabel
        return label
    }

    /// Footer text: grey footnote text (13 points at the default text size), wrapping.
    static func makeFooter(_ title: String) -> Label {
        let label = Label(title)
        label.font = .preferredFont(forTextStyle: .footnote)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        return label
    }

    /// Frames every header, cell and footer from `top` down; returns each section's rows' rectangle.
    func place(cells: [[TableViewCell]], headers: [Label?], footers: [Label?], top: CGFloat = 0) -> [CGRect] {
        let rowWidth = width - 2 * inset
        var y = top
        var rects: [CGRect] = []
        for (section, row) in cells.enumerated() {
            y += placeHeader(headers.indices.contains(section) ? headers[section] : nil, at: y, isFirst: section == 0)
            let top = y
            for (index, cell) in row.enumerated() {
                cell.horizontalMargin = margin
                if style != .plain, cell.backgroundColor == Color.systemBackground { cell.backgroundColor = .secondarySystemGroupedBackground }
                let asked = heightForRow?(IndexPath(row: index, section: section)) ?? rowHeight ?? TableView.automaticDimension
                let height: CGFloat
                if asked >= 0 {
                    height = asked
                } else if cell.sizesItselfByConstraints {
                    // A self-sizing row: the content view's constraints at the row's width, plus
                    // the separator under it, as UITableView sizes an automatic-dimension row.
                    height = cell.contentHeight(forRowWidth: rowWidth) + (separatorStyle == .singleLine ? 1 / grid.scale : 0)
                } else {
                    height = cell.layoutSize(fitting: CGSize(width: rowWidth, height: .greatestFiniteMagnitude)).height
                }
                cell.frame = grid.align(CGRect(x: inset, y: y, width: rowWidth, height: height))
                let isLast = index == row.count - 1
                // Grouped sections draw their own full-width bottom line and inset ones none;
                // a plain list has no line under its very last row.
                cell.showsSeparator = separatorStyle == .singleLine && (!isLast || (style == .plain && section < cells.count - 1))
                cell.separatorColor = separatorColor
                if style == .insetGrouped {
                    var corners: Corners = []
                    if index == 0 { corners.formUnion(.top) }
                    if isLast { corners.formUnion(.bottom) }
                    cell.cornerRadius = corners.isEmpty ? 0 : Self.sectionCornerRadius
                    cell.maskedCorners = corners
                    cell.clipsToBounds = true
                }
                y = cell.frame.maxY
            }
            rects.append(CGRect(x: inset, y: top, width: rowWidth, height: y - top))
            y += placeFooter(footers.indices.contains(section) ? footers[section] : nil, at: y, isLast: section == cells.count - 1)
        }
        return rects
    }

    /// The content height: the last section's bottom plus its footer's room.
    func height(after rects: [CGRect], footers: [Label?]) -> CGFloat {
        guard let last = rects.last else { return 0 }
        let footer = footers.indices.contains(rects.count - 1) ? footers[rects.count - 1] : nil
        return last.maxY + footerRoom(footer, isLast: true)
    }

    private func placeHeader(_ header: Label?, at y: CGFloat, isFirst: Bool) -> CGFloat {
        if style == .plain {
            guard let header else { return 0 }
            header.frame = grid.align(CGRect(x: margin, y: y, width: width - 2 * margin, height: Self.plainHeaderHeight))
            return Self.plainHeaderHeight
        }
        let spacing = isFirst ? 2 * Self.groupedSpacing : Self.groupedSpacing
        guard let header else { return spacing }
        let textWidth = width - 2 * (inset + margin)
        let height = header.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        let room = max(spacing, (isFirst ? 22 : 17) + height + 7)
        header.frame = grid.align(CGRect(x: inset + margin, y: y + room - 7 - height, width: textWidth, height: height))
        return room
    }

    private func placeFooter(_ footer: Label?, at y: CGFloat, isLast: Bool) -> CGFloat {
        if let footer {
            let textWidth = width - 2 * (inset + margin)
            let height = footer.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
            footer.frame = grid.align(CGRect(x: inset + margin, y: y + (style == .plain ? 6 : 7), width: textWidth, height: height))
        }
        return footerRoom(footer, isLast: isLast)
    }

    /// The room below a section: the footer text and the spacing after it.
    private func footerRoom(_ footer: Label?, isLast: Bool) -> CGFloat {
        if style == .plain { return footer == nil ? 0 : Self.plainHeaderHeight }
        let spacing = isLast ? 2 * Self.groupedSpacing : Self.groupedSpacing
        guard let footer else { return spacing }
        let textWidth = width - 2 * (inset + margin)
        return 7 + footer.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height + spacing - 7
    }
}
