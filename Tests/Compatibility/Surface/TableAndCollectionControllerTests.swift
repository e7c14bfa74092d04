#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif
import Foundation
import Testing

/// `UITableViewController` and `UICollectionViewController` subclassed as apps do: the data
/// source and delegate methods are overrides, the view is the table or collection view, made
/// the size of the screen in `loadView()`; a table's header and footer views; selecting and
/// scrolling to an item.
@Suite struct TableAndCollectionControllerTests {
    final class Settings: UITableViewController {
        let rows = ["Wi-Fi", "Bluetooth", "Cellular"]
        var selected: IndexPath?

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            tableView.rowHeight = 44
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 60))
            header.backgroundColor = .systemTeal
            tableView.tableHeaderView = header
            tableView.tableFooterView = UIView()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected = indexPath }
    }

    /// The table fills the screen; the 60-point header view spans it above the rows, which
    /// follow it 44 points apart; an empty footer view adds nothing.
    @Test func aTableViewControllerSubclassFillsItsTable() throws {
        let settings = Settings(style: .plain)
        _ = try settings.render(on: .iPhone15)
        let table = try #require(settings.tableView)
        #expect(settings.view === table && table.dataSource === settings && table.delegate === settings)
        #expect(table.frame.size == CGSize(width: 393, height: 852))
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 393, height: 60))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 60)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 148)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Bluetooth")
        #expect(table.contentSize.height == 192)
        #expect(UITableViewController().tableView.style == .plain)
        #expect(UITableViewController(style: .insetGrouped).tableView.style == .insetGrouped)
    }

    final class Gallery: UICollectionViewController {
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumLineSpacing = 10
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        }
    }

    /// Three 100-point items a line across 393 points (justified: 46.5 between them), lines 110
    /// apart; selecting item 16 (line 5) and scrolling it to the top moves the content so that
    /// its line starts at the top of the view.
    @Test func aCollectionViewControllerSubclassLaysOutAndScrolls() throws {
        let gallery = Gallery()
        #expect(gallery.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(gallery.collectionViewLayout.collectionView === gallery.collectionView)
        _ = try gallery.render(size: CGSize(width: 393, height: 400))
        let collection = try #require(gallery.collectionView)
        #expect(collection.dataSource === gallery)
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 146.5, y: 110, width: 100, height: 100))
        collection.selectItem(at: IndexPath(item: 16, section: 0), animated: false, scrollPosition: .top)
        collection.layoutIfNeeded()
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 16, section: 0)])
        #expect((collection.cellForItem(at: IndexPath(item: 16, section: 0)) as? UICollectionViewCell)?.isSelected == true)
        #expect(collection.contentOffset.y == 550)
        // The last line cannot come to the top: the scroll stops at the content's end
        // (10 lines: 1,090 points, less the 400-point view).
        collection.scrollToItem(at: IndexPath(item: 29, section: 0), at: .top, animated: false)
        collection.layoutIfNeeded()
        #expect(collection.contentOffset.y == 690)
    }
}
