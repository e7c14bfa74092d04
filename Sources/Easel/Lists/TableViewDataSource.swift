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
    /// Every item, section after section.
    public var itemIdentifiers: [Item] { sectionIdentifiers.flatMap { items[$0] ?? [] } }
    public func numberOfItems(inSection section: Section) -> Int { items[section]?.count ?? 0 }
    public func sectionIdentifier(containingItem item: Item) -> Section? {
        sectionIdentifiers.first { items[$0]?.contains(item) == true }
    }
    public func indexOfItem(_ item: Item) -> Int? { itemIdentifiers.firstIndex(of: item) }

    public mutating func deleteItems(_ doomed: [Item]) {
        let set = Set(doomed)
        for section in sectionIdentifiers { items[section]?.removeAll { set.contains($0) } }
    }

    public mutating func deleteSections(_ doomed: [Section]) {
        for section in doomed { items[section] = nil }
        sectionIdentifiers.removeAll { doomed.contains($0) }
    }

    public mutating func deleteAllItems() {
        sectionIdentifiers = []
        items = [:]
    }

    /// Marks items to be drawn again. Easel draws every item each render, so nothing changes.
    public mutating func reloadItems(_ identifiers: [Item]) {}
    /// Marks items to be configured again; as `reloadItems`, nothing to do.
    public mutating func reconfigureItems(_ identifiers: [Item]) {}
    /// Marks sections to be drawn again; as `reloadItems`, nothing to do.
    public mutating func reloadSections(_ identifiers: [Section]) {}
    public var numberOfSections: Int { sectionIdentifiers.count }
    public var numberOfItems: Int { items.values.reduce(0) { $0 + $1.count } }
}

/// A data source fed with `ListSnapshot`s, as `UITableViewDiffableDataSource`: a closure makes
/// each item's cell, and optional closures title the sections. Apps subclass it to title the
/// sections by overriding `tableView(_:titleForHeaderInSection:)`, as in UIKit.
///
///     let source = TableViewDiffableDataSource<String, String>(tableView: table) { _, _, item in
///         let cell = TableViewCell(); cell.textLabel.text = item; return cell
///     }
///     source.apply(snapshot)
open class TableViewDiffableDataSource<Section: Hashable, Item: Hashable>: TableViewDataSource {
    /// Makes the cell of an item (nil draws an empty cell), as UIKit's optional-returning provider.
    public typealias CellProvider = (TableView, IndexPath, Item) -> TableViewCell?

    private let cellProvider: CellProvider
    private var current = ListSnapshot<Section, Item>()
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

    /// Shows `snapshot`; at once, as a render has no animation.
    public func apply(_ snapshot: ListSnapshot<Section, Item>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    /// A copy of the snapshot shown, to change and apply again.
    public func snapshot() -> ListSnapshot<Section, Item> { current }

    public func itemIdentifier(for indexPath: IndexPath) -> Item? {
        guard current.sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: current.sectionIdentifiers[indexPath.section])
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.sectionIdentifiers.indices.contains(section) ? current.itemIdentifiers(inSection: current.sectionIdentifiers[section]).count : 0
    }

    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return TableViewCell() }
        return cellProvider(tableView, indexPath, item) ?? TableViewCell()
    }

    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        current.sectionIdentifiers.indices.contains(section) ? headerTitle?(current.sectionIdentifiers[section]) : nil
    }

    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        current.sectionIdentifiers.indices.contains(section) ? footerTitle?(current.sectionIdentifiers[section]) : nil
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
