import Easel
import Foundation

/// 10,000 plain-struct leaves in nested decorating and cascading layouts (seed 001), laid out
/// again and again in a rectangle that changes each pass. Reported per pass and per leaf,
/// next to the 0.3–0.5 µs per node that Taffy and Yoga publish. A warm-up pass comes first:
/// it copies the arrays the tree was built from (they start shared), and after it a pass
/// allocates nothing (`scripts/bench-layout-allocations` counts that under valgrind).
struct LayoutBenchmark {
    let iterations: Int
    let passes: Int

    /// A leaf that only records its frame, as the seed's `TestLayout`.
    struct Leaf: Layout {
        var frame = CGRect.zero
        mutating func layout(in rect: CGRect) { frame = rect }
        var contents: [Leaf] { [self] }
    }

    // 5 leaves: a content leaf and a pile of 4.
    typealias Card = DecoratingLayout<Leaf, CascadingLayout<Leaf>>
    // 50 leaves: 10 cards in a pile.
    typealias Deck = CascadingLayout<Card>
    // 200 leaves: a deck beside a pile of 3 decks.
    typealias Table = DecoratingLayout<Deck, CascadingLayout<Deck>>
    // 10,000 leaves: 50 tables in a pile.
    typealias Room = CascadingLayout<Table>

    static func makeRoom() -> Room {
        let card = Card(content: Leaf(), decoration: CascadingLayout(children: Array(repeating: Leaf(), count: 4)))
        let deck = Deck(children: Array(repeating: card, count: 10), offset: CGSize(width: 2, height: 3))
        let table = Table(content: deck, decoration: CascadingLayout(children: Array(repeating: deck, count: 3)), side: .top, spacing: 4)
        return Room(children: Array(repeating: table, count: 50), offset: CGSize(width: 1, height: 1))
    }

    static let leafCount = 10_000

    func run() {
        var room = Self.makeRoom()
        precondition(room.contents.count == Self.leafCount, "the benchmark tree has \(room.contents.count) leaves")
        room.layout(in: CGRect(x: 0, y: 0, width: 1000, height: 800))
        var measurement = Measurement("layout \(Self.leafCount) leaves, \(passes) passes")
        for iteration in 0 ..< iterations {
            measurement.time {
                for pass in 0 ..< passes {
                    let grow = CGFloat((iteration + pass) % 7)
                    room.layout(in: CGRect(x: 0, y: 0, width: 1000 + grow, height: 800 - grow))
                }
            }
        }
        // Reading a frame keeps the optimiser from dropping the passes.
        let last = room.children[49].content.children[9].content.frame
        let perPass = measurement.medianMilliseconds / Double(passes)
        let perLeaf = perPass * 1_000_000 / Double(Self.leafCount)
        print("\nvalue-type layouts: \(Self.leafCount) leaves in nested DecoratingLayout and CascadingLayout (last leaf at \(Int(last.minX)),\(Int(last.minY)))")
        print(measurement.report)
        print(String(format: "  per pass %.3f ms, per leaf %.1f ns (goal 200 ns; Taffy and Yoga publish 300–500 ns per node)", perPass, perLeaf))
    }
}
