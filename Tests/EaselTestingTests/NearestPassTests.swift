import Easel
@testable import EaselTesting
import Foundation
import Testing

/// White, with a box that changes a lot (blue to red) and one that changes a little (grey 128
/// to grey 138): no rounded corners, so no pixel is anti-aliasing.
private func boxes(changed: Bool) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    root.backgroundColor = .white
    let loud = View(frame: CGRect(x: 2, y: 2, width: 10, height: 10))
    loud.backgroundColor = changed ? .systemRed : .systemBlue
    let quiet = View(frame: CGRect(x: 20, y: 2, width: 10, height: 10))
    quiet.backgroundColor = Color(red8: changed ? 138 : 128, green8: changed ? 138 : 128, blue8: changed ? 138 : 128)
    root.addSubview(loud)
    root.addSubview(quiet)
    return root
}

/// pixelmatch 7.2.0's YIQ distance of two opaque pixels on the threshold's scale: the square
/// root of its squared distance over the largest, 35215 (index.js, colorDelta).
private func yiqDistance(_ p: Pixel, _ q: Pixel) -> Double {
    let dr = Double(p.red) - Double(q.red), dg = Double(p.green) - Double(q.green), db = Double(p.blue) - Double(q.blue)
    let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    return ((0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q) / 35215).squareRoot()
}

@Suite struct NearestPassTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-nearest-\(UUID().uuidString)").path

    private func verify(_ view: View, tolerance: Tolerance = .exact) -> String? {
        verifySnapshot(of: view, as: .image(traits: TraitCollection(displayScale: 1)), named: "boxes", tolerance: tolerance, record: .missing,
                       snapshotDirectory: folder, artifactsDirectory: folder, filePath: "/tmp/BoxTests.swift", testName: "testBoxes()")
    }

    @Test func aFailureSaysHowCloseItCameAndPaintsSimilarPixelsFaint() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verify(boxes(changed: false))
        let message = try #require(verify(boxes(changed: true)))
        let before = try boxes(changed: false).render(scale: 1), after = try boxes(changed: true).render(scale: 1)
        let largest = yiqDistance(before[5, 5], after[5, 5])
        // The grey step is within pixelmatch's default threshold: 10 × 0.0038 ≈ 0.038 < 0.1.
        #expect(yiqDistance(before[25, 5], after[25, 5]) < 0.1)
        let printed = (largest * 10_000).rounded(.up) / 10_000
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Snapshot “testBoxes.boxes” does not match its reference: 100 pixels differ (12.5%) in the box at (2, 2) 10×10 px. Allowed: 0 pixels at threshold 0.1.")
        #expect(lines[4] == "Nearest pass: the largest colour distance is \(printed); it passes at threshold \(printed) allowing 0 pixels, or at threshold 0.1 allowing 100 pixels (maxDifferentPixels: 100). 100 more pixels differ within the threshold (faint in the diff).")
        #expect(lines[5] == "Approve it with: easel approve testBoxes.boxes")

        // Each way out the message names passes, and the next stricter one does not.
        #expect(verify(boxes(changed: true), tolerance: Tolerance(threshold: printed)) == nil)
        #expect(verify(boxes(changed: true), tolerance: Tolerance(threshold: printed - 0.0001)) != nil)
        #expect(verify(boxes(changed: true), tolerance: Tolerance(maxDifferentPixels: 100)) == nil)
        #expect(verify(boxes(changed: true), tolerance: Tolerance(maxDifferentPixels: 99)) != nil)

        let diff = try Image(contentsOfFile: "\(folder)/testBoxes.boxes.diff.png")
        #expect(diff[5, 5] == Pixel(red: 255, green: 0, blue: 0))
        #expect(diff[25, 5] == Pixel(red: 255, green: 176, blue: 176))
        #expect(diff[36, 15] == Pixel(red: 255, green: 255, blue: 255))
    }

    @Test func theSmallestThresholdAllowingSomePixelsSkipsTheFarthest() throws {
        let before = try boxes(changed: false).render(scale: 1), after = try boxes(changed: true).render(scale: 1)
        let closeness = try #require(PixelDiff().compare(before, after).closeness())
        let loud = yiqDistance(before[5, 5], after[5, 5]), quiet = yiqDistance(before[25, 5], after[25, 5])
        #expect(closeness.largestDistance == loud)
        #expect(closeness.smallestThreshold(allowing: 0) == loud)
        #expect(closeness.smallestThreshold(allowing: 99) == loud)
        // With the 100 loud pixels allowed, only the quiet ones are left to pass.
        #expect(closeness.smallestThreshold(allowing: 100) == quiet)
        #expect(closeness.smallestThreshold(allowing: 200) == 0)
        #expect(closeness.differentPixels(atThreshold: 0.1) == 100)
        #expect(closeness.differentPixels(atThreshold: quiet / 2) == 200)
        #expect(closeness.differentPixels(atThreshold: loud) == 0)
        #expect(PixelDiff().compare(before, after).similarPixels == 100)
    }

    @Test func pixelmatchsPictureIsUnchangedWithoutASimilarColour() throws {
        let before = try boxes(changed: false).render(scale: 1), after = try boxes(changed: true).render(scale: 1)
        let diff = try #require(try PixelDiff().compare(before, after).diffImage())
        // pixelmatch paints a pixel within the threshold as the grey of the expected pixel.
        #expect(diff[25, 5].alpha == 255)
        #expect(diff[25, 5].red == diff[25, 5].green && diff[25, 5].red > 200)
    }
}

@Suite struct RecordingOnCITests {
    @Test func withCISetAMissingReferenceIsNotRecordedUnlessTheEnvironmentSaysSo() throws {
        #expect(try RecordMode.resolve(nil, environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.resolve(nil, environment: ["CI": "1"]) == .never)
        #expect(try RecordMode.resolve(nil, environment: ["CI": "false"]) == .missing)
        #expect(try RecordMode.resolve(nil, environment: ["CI": "true", "EASEL_RECORD": "missing"]) == .missing)
        #expect(try RecordMode.resolve(nil, environment: ["CI": "true", "SNAPSHOT_TESTING_RECORD": "all"]) == .all)
        // What the code itself asks for still wins.
        #expect(try RecordMode.resolve(.missing, environment: ["CI": "true"]) == .missing)
        #expect(RecordMode.ciNote(nil, environment: ["CI": "true"]) == " because CI is set (EASEL_RECORD=missing records missing references there)")
        #expect(RecordMode.ciNote(nil, environment: ["CI": "true", "EASEL_RECORD": "never"]) == "")
        #expect(RecordMode.ciNote(.never, environment: ["CI": "true"]) == "")
    }
}
