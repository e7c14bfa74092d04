#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif
import Testing

// Modern collection views as app code builds them: compositional layouts, cell registrations,
// diffable data sources and snapshots. Expected frames worked out from UIKit's rules: fractional
// sizes are fractions of the containing group (or of the section's width less its insets), a
// horizontal group repeats its subitems while they fit, `count` divides the group equally, and
// content insets shrink the cell inside its slot.

private final class SwatchCell: UICollectionViewCell {
    static let identifier = "swatch"
}

@Suite struct CompositionalLayoutTests {
    private func collection(_ layout: UICollectionViewLayout, cells: Int, size: CGSize = CGSize(width: 375, height: 600)) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<SwatchCell, Int> { cell, _, item in
            cell.contentView.backgroundColor = item % 2 == 0 ? .systemBlue : .systemOrange
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0 ..< cells))
        source.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        return view
    }

    /// Two columns: items half the group's width, inset by 4, in 120-point rows 10 apart, in a
    /// section inset by 16. Width 375 − 32 = 343; each slot 171.5 × 120.
    @Test func twoColumnGrid() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.interGroupSpacing = 10
        let view = collection(UICollectionViewCompositionalLayout(section: section), cells: 5)
        let frames = (0 ..< 5).map { view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0] == CGRect(x: 20, y: 20, width: 163.5, height: 112))
        #expect(frames[1] == CGRect(x: 191.5, y: 20, width: 163.5, height: 112))
        #expect(frames[2] == CGRect(x: 20, y: 150, width: 163.5, height: 112))
        #expect(frames[4] == CGRect(x: 20, y: 280, width: 163.5, height: 112))
        #expect(view.contentSize.height == 412) // 16 + 3 × 120 + 2 × 10 + 16
    }

    /// `count` divides the group's width equally after the fixed spacing: (375 − 2 × 10) / 3.
    @Test func countDividesTheGroup() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let view = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), cells: 4)
        let width = (375 - 20) / 3.0
        #expect(abs((view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX ?? 0) - (width + 10)) <= 0.5)
        #expect(abs((view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.width ?? 0) - width) <= 0.5)
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 50)
    }

    /// An orthogonally scrolling section lays its groups in one row across: 150-point cards 12
    /// apart from the 16-point leading inset; the section is one group tall.
    @Test func orthogonalCarousel() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let view = collection(UICollectionViewCompositionalLayout { _, _ in section }, cells: 4)
        #expect((0 ..< 4).map { view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minX } == [16, 178, 340, 502])
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 0)
        #expect(view.contentSize.height == 100)
    }

    /// Estimated widths (tag chips) take each cell's fitting width: a label inset by 12 points
    /// on each side, chips 8 points apart.
    @Test func estimatedWidthsFitTheirCells() {
        final class ChipCell: UICollectionViewCell {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                    label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(60), heightDimension: .absolute(32)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)), subitems: [item])
        group.interItemSpacing = .fixed(8)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        let registration = UICollectionView.CellRegistration<ChipCell, String> { cell, _, text in cell.label.text = text }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { collectionView, indexPath, text in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Swift", "Linux", "Snapshot testing"])
        source.apply(snapshot)
        view.layoutIfNeeded()
        let cells = (0 ..< 3).compactMap { view.cellForItem(at: IndexPath(item: $0, section: 0)) as? ChipCell }
        #expect(cells.count == 3)
        for cell in cells {
            #expect(abs(cell.frame.width - (cell.label.intrinsicContentSize.width + 24)) <= 0.5)
            #expect(cell.frame.height == 32)
        }
        #expect(abs(cells[1].frame.minX - (cells[0].frame.maxX + 8)) <= 0.5)

        // An estimated height is the cell's fitting height at its width: the label plus 10 + 10.
        let row = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let rows = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [row])
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: rows)))
        let rowRegistration = UICollectionView.CellRegistration<ChipCell, String> { cell, _, text in
            cell.label.text = text
            cell.label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10).isActive = true
            cell.label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -10).isActive = true
        }
        let rowSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { collectionView, indexPath, text in
            collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: text)
        }
        rowSource.apply(snapshot)
        list.layoutIfNeeded()
        let first = view.cellForItem(at: IndexPath(item: 0, section: 0)) as? ChipCell
        let firstRow = list.cellForItem(at: IndexPath(item: 0, section: 0)) as? ChipCell
        #expect(first != nil && firstRow?.frame.height == (firstRow?.label.intrinsicContentSize.height ?? 0) + 20)
        #expect(list.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == firstRow?.frame.maxY)
    }

    /// A cell whose `preferredLayoutAttributesFitting(_:)` is overridden, as apps write it:
    /// `super` first (the content's fitting height: a label 10 points from the top and bottom),
    /// then its own change to the copy. UIKit asks it with the layout's attributes for the index
    /// path at the estimated size (the full width by the 44-point estimate), and only the
    /// estimated dimension follows the answer: Apple's reference for `estimated(_:)` says "the
    /// final size of the dimension is determined when the content is rendered", while an
    /// absolute or fractional dimension is the layout's own, so the 100-point width it asks for
    /// is not taken.
    private final class TallSecondRow: UICollectionViewCell {
        nonisolated(unsafe) static var asked: [(IndexPath, CGSize)] = []
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            Self.asked.append((layoutAttributes.indexPath, layoutAttributes.size))
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            if attributes.indexPath.item == 1 { attributes.size = CGSize(width: 100, height: 80) }
            return attributes
        }
    }

    @Test func estimatedHeightsFollowTheCellsPreferredAttributes() {
        let row = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let rows = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [row])
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: rows)))
        let registration = UICollectionView.CellRegistration<TallSecondRow, String> { cell, _, text in cell.label.text = text }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { collectionView, indexPath, text in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Inbox", "Drafts", "Sent"])
        source.apply(snapshot, animatingDifferences: false)
        TallSecondRow.asked = []
        list.setNeedsLayout()
        list.layoutIfNeeded()
        let cells = (0 ..< 3).compactMap { list.cellForItem(at: IndexPath(item: $0, section: 0)) as? TallSecondRow }
        #expect(cells.count == 3)
        #expect(TallSecondRow.asked.map(\.0) == (0 ..< 3).map { IndexPath(item: $0, section: 0) })
        #expect(TallSecondRow.asked.allSatisfy { $0.1 == CGSize(width: 375, height: 44) })
        // The first and third rows: the label's line (17-point body text) plus 10 + 10; the second
        // the 80 it asked for, at the full width.
        let line = cells[0].label.intrinsicContentSize.height
        #expect(line > 0)
        #expect(cells.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 375, height: line + 20),
            CGRect(x: 0, y: line + 20, width: 375, height: 80),
            CGRect(x: 0, y: line + 100, width: 375, height: line + 20),
        ])
    }

    /// A list layout fed through a cell registration and a diffable data source: the list cells
    /// show the items' text, and the snapshot can be read back, changed and applied again.
    @Test func listThroughRegistrationAndDiffableSource() throws {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 400),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["General"])
        snapshot.appendItems(["About", "Software Update", "Storage"])
        source.apply(snapshot)
        var changed = source.snapshot()
        changed.deleteItems(["Storage"])
        source.apply(changed)
        _ = try view.render(scale: 2)
        #expect(source.snapshot().numberOfItems == 2)
        let second = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect((second.contentConfiguration as? UIListContentConfiguration)?.text == "Software Update")
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) == nil)
        #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 0)) == "About")
    }
}
