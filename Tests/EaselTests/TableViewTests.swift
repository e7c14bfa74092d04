import Easel
import EaselTesting
import Foundation
import Testing

private func cell(_ text: String, _ detail: String? = nil, style: TableViewCell.Style = .default, accessory: TableViewCell.AccessoryType = .none) -> TableViewCell {
    let cell = TableViewCell(style: style)
    cell.textLabel.text = text
    cell.detailTextLabel.text = detail
    cell.accessoryType = accessory
    return cell
}

/// Feeds a table from plain arrays through the `TableViewDataSource` protocol.
private final class Rows: TableViewDataSource {
    let sections: [[String]]
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { cell(sections[indexPath.section][indexPath.row]) }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
}

@Suite struct TableViewTests {
    @Test func plainRowsAreFortyFourPointsAndSeparatorsStartAtTheText() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        table.staticSections = [TableSection(cells: [cell("One"), cell("Two"), cell("Three")])]
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 375, height: 44))
        #expect(table.contentSize == CGSize(width: 375, height: 132))
        let first = table.cells[0][0]
        #expect(first.textLabel.frame.minX == 16)
        #expect(first.separatorRect == CGRect(x: 16, y: 43.5, width: 359, height: 0.5))
        #expect(first.showsSeparator && !table.cells[0][2].showsSeparator)
    }

    @Test func wideScreensUseTwentyPointMargins() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 430, height: 300), style: .insetGrouped)
        table.staticSections = [TableSection(cells: [cell("One"), cell("Two")])]
        table.layoutIfNeeded()
        // The section is inset 20 from each edge; the text 20 inside the section.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 20, y: 35, width: 390, height: 44))
        #expect(table.cells[0][0].textLabel.frame.minX == 20)
    }

    @Test func insetGroupedSectionsRoundTheirEndsAndSpaceThirtyFivePoints() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 500), style: .insetGrouped)
        table.staticSections = [
            TableSection(cells: [cell("Airplane Mode"), cell("Wi-Fi")]),
            TableSection(cells: [cell("General")]),
        ]
        table.layoutIfNeeded()
        #expect(table.sectionRects == [CGRect(x: 16, y: 35, width: 343, height: 88), CGRect(x: 16, y: 158, width: 343, height: 44)])
        let top = table.cells[0][0], bottom = table.cells[0][1], single = table.cells[1][0]
        #expect(top.cornerRadius == 10 && top.maskedCorners == .top)
        #expect(bottom.maskedCorners == .bottom && !bottom.showsSeparator)
        #expect(single.maskedCorners == .all)
        #expect(top.backgroundColor == .secondarySystemGroupedBackground)
        #expect(abs(table.contentSize.height - 237) < 0.001)
    }

    @Test func groupedHeadersAreUppercaseGreyAndSevenPointsAboveTheRows() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 500), style: .grouped)
        let rows = Rows([["A", "B"], ["C"]])
        table.dataSource = rows
        table.layoutIfNeeded()
        let header = try! #require(table.headerViews[1])
        #expect(header.text == "SECTION 1")
        #expect(header.textColor == .secondaryLabel)
        #expect(header.frame.maxY + 7 == table.sectionRects[1].minY)
        #expect(header.frame.minX == 16)
        #expect(table.cells.map(\.count) == [2, 1])
    }

    @Test func cellStylesPlaceTheirLabels() {
        let value1 = cell("Wi-Fi", "Home", style: .value1, accessory: .disclosureIndicator)
        value1.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        value1.layoutIfNeeded()
        // The chevron at the trailing margin; the detail 10 points before it.
        #expect(value1.accessoryRect(in: value1.bounds.size) == CGRect(x: 351, y: 15, width: 8, height: 14))
        #expect(value1.detailTextLabel.frame.maxX == 341)
        let subtitle = cell("Title", "Subtitle", style: .subtitle)
        let height = subtitle.sizeThatFits(CGSize(width: 375, height: 1000)).height
        subtitle.frame = CGRect(x: 0, y: 0, width: 375, height: height)
        subtitle.layoutIfNeeded()
        #expect(subtitle.detailTextLabel.frame.minY == subtitle.textLabel.frame.maxY)
        #expect(subtitle.textLabel.frame.minY == 11)
        #expect(height == 11 + subtitle.textLabel.frame.height + subtitle.detailTextLabel.frame.height + 11)
        let custom = cell("Custom")
        custom.separatorInset = EdgeInsets(left: 0)
        custom.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        #expect(custom.separatorRect.minX == 0)
    }

    @Test func aDiffableSnapshotFillsTheTable() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .insetGrouped)
        let source = TableViewDiffableDataSource<String, String>(tableView: table) { _, _, item in cell(item) }
        source.headerTitle = { $0 }
        var snapshot = ListSnapshot<String, String>()
        snapshot.appendSections(["Fruit", "Veg"])
        snapshot.appendItems(["Apple", "Pear"], toSection: "Fruit")
        snapshot.appendItems(["Leek"])
        snapshot.appendItems(["Lost"], toSection: "Nowhere")
        source.apply(snapshot)
        table.layoutIfNeeded()
        #expect(table.cells.map { $0.map { $0.textLabel.text ?? "" } } == [["Apple", "Pear"], ["Leek"]])
        #expect(table.headerViews.map { $0?.text } == ["FRUIT", "VEG"])
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Pear")
        #expect(source.itemIdentifier(for: IndexPath(row: 5, section: 0)) == nil)
    }

    @Test func reloadingKeepsViewsAddedByHand() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let title = Label("Title")
        table.staticSections = [TableSection(cells: [cell("One")])]
        table.addSubview(title)
        table.staticSections = [TableSection(header: "H", cells: [cell("Two"), cell("Three")])]
        #expect(title.superview === table)
        #expect(table.subviews.count == 1 + 1 + 2)
    }

    @Test func aScrollViewShowsTheContentAtItsOffset() throws {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let top = View(frame: CGRect(x: 0, y: 0, width: 100, height: 150))
        top.backgroundColor = .systemRed
        let bottom = View(frame: CGRect(x: 0, y: 150, width: 100, height: 150))
        bottom.backgroundColor = .systemBlue
        scroll.addSubview(top)
        scroll.addSubview(bottom)
        scroll.contentSize = CGSize(width: 100, height: 300)
        scroll.contentInset = EdgeInsets(top: 20, bottom: 10)
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        let visible = try scroll.render(scale: 1)
        #expect(visible[50, 10] == Pixel(Color.systemRed))  // content y 110
        #expect(visible[50, 60] == Pixel(Color.systemBlue)) // content y 160
        #expect(visible.pixelHeight == 100)
        scroll.setContentOffset(clamped: CGPoint(x: 0, y: 900))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 210))
        scroll.setContentOffset(clamped: CGPoint(x: 0, y: -90))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -20))
        let whole = try scroll.renderContent(scale: 1)
        #expect(whole.pixelHeight == 330)
        #expect(whole[50, 10].alpha == 0)                  // the top inset
        #expect(whole[50, 25] == Pixel(Color.systemRed))
        #expect(whole[50, 300] == Pixel(Color.systemBlue))
        #expect(scroll.frame.height == 100 && scroll.contentOffset == CGPoint(x: 0, y: -20))
    }

    /// Compared with iOS 17 Settings (insetGrouped, value1 rows with chevrons and a switch) and
    /// Contacts-style plain and grouped tables: row heights, insets, header styling.
    @Test func tableStylesSnapshot() throws {
        for style in TableView.Style.allCases {
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 470), style: style)
            let toggle = cell("Airplane Mode")
            toggle.accessoryView = Switch(isOn: true)
            let checked = cell("Automatic", accessory: .checkmark)
            table.staticSections = [
                TableSection(header: "Connectivity", cells: [toggle, cell("Wi-Fi", "Home", style: .value1, accessory: .disclosureIndicator), cell("Bluetooth", "On", style: .value1, accessory: .disclosureIndicator)]),
                TableSection(header: "Details", footer: "Rows use the four UIKit cell styles.", cells: [checked, cell("Mobile", "+44 7700 900123", style: .value2), cell("Storage", "64 GB of 128 GB used", style: .subtitle, accessory: .detailButton)]),
            ]
            assertSnapshot(of: table, named: style.rawValue)
        }
    }
}
