import Foundation

/// What a table tells its delegate and asks it, as `UITableViewDelegate`: a tap
/// (`View.tap(at:)`) on a row selects it; a row's height is the delegate's answer when it has
/// one, else `rowHeight`, else the cell's own. Every method is optional (a default here); header
/// views are not asked for (headers come from the data source's titles).
public protocol TableViewDelegate: ScrollViewDelegate {
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// The row's height; `TableView.automaticDimension` lets the cell size itself. Asked
    /// before `rowHeight`, as UIKit does.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    /// Without an answer of the delegate's own, `rowHeight` (or the cell's own height).
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.undelegatedRowHeight
    }
}

extension TableView {
    /// The row height that means "the cell decides", as `UITableView.automaticDimension`.
    public static let automaticDimension: CGFloat = -1

    /// A row's height without a delegate's answer: `rowHeight`, else the cell's own.
    var undelegatedRowHeight: CGFloat { rowHeight ?? TableView.automaticDimension }

    /// The delegate's row heights, for the layout.
    var delegateRowHeight: ((IndexPath) -> CGFloat)? {
        guard let delegate else { return nil }
        return { [unowned self] in delegate.tableView(self, heightForRowAt: $0) }
    }
}

extension TableView {
    /// Where `cell` is in the table, nil when it is not one of its rows.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        for (section, rows) in cells.enumerated() {
            if let row = rows.firstIndex(where: { $0 === cell }) { return IndexPath(row: row, section: section) }
        }
        return nil
    }
}
