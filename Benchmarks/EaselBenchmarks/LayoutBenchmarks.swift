import Benchmark
import Easel
import EaselLayout

/// Layout without drawing: value-type layouts on plain structs (seed 001), the stack arithmetic
/// on plain items, and a `StackView` of labels (text measuring included).
enum LayoutBenchmarks {
    /// A leaf that only records its frame, as the seed's `TestLayout`.
    struct Leaf: Layout {
        var frame = CGRect.zero
        mutating func layout(in rect: CGRect) { frame = rect }
        var contents: [Leaf] { [self] }
    }

    // 5 leaves: a content leaf and a pile of 4; 50 in a deck of 10 cards; 200 on a table (a deck
    // beside a pile of 3 decks); 10,000 in a room of 50 tables. The same tree as easel-bench's.
    typealias Card = DecoratingLayout<Leaf, CascadingLayout<Leaf>>
    typealias Deck = CascadingLayout<Card>
    typealias Table = DecoratingLayout<Deck, CascadingLayout<Deck>>
    typealias Room = CascadingLayout<Table>

    static func makeRoom() -> Room {
        let card = Card(content: Leaf(), decoration: CascadingLayout(children: Array(repeating: Leaf(), count: 4)))
        let deck = Deck(children: Array(repeating: card, count: 10), offset: CGSize(width: 2, height: 3))
        let table = Table(content: deck, decoration: CascadingLayout(children: Array(repeating: deck, count: 3)), side: .top, spacing: 4)
        return Room(children: Array(repeating: table, count: 50), offset: CGSize(width: 1, height: 1))
    }

    static func register() {
        // One pass over 10,000 leaves in a rectangle that changes each time; after the first
        // pass (which copies the shared arrays) a pass allocates nothing.
        var room = makeRoom()
        room.layout(in: CGRect(x: 0, y: 0, width: 1000, height: 800))
        var pass = 0
        Benchmark("Layout value layouts, 10,000 leaves") { _ in
            pass += 1
            let grow = CGFloat(pass % 7)
            room.layout(in: CGRect(x: 0, y: 0, width: 1000 + grow, height: 800 - grow))
            blackHole(room.children[49].content.children[9].content.frame)
        }

        // UIStackView's arithmetic on 1,000 plain items of fixed sizes, fill and fillEqually.
        let items = (0 ..< 1000).map { StackItem(size: CGSize(width: 40 + $0 % 13, height: 20 + $0 % 5)) }
        for distribution in [StackDistribution.fill, .fillEqually, .equalSpacing] {
            let arrangement = StackArrangement(axis: .vertical, spacing: 4, alignment: .center, distribution: distribution, pixelGrid: PixelGrid(scale: 3))
            Benchmark("Layout StackArrangement 1,000 items, \(distribution)") { _ in
                blackHole(arrangement.frames(for: items, in: CGRect(x: 0, y: 0, width: 390, height: 30_000)))
            }
        }

        // A vertical StackView of 40 rows (a label and a switch in a horizontal stack), laid out
        // from scratch: text measured, rows sized and placed.
        Benchmark("Layout StackView of 40 label rows") { benchmark in
            let stack = labelRows(count: 40)
            benchmark.startMeasurement()
            stack.frame = CGRect(x: 0, y: 0, width: 390, height: 2000)
            stack.layoutIfNeeded()
            blackHole(stack.arrangedSubviews.last?.frame)
        }
    }

    /// A vertical stack of `count` rows, each a label beside a switch.
    static func labelRows(count: Int) -> StackView {
        let stack = StackView()
        stack.axis = .vertical
        stack.spacing = 8
        for index in 0 ..< count {
            let row = StackView()
            row.axis = .horizontal
            row.spacing = 12
            row.alignment = .center
            let label = Label("Setting number \(index), with a name long enough to need measuring")
            label.numberOfLines = 0
            row.addArrangedSubview(label)
            row.addArrangedSubview(Switch())
            stack.addArrangedSubview(row)
        }
        return stack
    }
}
