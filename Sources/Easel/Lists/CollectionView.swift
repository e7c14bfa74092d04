import Foundation

/// Items in sections, as `UICollectionView`, laid out for a render by one of two layouts: a
/// flow layout (a wrapping grid of fixed-size items, for photo grids and cards) or a list
/// (`UICollectionLayoutListConfiguration`'s plain, grouped and insetGrouped appearances, with
/// the same metrics as `TableView`, for settings and feeds).
///
///     let grid = CollectionView(frame: screen, layout: .flow(FlowLayout(itemSize: CGSize(width: 100, height: 100))))
///     grid.sections = [photos]
///     let settings = CollectionView(frame: screen, layout: .list(ListConfiguration(appearance: .insetGrouped)))
///     settings.sections = [[CollectionViewListCell(content: wifi)]]
open class CollectionView: ScrollView {
    /// How the items are placed.
    public enum Layout {
        case flow(FlowLayout)
        case list(ListConfiguration)
        /// Items, groups and sections, as `UICollectionViewCompositionalLayout`.
        case compositional(CompositionalLayout)
    }

    /// A list's look, as `UICollectionLayoutListConfiguration`.
    public struct ListConfiguration: Hashable, Sendable {
        public enum Appearance: String, CaseIterable, Hashable, Sendable {
            case plain, grouped, insetGrouped
        }

        public var appearance: Appearance
        /// Whether rows have separators (UIKit's default: yes).
        public var showsSeparators = true

        public init(appearance: Appearance) {
            self.appearance = appearance
        }

        var tableStyle: TableView.Style {
            switch appearance {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            }
        }
    }

    public var layout: Layout { didSet { applyBackground(); reloadItems() } }
    /// An object that describes the layout and may change after it is given (UIKit's
    /// `collectionViewLayout`): its flow settings and per-item sizes are asked at every layout.
    public var layoutSource: (any CollectionViewLayoutSource)? {
        didSet {
            guard let layoutSource else { return }
            layoutSource.attach(to: self)
            layout = layoutSource.layout(for: self)
        }
    }
    /// The items of each section. In a list, items that are not `TableViewCell`s are wrapped
    /// as the content of a plain row.
    public var sections: [[View]] = [] { didSet { reloadItems() } }
    /// Section header titles for lists (nil for none).
    public var headerTitles: [String?] = [] { didSet { reloadItems() } }
    /// Section footer titles for lists.
    public var footerTitles: [String?] = [] { didSet { reloadItems() } }

    /// Where `reloadData()` takes the items from, as `UICollectionViewDataSource`: asked at the
    /// next layout (or `cellForItem(at:)`), as UIKit asks lazily.
    public weak var dataSource: CollectionViewDataSource? { didSet { needsReload = true; setNeedsLayout() } }
    /// Told about selection (CollectionViewDelegate.swift).
    public weak var delegate: CollectionViewDelegate?
    /// Whether the data source changed since the items were last asked for.
    var needsReload = false
    /// Cell classes by reuse identifier (CellRegistry.swift).
    var registeredCells = CellRegistry<CollectionViewCell>()
    /// Supplementary view classes by kind, then reuse identifier.
    var registeredSupplementaryViews: [String: CellRegistry<CollectionReusableView>] = [:]
    /// Makes supplementary views when a diffable data source supplies the items.
    var supplementaryViewProvider: ((CollectionView, String, IndexPath) -> CollectionReusableView?)? { didSet { removeSupplementaryViews(); setNeedsLayout() } }
    /// A scroll to an item asked for before the layout (CollectionView+Selection.swift).
    var pendingScroll: (IndexPath, ScrollPosition)?
    /// The section headers and footers placed, by kind and section (CollectionView+Supplementary.swift).
    var shownSupplementaryViews: [SupplementaryKey: CollectionReusableView] = [:]

    private var rows: [[TableViewCell]] = []
    private var headers: [Label?] = []
    private var footers: [Label?] = []
    /// The item views a flow layout placed, to take away on the next reload.
    private var placedItems: [View] = []

    public init(frame: CGRect, layout: Layout) {
        self.layout = layout
        super.init(frame: frame)
        applyBackground()
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, layout: .flow(FlowLayout()))
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): a flow layout of default items.
    public required init?(coder: NSCoder) {
        layout = .flow(FlowLayout())
        super.init(coder: coder)
        applyBackground()
    }

    /// Fills the sections from a snapshot, one view per item from `cellProvider`, as a diffable data source would.
    public func apply<Section: Hashable, Item: Hashable>(_ snapshot: ListSnapshot<Section, Item>, cellProvider: (IndexPath, Item) -> View) {
        sections = snapshot.sectionIdentifiers.enumerated().map { index, section in
            snapshot.itemIdentifiers(inSection: section).enumerated().map { cellProvider(IndexPath(item: $0.offset, section: index), $0.element) }
        }
    }

    /// The item view at `indexPath`, nil when there is none.
    public func cellForItem(at indexPath: IndexPath) -> View? {
        if needsReload { reloadData() }
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section][indexPath.item]
    }

    /// Where `cell` is, nil when it is not one of the items.
    public func indexPath(for cell: View) -> IndexPath? {
        if needsReload { reloadData() }
        for (section, items) in sections.enumerated() {
            if let item = items.firstIndex(where: { $0 === cell }) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload { reloadData() }
        switch layout {
        case let .flow(declared):
            let flow = if case let .flow(current)? = layoutSource?.layout(for: self) { current } else { declared }
            let flowSections = layoutSource?.flowSections(of: flow, in: self) ?? flowSections(flow)
            let length = placeFlow(flow, sections: flowSections)
            contentSize = flow.scrollDirection == .horizontal ? CGSize(width: length, height: bounds.height) : CGSize(width: bounds.width, height: length)
        case let .list(list):
            let layout = ListSectionLayout(style: list.tableStyle, width: bounds.width, grid: pixelGrid, rowHeight: nil, separatorStyle: list.showsSeparators ? .singleLine : .none, separatorColor: .separator)
            let rects = layout.place(cells: rows, headers: headers, footers: footers)
            contentSize = CGSize(width: bounds.width, height: layout.height(after: rects, footers: footers))
        case let .compositional(compositional):
            let height = compositional.place(sections, in: bounds.size, traits: traitCollection, grid: pixelGrid) { [unowned self] kind, section, width in
                guard let view = supplementaryView(ofKind: kind, section: section) else { return nil }
                return (view, fittingHeight(of: view, width: width))
            }
            contentSize = CGSize(width: bounds.width, height: height)
        }
        applyPendingScroll()
    }

    private func reloadItems() {
        // Only the items' views go (rows wrapping items included): views added by hand stay.
        for view in rows.joined() { view.removeFromSuperview() }
        for view in (headers + footers).compactMap({ $0 }) { view.removeFromSuperview() }
        for view in placedItems { view.removeFromSuperview() }
        placedItems = []
        removeSupplementaryViews()
        rows = sections.map { $0.map(Self.row) }
        let style: TableView.Style = if case let .list(list) = layout { list.tableStyle } else { .plain }
        headers = sections.indices.map { headerTitles.indices.contains($0) ? headerTitles[$0].map { ListSectionLayout.makeHeader($0, style: style) } : nil }
        footers = sections.indices.map { footerTitles.indices.contains($0) ? footerTitles[$0].map(ListSectionLayout.makeFooter) : nil }
        if case .list = layout {
            for (index, row) in rows.enumerated() {
                if let header = headers[index] { addSubview(header) }
                row.forEach(addSubview)
                if let footer = footers[index] { addSubview(footer) }
            }
        } else {
            placedItems = Array(sections.joined())
            placedItems.forEach(addSubview)
        }
        setNeedsLayout()
    }

    /// A list row for `view`: itself when it is a cell, else a plain cell holding it.
    private static func row(_ view: View) -> TableViewCell {
        if let cell = view as? TableViewCell { return cell }
        let cell = TableViewCell()
        view.frame.origin = .zero
        cell.contentView.addSubview(view)
        return cell
    }

    private func applyBackground() {
        if case let .list(list) = layout, list.appearance != .plain {
            backgroundColor = .systemGroupedBackground
        } else {
            backgroundColor = .systemBackground
        }
    }
}
