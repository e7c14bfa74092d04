#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif
import Foundation
import Testing

/// Spellings real stack-view and list code uses: UIStackView's archive initializer is not
/// failable (`required init(coder:)`), cells find their own index path, and data sources
/// name `UITableViewCell.EditingStyle`.
@Suite struct StackAndListSurfaceTests {
    final class RatingView: UIStackView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            axis = .horizontal
            spacing = 4
            for _ in 0 ..< 5 { addArrangedSubview(UIImageView(image: UIImage(systemName: "star.fill"))) }
        }
        required init(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    final class Rows: NSObject, UITableViewDataSource {
        var rows = ["One", "Two"]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            if editingStyle == .delete { rows.remove(at: indexPath.row) }
        }
    }

    final class Tiles: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
    }

    @Test func subclassesAndIndexPaths() throws {
        let rating = RatingView(frame: .zero)
        #expect(rating.arrangedSubviews.count == 5 && rating.axis == .horizontal)

        let rows = Rows()
        rows.tableView(UITableView(), commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        #expect(rows.rows == ["Two"])

        let tiles = Tiles()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collection.dataSource = tiles
        let third = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(collection.indexPath(for: third) == IndexPath(item: 2, section: 0))
        #expect(collection.indexPath(for: UICollectionViewCell()) == nil)
    }

    final class CountingLabel: UILabel {
        private(set) var changes = 0
        override var text: String? { didSet { changes += 1 } }
    }

    final class LayingOut: UIView {
        private(set) var forced = 0
        override func layoutIfNeeded() {
            forced += 1
            super.layoutIfNeeded()
        }
    }

    /// Members apps override or set that change nothing Easel draws wrongly: `UILabel.text`
    /// and `layoutIfNeeded()` are open; paging and translucency are kept; a bar tint colour
    /// paints the navigation bar.
    @Test func overridesAndBarTint() throws {
        let label = CountingLabel()
        label.text = "One"
        label.text = "Two"
        #expect(label.changes == 2 && label.text == "Two")
        let view = LayingOut(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        #expect(view.forced == 1)
        let pages = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        pages.isPagingEnabled = true
        #expect(pages.isPagingEnabled)
        let start = CACurrentMediaTime()
        #expect(CACurrentMediaTime() >= start)

        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.navigationBar.barTintColor = .red
        navigation.navigationBar.isTranslucent = false
        let image = try navigation.render(on: .iPhone15)
        // Under the status bar and in the bar: the bar's red.
        #expect(image[10 * 3, 70 * 3] == Pixel(red: 255, green: 0, blue: 0))
    }
}
