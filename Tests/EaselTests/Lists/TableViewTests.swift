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

    @Test func anImageLeadsAtTheMarginAndTheTextFollowsIt() throws {
        // A 20-point icon: at the 16-point margin, centred; the text 16 points after it, and the
        // separator starting under the text, as UIKit's automatic separator inset.
        let row = cell("Wi-Fi")
        row.imageView.image = try Image(pixelWidth: 40, pixelHeight: 40, scale: 2, fill: .systemBlue)
        row.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        row.layoutIfNeeded()
        #expect(row.imageView.frame == CGRect(x: 16, y: 12, width: 20, height: 20))
        #expect(!row.imageView.isHidden)
        #expect(row.textLabel.frame.minX == 52 && row.textLabel.frame.maxX == 359)
        #expect(row.separatorRect == CGRect(x: 52, y: 43.5, width: 323, height: 0.5))
        // A tall image is fitted to 29 points high, Settings' icon size, keeping its aspect.
        let value1 = cell("Bluetooth", "On", style: .value1, accessory: .disclosureIndicator)
        value1.imageView.image = try Image(pixelWidth: 80, pixelHeight: 116, scale: 2, fill: .systemBlue)
        value1.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        value1.layoutIfNeeded()
        #expect(value1.imageView.frame == CGRect(x: 16, y: 7.5, width: 20, height: 29))
        #expect(value1.textLabel.frame.minX == 52)
        #expect(value1.detailTextLabel.frame.maxX == 341)
        // Subtitle: both lines start after the image.
        let subtitle = cell("Title", "Subtitle", style: .subtitle)
        subtitle.imageView.image = try Image(pixelWidth: 40, pixelHeight: 40, scale: 2, fill: .systemBlue)
        subtitle.frame = CGRect(x: 0, y: 0, width: 375, height: 64)
        subtitle.layoutIfNeeded()
        #expect(subtitle.imageView.frame == CGRect(x: 16, y: 22, width: 20, height: 20))
        #expect(subtitle.textLabel.frame.minX == 52 && subtitle.detailTextLabel.frame.minX == 52)
        // Without an image the view is hidden and the text is back at the margin.
        row.imageView.image = nil
        row.setNeedsLayout()
        row.layoutIfNeeded()
        #expect(row.imageView.isHidden && row.textLabel.frame.minX == 16)
    }

    @Test func theContentViewEndsBeforeTheAccessory() {
        let plain = cell("General")
        plain.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        plain.layoutIfNeeded()
        #expect(plain.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(plain.textLabel.superview === plain.contentView && plain.imageView.superview === plain.contentView)
        let chevron = cell("General", accessory: .disclosureIndicator)
        chevron.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        chevron.layoutIfNeeded()
        #expect(chevron.contentView.frame == CGRect(x: 0, y: 0, width: 347, height: 44))
        #expect(chevron.textLabel.frame.maxX == 341)
    }

    @Test func value2PutsABlueRightAlignedTitleInAColumnBeforeTheDetail() {
        let row = cell("mobile", "+44 7700 900123", style: .value2)
        row.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        row.layoutIfNeeded()
        let text = row.textLabel.frame, detail = row.detailTextLabel.frame
        #expect(text.minX == 16 && text.width == 91)
        #expect(row.textLabel.textAlignment == .right && row.textLabel.textColor == .systemBlue)
        // Subheadline semibold, 15 points at the default text size (it follows the reader's).
        #expect(row.textLabel.font == Font.preferredFont(forTextStyle: .subheadline).withWeight(.semibold) && row.textLabel.font.size == 15)
        #expect(detail.minX == 113 && detail.maxX == 359)
        #expect(abs(text.midY - 22) <= 0.25 && abs(detail.midY - 22) <= 0.25)
        #expect(!row.detailTextLabel.isHidden)
    }

    @Test func theDetailDisclosureButtonIsAnInfoButtonAndAChevron() throws {
        let row = cell("Storage", accessory: .detailDisclosureButton)
        row.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        row.layoutIfNeeded()
        // 22-point info button, 12 points, 8-point chevron: 42 × 22 at the trailing margin.
        #expect(row.accessoryRect(in: row.bounds.size) == CGRect(x: 317, y: 11, width: 42, height: 22))
        #expect(row.contentView.frame.width == 313)
        #expect(row.textLabel.frame.maxX == 307)
        let image = try row.render(scale: 2)
        // The info ring's left edge is tinted; the gap between the ring and the chevron is not.
        let ring = image[2 * 318 + 1, 2 * 22]
        #expect(ring.blue > 200 && ring.red < 100, "\(ring)")
        #expect(image[2 * 345, 2 * 22] == Pixel(Color.systemBackground))
        let chevron = (2 * 351 ..< 2 * 359).map { image[$0, 2 * 22] }
        #expect(chevron.contains { $0.red < 235 }, "\(chevron)")
    }

    @Test func groupedFootersSitSevenPointsUnderTheirSection() {
        for (style, x) in [(TableView.Style.grouped, 16.0), (.insetGrouped, 32)] as [(TableView.Style, CGFloat)] {
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: style)
            table.staticSections = [
                TableSection(footer: "Used for backups.", cells: [cell("A"), cell("B")]),
                TableSection(footer: "Last.", cells: [cell("C")]),
            ]
            table.layoutIfNeeded()
            let footer = try! #require(table.footerViews[0]), last = try! #require(table.footerViews[1])
            let height = footer.frame.height
            #expect(height > 0 && footer.textColor == .secondaryLabel && footer.text == "Used for backups.")
            #expect(footer.frame == CGRect(x: x, y: 35 + 88 + 7, width: 375 - 2 * x, height: height), "\(style)")
            // The footer and 17.5 points, then the next section's 17.5 points of header room.
            #expect(table.sectionRects[1].minY == 123 + height + 35, "\(style)")
            #expect(last.frame.minY == table.sectionRects[1].maxY + 7)
            #expect(table.contentSize.height == table.sectionRects[1].maxY + last.frame.height + 35)
        }
        // Plain: the footer 6 points under the rows, in a 28-point bar.
        let plain = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        plain.staticSections = [TableSection(footer: "Footer", cells: [cell("A")]), TableSection(cells: [cell("B")])]
        plain.layoutIfNeeded()
        #expect(plain.footerViews[0]?.frame.minY == 50 && plain.footerViews[0]?.frame.minX == 16)
        #expect(plain.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 72, width: 375, height: 44))
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

    /// Compared with iOS 17 Settings' first page (light): rounded square icons at the margin
    /// with the row text and separators starting after them, a value2 row as in Contacts, a
    /// detail disclosure accessory (the circled "i" beside the chevron) and a grey footer
    /// under its section.
    @Test func imageRowsSnapshot() throws {
        func icon(_ color: Color) throws -> Image { try Image(pixelWidth: 58, pixelHeight: 58, scale: 2, fill: color) }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 340), style: .insetGrouped)
        let airplane = cell("Airplane Mode")
        airplane.imageView.image = try icon(.systemOrange)
        airplane.accessoryView = Switch(isOn: false)
        let wifi = cell("Wi-Fi", "Home", style: .value1, accessory: .disclosureIndicator)
        wifi.imageView.image = try icon(.systemBlue)
        let storage = cell("Storage", accessory: .detailDisclosureButton)
        storage.imageView.image = try icon(.systemGray)
        table.staticSections = [
            TableSection(cells: [airplane, wifi, storage]),
            TableSection(footer: "Value2 rows put a blue label in a narrow column.", cells: [cell("mobile", "+44 7700 900123", style: .value2)]),
        ]
        assertSnapshot(of: table)
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
