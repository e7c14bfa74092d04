#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif
import Foundation
import Testing

/// Section headers and footers as apps register them: a `UICollectionReusableView` subclass
/// registered for a kind, dequeued by the data source or a diffable data source's
/// `supplementaryViewProvider`, and placed by the layout. Frames follow Apple's documentation:
/// a flow layout's header spans the collection view across the scroll direction at
/// `headerReferenceSize`'s height, above the section's inset, and its footer below the inset
/// ("Using the Flow Layout", "Specifying the Size of Headers and Footers"); a compositional
/// layout's `.top` boundary item sits above the section's content and makes the section
/// taller (`extendsBoundary`), inset as the content is (`supplementariesFollowContentInsets`).
@Suite struct SupplementaryViewTests {
    final class TitleHeader: UICollectionReusableView {
        static let kind = "title-kind"
        let label = UILabel()
        var reused = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
                label.leadingAnchor.constraint(equalTo: leadingAnchor),
                label.heightAnchor.constraint(equalToConstant: 24),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func prepareForReuse() {
            super.prepareForReuse()
            reused = true
        }
    }

    final class Feed: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! TitleHeader
            header.label.text = kind == UICollectionView.elementKindSectionHeader ? "Section \(indexPath.section)" : "End"
            return header
        }
    }

    /// Two sections of two 100 × 50 items, with 40-point headers and 20-point footers around a
    /// 5-point inset: each header spans the 320-point width above the inset, each footer
    /// below it.
    @Test func aFlowLayoutPlacesHeadersAndFootersAroundEachSection() throws {
        let feed = Feed()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        collection.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "header")
        collection.dataSource = feed
        collection.layoutIfNeeded()
        let headers = collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        let footers = collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter)
        #expect(headers.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 40), CGRect(x: 0, y: 120, width: 320, height: 40)])
        #expect(footers.map(\.frame) == [CGRect(x: 0, y: 100, width: 320, height: 20), CGRect(x: 0, y: 220, width: 320, height: 20)])
        // 40 + 5 = 45: the first line of items starts under the header and the inset.
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 45)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 165)
        #expect(collection.contentSize.height == 240)
        #expect((headers[1] as? TitleHeader)?.label.text == "Section 1")
        #expect(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)) === footers[0])
        #expect(headers[0].reuseIdentifier == "header")
        // Easel makes a new view each time: none was reused.
        #expect((headers[0] as? TitleHeader)?.reused == false)
    }

    enum Section: Hashable { case comics, stories }

    /// A compositional layout with an estimated 44-point `.top` header in each section (the
    /// MarvelApp detail screen's pattern): each header is its own fitting height (10 + 24 + 10),
    /// inset 16 points as the content is, and the section's items start under it and the
    /// 8-point top inset.
    @Test func aDiffableDataSourceSuppliesCompositionalHeaders() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(138), heightDimension: .absolute(200)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 0, trailing: 16)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: TitleHeader.kind, alignment: .top)]
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 700), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(TitleHeader.self, forSupplementaryViewOfKind: TitleHeader.kind, withReuseIdentifier: "header")
        let source = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collection) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        source.supplementaryViewProvider = { view, kind, indexPath in
            let header = view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! TitleHeader
            header.label.text = indexPath.section == 0 ? "Comics" : "Stories"
            return header
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.comics, .stories])
        snapshot.appendItems([1, 2, 3], toSection: .comics)
        snapshot.appendItems([4, 5], toSection: .stories)
        source.apply(snapshot)
        collection.layoutIfNeeded()
        let headers = collection.visibleSupplementaryViews(ofKind: TitleHeader.kind)
        #expect(headers.map(\.frame) == [CGRect(x: 16, y: 0, width: 358, height: 44), CGRect(x: 16, y: 252, width: 358, height: 44)])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 16, y: 52, width: 138, height: 200))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 16, y: 304, width: 138, height: 200))
        #expect(collection.contentSize.height == 504)
        let image = try collection.render(scale: 1)
        // The header's label draws its title in black near its left edge, under the 10-point top padding.
        var dark = 0
        for y in 10 ..< 34 { for x in 16 ..< 80 where image[x, y].red < 100 { dark += 1 } }
        #expect(dark > 20)
    }

    /// Apps subclass the table's diffable data source to title its sections, as UIKit's
    /// documentation suggests for the methods the closure-based source does not cover.
    final class TitledSource: UITableViewDiffableDataSource<String, String> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            snapshot().sectionIdentifiers[section]
        }
    }

    @Test func aDiffableDataSourceSubclassTitlesItsSections() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .grouped)
        let source = TitledSource(tableView: table) { _, _, item in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Fruit", "Vegetables"])
        snapshot.appendItems(["Apple"], toSection: "Fruit")
        snapshot.appendItems(["Leek"], toSection: "Vegetables")
        source.apply(snapshot)
        table.layoutIfNeeded()
        #expect(source.tableView(table, titleForHeaderInSection: 1) == "Vegetables")
        let texts = table.subviews.compactMap { ($0 as? UILabel)?.text?.lowercased() }
        #expect(texts.contains("fruit") && texts.contains("vegetables"))
    }
}
