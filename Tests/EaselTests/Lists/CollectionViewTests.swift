import Easel
import EaselTesting
import Foundation
import Testing

private func tile(_ color: Color) -> View {
    let view = View()
    view.backgroundColor = color
    view.cornerRadius = 8
    return view
}

@Suite struct CollectionViewTests {
    @Test func aFlowLayoutWrapsRowsAndSpreadsTheLeftoverIntoTheGaps() {
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 330, height: 400), layout: .flow(.init(itemSize: CGSize(width: 100, height: 100))))
        grid.sections = [(0 ..< 4).map { _ in tile(.systemBlue) }]
        grid.layoutIfNeeded()
        let frames = grid.sections[0].map(\.frame)
        #expect(frames == [
            CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 115, y: 0, width: 100, height: 100),
            CGRect(x: 230, y: 0, width: 100, height: 100), CGRect(x: 0, y: 110, width: 100, height: 100),
        ])
        #expect(grid.contentSize == CGSize(width: 330, height: 210))
    }

    @Test func sectionInsetsFrameEachSection() {
        var flow = CollectionView.FlowLayout(itemSize: CGSize(width: 50, height: 40))
        flow.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 202, height: 400), layout: .flow(flow))
        grid.sections = [[tile(.systemRed)], [tile(.systemGreen), tile(.systemGreen)]]
        grid.layoutIfNeeded()
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 16, y: 8, width: 50, height: 40))
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 1))?.frame == CGRect(x: 76, y: 64, width: 50, height: 40))
        #expect(grid.contentSize.height == 112)
    }

    @Test func aListUsesTheTableMetrics() {
        var wifi = ListContentConfiguration.valueCell()
        wifi.text = "Wi-Fi"
        wifi.secondaryText = "Home"
        var about = ListContentConfiguration.cell()
        about.text = "About"
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), layout: .list(.init(appearance: .insetGrouped)))
        list.headerTitles = ["Network"]
        list.sections = [[CollectionViewListCell(content: wifi), CollectionViewListCell(content: about)]]
        list.layoutIfNeeded()
        let first = try! #require(list.cellForItem(at: IndexPath(item: 0, section: 0)) as? CollectionViewListCell)
        #expect(first.style == .value1 && first.detailTextLabel.text == "Home")
        #expect(first.frame.origin.x == 16 && first.frame.width == 343 && first.frame.height == 44)
        #expect(first.maskedCorners == .top)
        #expect(list.backgroundColor == .systemGroupedBackground)
        #expect(CollectionViewListCell(content: .subtitleCell()).style == .subtitle)
    }

    /// A 375-point list of `appearance` with rows One and Two, then Three, laid out.
    private func threeRowList(_ appearance: CollectionView.ListConfiguration.Appearance, headers: [String?] = []) -> (CollectionView, [CollectionViewListCell]) {
        func row(_ text: String) -> CollectionViewListCell {
            var content = ListContentConfiguration.cell()
            content.text = text
            return CollectionViewListCell(content: content)
        }
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), layout: .list(.init(appearance: appearance)))
        list.headerTitles = headers
        let rows = [row("One"), row("Two"), row("Three")]
        list.sections = [[rows[0], rows[1]], [rows[2]]]
        list.layoutIfNeeded()
        return (list, rows)
    }

    @Test func aPlainListRunsEdgeToEdgeUnderTwentyEightPointHeaders() {
        let (list, cells) = threeRowList(.plain, headers: [nil, "B"])
        #expect(cells.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 375, height: 44), CGRect(x: 0, y: 44, width: 375, height: 44),
            CGRect(x: 0, y: 116, width: 375, height: 44),
        ])
        #expect(list.contentSize == CGSize(width: 375, height: 160))
        #expect(list.backgroundColor == .systemBackground)
        #expect(cells.map(\.showsSeparator) == [true, true, false])  // a plain list's last row has none
        #expect(cells.allSatisfy { $0.backgroundColor == .systemBackground && $0.maskedCorners == .all && $0.cornerRadius == 0 })
    }

    @Test func aGroupedListRunsEdgeToEdgeThirtyFivePointsApart() {
        let (list, cells) = threeRowList(.grouped)
        #expect(cells.map(\.frame) == [
            CGRect(x: 0, y: 35, width: 375, height: 44), CGRect(x: 0, y: 79, width: 375, height: 44),
            CGRect(x: 0, y: 158, width: 375, height: 44),
        ])
        #expect(list.contentSize == CGSize(width: 375, height: 237))
        #expect(list.backgroundColor == .systemGroupedBackground)
        #expect(cells.map(\.showsSeparator) == [true, false, false])
        #expect(cells.allSatisfy { $0.backgroundColor == .secondarySystemGroupedBackground && $0.cornerRadius == 0 })
        #expect(cells[0].textLabel.frame.minX == 16)
        // On a 430-point screen the rows still span it; the text moves to the 20-point margin.
        list.frame.size.width = 430
        list.layoutIfNeeded()
        #expect(cells[0].frame == CGRect(x: 0, y: 35, width: 430, height: 44))
        #expect(cells[0].textLabel.frame.minX == 20)
    }

    @Test func aListImageLeadsAtTheMarginAndTheTextFollowsIt() throws {
        var content = ListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        content.image = try Image(pixelWidth: 40, pixelHeight: 40, scale: 2, fill: .systemBlue)
        let row = CollectionViewListCell(content: content)
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), layout: .list(.init(appearance: .insetGrouped)))
        list.sections = [[row]]
        list.layoutIfNeeded()
        #expect(row.frame == CGRect(x: 16, y: 35, width: 343, height: 44))
        #expect(row.imageView.image == content.image)
        #expect(row.imageView.frame == CGRect(x: 16, y: 12, width: 20, height: 20))
        #expect(row.textLabel.frame.minX == 52)
        #expect(row.detailTextLabel.frame.maxX == 327)
    }

    @Test func aSnapshotFillsTheSections() {
        var snapshot = ListSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.appendItems(["c"], toSection: 1)
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), layout: .flow(.init()))
        grid.apply(snapshot) { indexPath, item in
            let label = Label(item)
            label.tag = indexPath.section * 10 + indexPath.item
            return label
        }
        #expect(grid.sections.map { $0.map(\.tag) } == [[0, 1], [10]])
    }

    /// A photo grid and a list, compared with iOS 17 Photos' grid spacing and a Settings-style list.
    @Test func gridAndListSnapshot() {
        let colors: [Color] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple]
        var flow = CollectionView.FlowLayout(itemSize: CGSize(width: 80, height: 80))
        flow.sectionInset = EdgeInsets(all: 12)
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 220), layout: .flow(flow))
        grid.sections = [colors.map(tile)]
        assertSnapshot(of: grid, named: "grid")
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 260), layout: .list(.init(appearance: .insetGrouped)))
        list.headerTitles = ["Account", nil]
        list.footerTitles = [nil, "Lists use ListContentConfiguration."]
        func row(_ text: String, _ secondary: String?, _ layout: ListContentConfiguration.Layout) -> CollectionViewListCell {
            var content = ListContentConfiguration(layout: layout)
            content.text = text
            content.secondaryText = secondary
            let cell = CollectionViewListCell(content: content)
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        list.sections = [[row("Apple ID", "Jane Appleseed", .subtitleCell), row("Plan", "Family", .valueCell)], [row("Sign Out", nil, .cell)]]
        assertSnapshot(of: list, named: "list")
    }
}
