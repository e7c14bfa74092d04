import Foundation

/// A controller whose view is a table, as `UITableViewController`: the table is made in
/// `loadView()` with the controller as its data source and delegate, and subclasses override
/// the data source and delegate methods (`override func tableView(_:cellForRowAt:)`), which
/// are `open` here for that.
///
///     final class SettingsViewController: TableViewController {
///         override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
///         override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { ... }
///     }
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The table's style, fixed when the controller is made.
    public let tableViewStyle: TableView.Style
    /// Whether selected rows are deselected when the screen appears (UIKit's default: yes);
    /// a render selects nothing.
    public var clearsSelectionOnViewWillAppear = true

    /// A controller whose table has `style`.
    public init(style: TableView.Style) {
        tableViewStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A plain table's controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableViewStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): a plain table's controller.
    public required init?(coder: NSCoder) {
        tableViewStyle = .plain
        super.init(coder: coder)
    }

    /// The table: the controller's view (nil when the view is something else).
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// A table the size of the screen, with this controller as its data source and delegate.
    open override func loadView() {
        let table = TableView(frame: CGRect(origin: .zero, size: loadingScreen.size), style: tableViewStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        view = table
    }

    // MARK: Data source

    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    // MARK: Delegate

    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.undelegatedRowHeight
    }
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
}
