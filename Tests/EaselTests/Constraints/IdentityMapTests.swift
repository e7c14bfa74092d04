@testable import Easel
import Testing

/// The engine's table by object identity: every entry put in is found again, removal by
/// backward shift never loses an entry that probed past the removed one, and the filters keep
/// exactly what they say.
@Suite struct IdentityMapTests {
    private final class Item {}

    @Test func entriesSurviveGrowthAndRemovals() {
        let items = (0 ..< 1_000).map { _ in Item() }
        var map = IdentityMap<Int>()
        for (index, item) in items.enumerated() { map[ObjectIdentifier(item)] = index }
        #expect(map.count == 1_000)
        // Remove every third one: the others, some of which probed past them, stay findable.
        for (index, item) in items.enumerated() where index % 3 == 0 { map[ObjectIdentifier(item)] = nil }
        #expect(map.count == 666)
        for (index, item) in items.enumerated() {
            #expect(map[ObjectIdentifier(item)] == (index % 3 == 0 ? nil : index))
            #expect(map.contains(ObjectIdentifier(item)) == (index % 3 != 0))
        }
        // A value set again replaces the old one without a second entry.
        map[ObjectIdentifier(items[1])] = -1
        #expect(map[ObjectIdentifier(items[1])] == -1)
        #expect(map.count == 666)
    }

    @Test func modifyChangesTheStoredValueOrStartsFromTheDefault() {
        let a = Item(), b = Item()
        var map = IdentityMap<[Int]>()
        map[ObjectIdentifier(a)] = [1]
        map.modify(ObjectIdentifier(a), default: []) { $0.append(2) }
        map.modify(ObjectIdentifier(b), default: [7]) { $0.append(8) }
        #expect(map[ObjectIdentifier(a)] == [1, 2])
        #expect(map[ObjectIdentifier(b)] == [7, 8])
        #expect(map.count == 2)
    }

    @Test func filtersKeepExactlyWhatTheySay() {
        let items = (0 ..< 100).map { _ in Item() }
        var map = IdentityMap<Int>(minimumCapacity: 100)
        for (index, item) in items.enumerated() { map[ObjectIdentifier(item)] = index }
        map.filterValues { $0.isMultiple(of: 2) }
        #expect(map.count == 50)
        var others = IdentityMap<Bool>()
        for item in items[..<10] { others[ObjectIdentifier(item)] = true }
        map.keepKeys(in: others)
        #expect(map.count == 5)
        for (index, item) in items.enumerated() {
            #expect(map[ObjectIdentifier(item)] == (index < 10 && index.isMultiple(of: 2) ? index : nil))
        }
        map.removeAll(keepingCapacity: true)
        #expect(map.isEmpty)
        #expect(map[ObjectIdentifier(items[0])] == nil)
    }
}
