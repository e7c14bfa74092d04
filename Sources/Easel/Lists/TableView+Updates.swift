import Foundation

extension TableView {
    /// How UIKit animates rows in and out, as `UITableView.RowAnimation`. A render shows the end
    /// of every animation, so all of them draw the same.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Where a row ends up when the table scrolls to it, as `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    // Batch updates: a render shows the table after the changes, so each one asks the data
    // source for every row again, which gives the rows UIKit ends with once its animations end.

    /// Starts a batch of row changes; the rows are read again at `endUpdates()`.
    public func beginUpdates() {}

    /// Ends a batch of row changes: the table reads its rows again.
    public func endUpdates() { reloadData() }

    /// Runs `updates`, then reads the rows again and calls `completion` with `true`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    public func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }

    /// Rows are never drawn selected (a tap tells the delegate and leaves no highlight), so there
    /// is nothing to deselect.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {}

    /// Nil: no row stays selected.
    public var indexPathForSelectedRow: IndexPath? { nil }

    /// The row whose frame holds `point` (in the table's content coordinates), nil when none does.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        for (section, rows) in cells.enumerated() {
            for row in rows.indices where rectForRow(at: IndexPath(row: row, section: section)).contains(point) {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }

    /// Index paths of the rows in the table (every row is laid out for a render).
    public var indexPathsForVisibleRows: [IndexPath]? {
        cells.enumerated().flatMap { section, rows in rows.indices.map { IndexPath(row: $0, section: section) } }
    }

    /// The loaded cells, in order.
    public var visibleCells: [TableViewCell] { cells.flatMap { $0 } }

    public func numberOfRows(inSection section: Int) -> Int {
        cells.indices.contains(section) ? cells[section].count : 0
    }

    public var numberOfSections: Int { cells.count }
}
