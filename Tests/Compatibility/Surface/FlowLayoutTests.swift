#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif
import Foundation
import Testing

/// `UICollectionViewFlowLayout` as apps use it: sizes from the delegate, horizontal rows, a
/// layout object changed after it was given, self-sizing cells. Frames are worked out from
/// the flow layout's rules as Apple's Collection View Programming Guide describes them
/// ("Using the Flow Layout": items go on a line while they fit with at least the minimum
/// interitem spacing, the line's leftover space is shared between its gaps) and as UIKit is
/// known to place a line's items (PSTCollectionView's reading of UIKit's row alignment):
/// centred across the line, a lone item on a line centred, the last line justified as if
/// filled out with copies of its last item.
@Suite struct FlowLayoutTests {
    final class Feed: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let sizes: [CGSize]
        init(sizes: [CGSize]) { self.sizes = sizes }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sizes.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizes[indexPath.item]
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
            UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
        }
    }

    private func frames(_ collection: UICollectionView, count: Int) -> [CGRect] {
        (0 ..< count).map { collection.cellForItem(at: IndexPath(item: $0, section: 0))!.frame }
    }

    /// A full-width banner, then two columns, then a small item: the delegate's sizes and
    /// insets decide every frame (the layout's own `itemSize` would be 50 × 50).
    @Test func theDelegateSizesEachItem() {
        let feed = Feed(sizes: [CGSize(width: 340, height: 100)] + Array(repeating: CGSize(width: 165, height: 120), count: 4) + [CGSize(width: 100, height: 50)])
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 360, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = feed
        collection.delegate = feed
        collection.layoutIfNeeded()
        // 340 points of room: 165 + 10 + 165 fills a line exactly.
        #expect(frames(collection, count: 6) == [
            CGRect(x: 10, y: 8, width: 340, height: 100),
            CGRect(x: 10, y: 118, width: 165, height: 120), CGRect(x: 185, y: 118, width: 165, height: 120),
            CGRect(x: 10, y: 248, width: 165, height: 120), CGRect(x: 185, y: 248, width: 165, height: 120),
            CGRect(x: 10, y: 378, width: 100, height: 50),
        ])
        #expect(collection.contentSize == CGSize(width: 360, height: 436))
    }

    /// Items of different heights on one line are centred across it; a lone item on a line
    /// that is not the last is centred along it.
    @Test func mixedHeightsAreCentredOnTheirLine() {
        let feed = Feed(sizes: [CGSize(width: 100, height: 40), CGSize(width: 100, height: 80), CGSize(width: 300, height: 60), CGSize(width: 60, height: 60)])
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 360, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = feed
        collection.delegate = feed
        collection.layoutIfNeeded()
        // Line 1: 100 + 100 in 340, justified: the second item ends at the trailing inset.
        // Line 2: 300 alone (300 + 10 + 60 > 340), centred: 10 + 20. Line 3, the last: 60 and
        // four more copies fill 340 exactly, so it starts at the leading inset.
        #expect(frames(collection, count: 4) == [
            CGRect(x: 10, y: 28, width: 100, height: 40), CGRect(x: 250, y: 8, width: 100, height: 80),
            CGRect(x: 30, y: 98, width: 300, height: 60),
            CGRect(x: 10, y: 168, width: 60, height: 60),
        ])
    }

    /// Scrolling horizontally, items go down a column while they fit, and columns go right,
    /// `minimumLineSpacing` apart; the content is as wide as the columns.
    @Test func horizontalScrollingFillsColumns() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 140, height: 90)
        layout.minimumLineSpacing = 12
        layout.minimumInteritemSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = FiveItems.shared
        collection.layoutIfNeeded()
        #expect(frames(collection, count: 5) == [
            CGRect(x: 16, y: 0, width: 140, height: 90), CGRect(x: 16, y: 110, width: 140, height: 90),
            CGRect(x: 168, y: 0, width: 140, height: 90), CGRect(x: 168, y: 110, width: 140, height: 90),
            CGRect(x: 320, y: 0, width: 140, height: 90),
        ])
        #expect(collection.contentSize == CGSize(width: 476, height: 200))
    }

    final class FiveItems: NSObject, UICollectionViewDataSource {
        nonisolated(unsafe) static let shared = FiveItems()
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// The layout object stays the collection view's: apps read it back, cast it and change
    /// its settings later (in `viewDidLayoutSubviews`, say), and the items follow.
    @Test func theLayoutObjectCanChangeAfterItIsGiven() throws {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = FiveItems.shared
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.collectionView === collection)
        layout.itemSize = CGSize(width: (320 - 10) / 2, height: 100)
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(frames(collection, count: 3) == [
            CGRect(x: 0, y: 0, width: 155, height: 100), CGRect(x: 165, y: 0, width: 155, height: 100),
            CGRect(x: 0, y: 110, width: 155, height: 100),
        ])
        let wide = UICollectionViewFlowLayout()
        wide.itemSize = CGSize(width: 320, height: 60)
        wide.minimumLineSpacing = 0
        collection.setCollectionViewLayout(wide, animated: true)
        collection.layoutIfNeeded()
        #expect(frames(collection, count: 2) == [CGRect(x: 0, y: 0, width: 320, height: 60), CGRect(x: 0, y: 60, width: 320, height: 60)])
        #expect(collection.collectionViewLayout === wide)
    }

    class Chip: UICollectionViewCell {
        let swatch = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            swatch.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(swatch)
            NSLayoutConstraint.activate([
                swatch.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                swatch.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                swatch.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                swatch.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                swatch.widthAnchor.constraint(equalToConstant: 60),
                swatch.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Chips: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath)
        }
    }

    /// With `estimatedItemSize = automaticSize`, each cell is as big as its constraints make
    /// its content view: 8 + 60 + 8 by 8 + 20 + 8.
    @Test func selfSizingCellsTakeTheirFittingSize() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(Chip.self, forCellWithReuseIdentifier: "chip")
        let chips = Chips()
        collection.dataSource = chips
        collection.layoutIfNeeded()
        // Two 76-point chips on the last line of 320, justified as if it held as many as fit
        // (3: 76 × 3 + 10 × 2 = 248): the gap is 10 + (320 − 248) / 2 = 46.
        #expect(frames(collection, count: 2) == [CGRect(x: 0, y: 0, width: 76, height: 36), CGRect(x: 122, y: 0, width: 76, height: 36)])
    }

    /// A chip that overrides `preferredLayoutAttributesFitting(_:)`, as apps write it: `super`
    /// first (the fitting size, 76 × 36 as above), then its own change to the copy. Apple's
    /// reference for the method: "The default implementation of this method adjusts the size
    /// values to accommodate changes made by a self-sizing cell ... If you override this method
    /// and want the cell size adjustments, call super first and make your own modifications to
    /// the returned attributes"; the attributes it gets are the layout's for that index path,
    /// with the estimated size.
    final class WideSecondChip: Chip {
        nonisolated(unsafe) static var asked: [(IndexPath, CGSize)] = []

        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            Self.asked.append((layoutAttributes.indexPath, layoutAttributes.size))
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            if attributes.indexPath.item == 1 { attributes.size.width = 150 }
            return attributes
        }
    }

    @Test func aCellsPreferredAttributesDecideItsSize() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 40)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(WideSecondChip.self, forCellWithReuseIdentifier: "chip")
        let chips = Chips()
        collection.dataSource = chips
        WideSecondChip.asked = []
        collection.layoutIfNeeded()
        #expect(WideSecondChip.asked.map(\.0) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(WideSecondChip.asked.allSatisfy { $0.1 == CGSize(width: 100, height: 40) })
        // 76 and 150 on one line of 320, the last: justified as if filled out with copies of the
        // last item while they fit (76 + 10 + 150 = 236, one more 150 does not fit), so the
        // leftover 320 − 236 = 84 goes to the one gap: the second starts at 76 + 10 + 84 = 170.
        #expect(frames(collection, count: 2) == [CGRect(x: 0, y: 0, width: 76, height: 36), CGRect(x: 170, y: 0, width: 150, height: 36)])
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.center = CGPoint(x: 0, y: 0)
        #expect(copy.frame == CGRect(x: -15, y: -20, width: 30, height: 40) && attributes.frame.minX == 10)
        #expect(copy.indexPath == IndexPath(item: 3, section: 1) && copy.representedElementCategory == .cell && copy.representedElementKind == nil)
    }
}
