import Easel
import EaselTesting
import Foundation
import Testing

/// A small snapshot suite that runs only when `ShardedSuiteTests` starts the test binary for it
/// (`EASEL_SHARD_FIXTURE` set), as one job of a sharded CI run: thirteen snapshots of 40 × 30 cards
/// in five tests. With `EASEL_SHARD_FIXTURE=fail`, the three `changed` cards draw pink instead of
/// the colour their reference holds, and `layouts` leaves a clear view's x to no constraint: its
/// image still matches, but the strict assertion fails on the ambiguous layout.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["EASEL_SHARD_FIXTURE"] != nil))
struct ShardFixtureTests {
    /// The snapshots that fail with `EASEL_SHARD_FIXTURE=fail`, as `easel report` names them.
    static let changed = ["ShardFixtureTests/greys.mid", "ShardFixtureTests/primaries.green", "ShardFixtureTests/secondaries.teal"]

    private func assertCard(_ color: Color, named name: String, test: String = #function) {
        let failing = ProcessInfo.processInfo.environment["EASEL_SHARD_FIXTURE"] == "fail"
            && Self.changed.contains("ShardFixtureTests/\(test.prefix { $0 != "(" }).\(name)")
        let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        root.backgroundColor = .white
        let box = View(frame: CGRect(x: 8, y: 6, width: 20, height: 12))
        box.backgroundColor = failing ? .systemPink : color
        root.addSubview(box)
        assertSnapshot(of: root, traits: TraitCollection(displayScale: 1), named: name, testName: test)
    }

    @Test func primaries() {
        assertCard(.systemRed, named: "red")
        assertCard(.systemGreen, named: "green")
        assertCard(.systemBlue, named: "blue")
    }

    @Test func secondaries() {
        assertCard(.systemYellow, named: "yellow")
        assertCard(.systemTeal, named: "teal")
        assertCard(.systemPurple, named: "purple")
    }

    @Test func greys() {
        assertCard(.black, named: "dark")
        assertCard(.systemGray, named: "mid")
        assertCard(.systemGray5, named: "light")
    }

    /// A clear 10 × 10 view placed by constraints on a white card; failing, nothing pins its x.
    @Test func layouts() {
        let failing = ProcessInfo.processInfo.environment["EASEL_SHARD_FIXTURE"] == "fail"
        let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        root.backgroundColor = .white
        let marker = View()
        marker.accessibilityIdentifier = "marker"
        marker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(marker)
        var constraints = [marker.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
                           marker.widthAnchor.constraint(equalToConstant: 10), marker.heightAnchor.constraint(equalToConstant: 10)]
        if !failing { constraints.append(marker.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)) }
        LayoutConstraint.activate(constraints)
        assertSnapshot(of: root, traits: TraitCollection(displayScale: 1), named: "clear")
    }

    @Test func accents() {
        assertCard(.systemOrange, named: "orange")
        assertCard(.systemIndigo, named: "indigo")
        assertCard(.systemBrown, named: "brown")
    }
}
