import Foundation

/// What a table tells its delegate, as `UITableViewDelegate`: a tap (`View.tap(at:)`) on a row
/// selects it. Row heights come from the cells or `rowHeight`; the delegate is not asked.
public protocol TableViewDelegate: AnyObject {
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
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
