import Easel
import EaselTesting
import Foundation
import Testing

@Suite struct HierarchySnapshotTests {
    private func card() -> View {
        let stack = StackView(arrangedSubviews: [Label("Jane Appleseed"), Button(title: "Follow", style: .filled)])
        stack.axis = .vertical
        stack.spacing = 8
        stack.arrangedSubviews[0].accessibilityIdentifier = "name"
        return stack
    }

    @Test func theLaidOutTreeIsATextSnapshot() {
        assertSnapshot(of: SampleApp.tabs() as ViewController, as: .hierarchy(on: .iPhoneSE), named: "tabs")
    }

    @Test func recursiveDescriptionNamesTypesFramesTextsAndIdentifiers() throws {
        let view = card()
        try view.layOut(on: nil)
        let lines = view.recursiveDescription.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("<StackView; frame = (0 0; "))
        #expect(lines[1].hasPrefix("   | <Label; frame = (0 0; "))
        #expect(lines[1].hasSuffix("; text = 'Jane Appleseed'; id = name>"))
        #expect(lines[2].contains("<Button; frame = (0 "))
        #expect(lines[2].hasSuffix("; title = 'Follow'>"))
    }

    @Test func aMovedViewFailsWithTheLinesThatChanged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-hierarchy-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = verifySnapshot(of: card(), as: .hierarchy(), record: .missing, snapshotDirectory: folder, artifactsDirectory: folder, filePath: "/tmp/CardTests.swift", testName: "card()")
        #expect(first?.hasPrefix("No reference text was found for snapshot “card.1”") == true)
        #expect(verifySnapshot(of: card(), as: .hierarchy(), named: "1", record: .never, snapshotDirectory: folder, artifactsDirectory: folder, filePath: "/tmp/CardTests.swift", testName: "card()") == nil)

        let moved = card() as! StackView
        moved.spacing = 20
        let message = verifySnapshot(of: moved, as: .hierarchy(), named: "1", record: .never, snapshotDirectory: folder, artifactsDirectory: folder, filePath: "/tmp/CardTests.swift", testName: "card()") ?? ""
        let lines = message.split(separator: "\n")
        #expect(lines.first == "Snapshot “card.1” does not match its reference:")
        // The stack grew and the button moved down; the label's line is the same.
        #expect(lines.filter { $0.hasPrefix("- ") }.count == 2)
        #expect(lines.filter { $0.hasPrefix("+ ") }.count == 2)
        #expect(lines.contains { $0.hasPrefix("+    | <Button; frame = (0 ") })
        #expect(!lines.contains { $0.contains("Jane") })
    }
}

@Suite struct SnapshotMatrixTests {
    @Test func configurationsAreEveryCombinationNamedAfterThemselves() {
        let matrix = RenderMatrix(devices: [.iPhoneSE, .iPhone15ProMax.landscape], appearances: [.light, .dark], contentSizes: [.large, .accessibilityExtraExtraExtraLarge])
        #expect(matrix.configurations.map(\.name) == [
            "iPhoneSE-light-L", "iPhoneSE-light-AX5", "iPhoneSE-dark-L", "iPhoneSE-dark-AX5",
            "iPhone15ProMax-landscape-light-L", "iPhone15ProMax-landscape-light-AX5", "iPhone15ProMax-landscape-dark-L", "iPhone15ProMax-landscape-dark-AX5",
        ])
        #expect(RenderConfiguration(device: Device(size: CGSize(width: 400, height: 800))).name == "400x800")
    }

    @Test func eachCellRendersInItsOwnConfiguration() throws {
        let matrix = RenderMatrix(devices: [.iPhoneSE, .iPadMini], appearances: [.light, .dark], displayScale: 1)
        let results = matrix.render(make: { () -> View in
            let view = View()
            view.backgroundColor = .systemBackground
            return view
        }) { view, cell in try view.render(on: cell.device, traits: cell.traits) }
        #expect(results.count == 4)
        let images = try results.map { try $0.1.get() }
        #expect(images.map(\.pixelWidth) == [375, 375, 744, 744])
        #expect(images.map { $0[10, 10].red } == [255, 0, 255, 0])
    }

    @Test func oneSharedViewRendersOneCellAfterAnother() throws {
        let shared = View()
        shared.backgroundColor = .systemBackground
        let results = RenderMatrix(devices: [.iPhoneSE], appearances: [.light, .dark], displayScale: 1)
            .render(make: { shared }) { view, cell in try view.render(on: cell.device, traits: cell.traits) }
        #expect(try results.map { try $0.1.get()[1, 1].red } == [255, 0])
    }

    @Test func theTabsMockupAcrossAMatrix() {
        assertSnapshots(of: SampleApp.tabs(), on: [.iPhoneSE, .iPadMini.landscape], appearances: [.light, .dark], displayScale: 1)
    }
}
