import Easel
@testable import EaselTesting
import Foundation
import Testing

@Suite struct ReferenceSizeTests {
    /// A recorded reference is written with `PNGCompression.reference`: the same pixels as the
    /// render, in fewer bytes than the render path's `.screen` gives them.
    @Test func aRecordedReferenceIsSmallerThanARenderAndHasItsPixels() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-reference-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let controller = SampleApp.tabs() as ViewController
        let message = verifySnapshot(of: controller, as: .image(on: .iPhoneSE), named: "tabs", record: .missing,
                                     snapshotDirectory: folder, artifactsDirectory: folder, filePath: "/tmp/TabTests.swift", testName: "testTabs()")
        #expect(message?.hasPrefix("No reference image was found") == true)
        let rendered = try SnapshotStrategy<ViewController>.image(on: .iPhoneSE).render(SampleApp.tabs())
        let written = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/testTabs.tabs.png"))
        let reference = try rendered.pngData(compression: .reference), screen = try rendered.pngData(compression: .screen)
        #expect(written == reference)
        #expect(written.count < screen.count)
        #expect(try Image(pngData: written, scale: rendered.scale) == rendered)
    }
}
