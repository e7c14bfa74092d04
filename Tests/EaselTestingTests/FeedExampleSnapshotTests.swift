import Easel
import EaselTesting
import Foundation
import Testing

/// The feed of shadowed cards in dark mode, from Swift and from `feed.json` (the light
/// ones are ExampleScreenSnapshotTests' `card-feed` and `feed`).
/// Looked at beside an iOS 17 feed in the simulator (from memory): soft shadows a few points
/// below each card that fade out over about 12 points, continuous card corners, white cards on
/// light grey in light mode and #1C1C1E cards on black in dark mode, where the shadow all but
/// disappears as it does on iOS.
@Suite struct FeedExampleSnapshotTests {
    static let styles: [UserInterfaceStyle] = [.dark]

    @Test(arguments: styles)
    func feedFromSwift(_ style: UserInterfaceStyle) {
        let screen = ExampleScreen.feed
        assertSnapshot(of: screen.makeView(), on: Device(name: screen.name, size: screen.size, scale: 2),
                       traits: TraitCollection(userInterfaceStyle: style), named: "card-feed-\(style)")
    }

    @Test(arguments: styles)
    func feedFromScreenFile(_ style: UserInterfaceStyle) throws {
        let url = try #require(ScreenFile.examples.first { $0.lastPathComponent == "feed.json" })
        assertSnapshot(of: try ScreenFile(contentsOf: url), traits: TraitCollection(userInterfaceStyle: style), named: "feed-\(style)")
    }
}
