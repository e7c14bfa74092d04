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
        #expect(message == "Newly-taken snapshot does not match reference: 1 pixel differs (6.25%) in the box at (1, 1) 1×1 px.")
        #expect(attachments.count == 3)
        #expect(diffing.diffV2(blue, changed) != nil)
        #expect(Diffing<Easel.Image>.image(tolerance: Tolerance(maxDifferentPixels: 1)).diffV2(blue, changed) == nil)
        // Bytes round-trip through the strategy's own coding.
        #expect(diffing.fromData(diffing.toData(changed)) == changed)
        #expect(diffing.fromData(Data("junk".utf8)).pixelWidth == 1)
    }
}

@Suite struct EaselDiffToolTests {
    /// swift-snapshot-testing hands the diff tool the reference and the failed image; `.easel`
    /// leaves reference, actual and diff where `easel report` reads EaselTesting's failures.
    @Test func theEaselDiffToolLeavesThreeArtifactsWhereEaselReportLooks() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("easel-difftool-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let referenceFolder = root.appendingPathComponent("Tests/AppTests/__Snapshots__/ProfileTests")
        try FileManager.default.createDirectory(at: referenceFolder, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let blue = try Easel.Image(pixelWidth: 4, pixelHeight: 4, fill: .systemBlue)
        var changed = blue
        changed[1, 2] = Pixel(.systemRed)
        let reference = referenceFolder.appendingPathComponent("testProfile.1.png")
        let failed = root.appendingPathComponent("tmp-testProfile.1.png")
        try blue.writePNG(to: reference)
        try changed.writePNG(to: failed)

        let message = SnapshotTestingConfiguration.DiffTool.easel(currentFilePath: reference.path, failedFilePath: failed.path)
        let artifacts = root.appendingPathComponent(".build/easel-artifacts/ProfileTests")
        #expect(message == """
        reference: \(artifacts.path)/testProfile.1.reference.png
        actual:    \(artifacts.path)/testProfile.1.actual.png
        diff:      \(artifacts.path)/testProfile.1.diff.png
        """)
        #expect(try Easel.Image(contentsOfFile: artifacts.appendingPathComponent("testProfile.1.actual.png").path) == changed)
        #expect(try Easel.Image(contentsOfFile: artifacts.appendingPathComponent("testProfile.1.reference.png").path) == blue)
        let diff = try Easel.Image(contentsOfFile: artifacts.appendingPathComponent("testProfile.1.diff.png").path)
        #expect(diff[1, 2] == Pixel(red: 255, green: 0, blue: 0))
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
