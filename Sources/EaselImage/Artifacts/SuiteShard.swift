/// One of `count` shards of a snapshot suite, for a CI matrix: `2/4` is the second of four
/// (numbered from 1, as Playwright and Jest number them). A snapshot belongs to the shard its
/// stable name hashes into, so every machine, run and process agrees on it without a list of
/// the suite: each snapshot is in exactly one shard.
///
///     SuiteShard(parsing: "2/4")?.contains("Tests/AppTests/__Snapshots__/LoginTests/testLogin.1.png")
package struct SuiteShard: Hashable, Sendable, CustomStringConvertible {
    package let index: Int
    package let count: Int

    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `I/N` with 1 ≤ I ≤ N; nil for anything else.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1 ... count).contains(index) else {
            return nil
        }
        self.init(index: index, count: count)
    }

    package var description: String { "\(index)/\(count)" }

    /// Whether the snapshot named `name` is this shard's.
    package func contains(_ name: String) -> Bool {
        Int(Self.stableHash(name) % UInt64(count)) == index - 1
    }

    /// FNV-1a over the UTF-8 bytes, then SplitMix64's finaliser so that the low bits the modulo
    /// keeps depend on every byte. Swift's `Hasher` is seeded per process, so it cannot be used:
    /// the shards of one suite run in different processes on different machines.
    package static func stableHash(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
        hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 31)
    }
}
