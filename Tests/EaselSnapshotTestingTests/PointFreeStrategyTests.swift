import Easel
import EaselSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// A view controller as swift-snapshot-testing users write them: `assertSnapshot(of:as:)`.
final class ProfileViewController: ViewController {
    override func loadView() {
        let view = View()
        view.backgroundColor = .systemGroupedBackground
        let card = View(frame: CGRect(x: 16, y: 80, width: 288, height: 120))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.cornerRadius = 16
        view.addSubview(card)
        let name = Label("Jane Appleseed", font: .systemFont(ofSize: 22, weight: .semibold))
        name.frame = CGRect(x: 32, y: 100, width: 256, height: 28)
        view.addSubview(name)
        self.view = view
    }
}

@Suite struct PointFreeStrategyTests {
    @Test func viewControllerOnAnIPhoneSE() {
        assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhoneSE1, traits: TraitCollection(displayScale: 1)))
    }

    @Test func theDiffingPassesEqualImagesAndExplainsDifferentOnes() throws {
        let blue = try Easel.Image(pixelWidth: 4, pixelHeight: 4, fill: .systemBlue)
        var changed = blue
        changed[1, 1] = Pixel(.systemRed)
        let diffing = Diffing<Easel.Image>.image()
        #expect(diffing.diffV2(blue, blue) == nil)
        let (message, attachments) = try #require(diffing.diffV2(blue, changed))
        #expect(message == "Newly-taken snapshot does not match reference: 1 pixel differs (6.25%) in 1,1 1×1.")
        #expect(attachments.count == 3)
        #expect(diffing.diffV2(blue, changed) != nil)
        #expect(Diffing<Easel.Image>.image(tolerance: Tolerance(maxDifferentPixels: 1)).diffV2(blue, changed) == nil)
        // Bytes round-trip through the strategy's own coding.
        #expect(diffing.fromData(diffing.toData(changed)) == changed)
        #expect(diffing.fromData(Data("junk".utf8)).pixelWidth == 1)
    }
}

@Suite struct PointFreeMatrixTests {
    @Test func aMatrixOfImagesNamedAfterTheirConfiguration() {
        let strategies = Snapshotting<Easel.ViewController, Easel.Image>.images(on: [.iPhoneSE1], appearances: [.light, .dark], displayScale: 1)
        #expect(strategies.keys.sorted() == ["iPhoneSE1-dark-L-1x", "iPhoneSE1-light-L-1x"])
        assertSnapshots(of: ProfileViewController(), as: strategies)
    }

    @Test func theHierarchyAsLines() {
        assertSnapshot(of: ProfileViewController(), as: .hierarchy(on: .iPhoneSE1))
    }
}
