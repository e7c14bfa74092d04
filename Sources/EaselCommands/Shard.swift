import ArgumentParser
import EaselImage

/// One of `count` parts of a set of screens, for a CI matrix: `--shard 2/4` is the second of
/// four (numbered from 1, as Playwright and Jest number them). Screens are ordered by output
/// name, which is the same on every machine, and dealt out in turn, so shards differ by at most
/// one screen and every screen is in exactly one shard.
///
///     let mine = try Shard(parsing: "2/4").select(jobs) { $0.name }
struct Shard: Equatable, ExpressibleByArgument {
    let index: Int
    let count: Int

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    init(parsing text: String) throws {
        guard let shard = SuiteShard(parsing: text) else {
            throw ValidationError("--shard must be I/N with 1 ≤ I ≤ N, such as 2/4, not \"\(MessageText.shortened(text))\"")
        }
        self.init(index: shard.index, count: shard.count)
    }

    init?(argument: String) {
        guard let shard = try? Shard(parsing: argument) else { return nil }
        self = shard
    }

    /// This shard's items, in `key` order.
    func select<Item>(_ items: [Item], key: (Item) -> String) -> [Item] {
        items.sorted { key($0) < key($1) }.enumerated()
            .filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
