import Foundation

/// What a table shows, as `UITableViewDataSource`: sections, their rows' cells, and header and
/// footer titles. Only the cell method is required.
public protocol TableViewDataSource: AnyObject {
    func numberOfSections(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// Sections and items by identity, as `NSDiffableDataSourceSnapshot`.
///
///     var snapshot = ListSnapshot<String, String>()
///     snapshot.appendSections(["General"])
///     snapshot.appendItems(["About", "Software Update"], toSection: "General")
public struct ListSnapshot<Section: Hashable, Item: Hashable> {
    public private(set) var sectionIdentifiers: [Section] = []
    private var items: [Section: [Item]] = [:]

    public init() {}

    public mutating func appendSections(_ sections: [Section]) {
        for section in sections where items[section] == nil {
            sectionIdentifiers.append(section)
            items[section] = []
        }
    }

    /// Adds `newItems` to `section`, or to the last section when none is named; items with no
    /// section to go to are dropped (UIKit traps; a mockup should not).
    public mutating func appendItems(_ newItems: [Item], toSection section: Section? = nil) {
        guard let target = section ?? sectionIdentifiers.last, items[target] != nil else { return }
        items[target, default: []] += newItems
    }

    public func itemIdentifiers(inSection section: Section) -> [Item] { items[section] ?? [] }
    public var numberOfSections: Int { sectionIdentifiers.count }
    public var numberOfItems: Int { items.values.reduce(0) { $0 + $1.count } }
}

/// A data source fed with `ListSnapshot`s, as `UITableViewDiffableDataSource`: a closure makes
/// each item's cell, and optional closures title the sections.
///
///     let source = TableViewDiffableDataSource<String, String>(tableView: table) { _, _, item in
///         let cell = TableViewCell(); cell.textLabel.text = item; return cell
///     }
///     source.apply(snapshot)
public final class TableViewDiffableDataSource<Section: Hashable, Item: Hashable>: TableViewDataSource {
    public typealias CellProvider = (TableView, IndexPath, Item) -> TableViewCell

    private let cellProvider: CellProvider
    public private(set) var snapshot = ListSnapshot<Section, Item>()
    /// The header title of a section, nil for none.
    public var headerTitle: ((Section) -> String?)?
    /// The footer title of a section, nil for none.
    public var footerTitle: ((Section) -> String?)?
    private weak var tableView: TableView?

    /// Becomes `tableView`'s data source.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.tableView = tableView
        tableView.dataSource = self
    }

    /// Shows `snapshot`.
    public func apply(_ snapshot: ListSnapshot<Section, Item>) {
        self.snapshot = snapshot
        tableView?.reloadData()
    }

    public func itemIdentifier(for indexPath: IndexPath) -> Item? {
        guard snapshot.sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
        let items = snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[indexPath.section])
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    public func numberOfSections(in tableView: TableView) -> Int { snapshot.numberOfSections }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        snapshot.sectionIdentifiers.indices.contains(section) ? snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[section]).count : 0
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return TableViewCell() }
        return cellProvider(tableView, indexPath, item)
    }

    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        snapshot.sectionIdentifiers.indices.contains(section) ? headerTitle?(snapshot.sectionIdentifiers[section]) : nil
    }

    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        snapshot.sectionIdentifiers.indices.contains(section) ? footerTitle?(snapshot.sectionIdentifiers[section]) : nil
    }
}

/// A fixed table written out as values: sections of ready-made cells with their titles.
/// The simplest data source for a mockup or a screen file.
///
///     table.staticSections = [TableSection(header: "Network", cells: [wifi, bluetooth])]
public struct TableSection {
    public var header: String?
    public var footer: String?
    public var cells: [TableViewCell]

    public init(header: String? = nil, footer: String? = nil, cells: [TableViewCell]) {
        self.header = header
        self.footer = footer
        self.cells = cells
    }
}
