import Easel
import Foundation

/// PixelDiff on two 1170 × 2532 screenshots (the typography screen at scale 3, and the same with
/// one label recoloured), on decoded images and from the PNG files, against ImageMagick's
/// `compare -metric AE` on the same files in the same run.
struct DiffBenchmark {
    let iterations: Int

    func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (expected, actual) = try Self.writePair(to: folder)
        let expectedURL = folder.appendingPathComponent("expected.png"), actualURL = folder.appendingPathComponent("actual.png")

        var compare = Measurement("PixelDiff, decoded images")
        var compareDrawing = Measurement("PixelDiff + diff image")
        var compareOKLab = Measurement("PixelDiff, metric oklab")
        var compareStopping = Measurement("PixelDiff, stopping after 100")
        var compareIdentical = Measurement("PixelDiff, identical images")
        var fromFiles = Measurement("PixelDiff, decode both PNGs + compare")
        var fromFilesTwoCores = Measurement("  the same, decoding on two cores")
        var summary = ""
        for _ in 0 ..< iterations {
            summary = compare.time { PixelDiff().compare(expected, actual) }.summary
            _ = try compareDrawing.time { try PixelDiff().compare(expected, actual, drawingDiff: true).diffImage() }
            _ = compareOKLab.time { PixelDiff(metric: .oklab).compare(expected, actual) }
            _ = compareStopping.time { PixelDiff().compare(expected, actual, stoppingAfter: 100) }
            _ = compareIdentical.time { PixelDiff().compare(expected, expected) }
            _ = try fromFiles.time {
                PixelDiff().compare(try Image(contentsOfFile: expectedURL.path), try Image(contentsOfFile: actualURL.path))
            }
            _ = try fromFilesTwoCores.time { try PixelDiff().compare(contentsOf: expectedURL.path, actualURL.path) }
        }
        let megapixels = Double(expected.pixelWidth * expected.pixelHeight) / 1e6
        print("\ndiff: \(expected.pixelWidth)×\(expected.pixelHeight) pixels; \(summary)")
        print(compare.report + String(format: "  %.0f megapixels/s", megapixels / compare.medianMilliseconds * 1000))
        print(compareDrawing.report + String(format: "  %.0f megapixels/s", megapixels / compareDrawing.medianMilliseconds * 1000))
        print(compareOKLab.report)
        print(compareStopping.report)
        print(compareIdentical.report + String(format: "  %.0f megapixels/s", megapixels / compareIdentical.medianMilliseconds * 1000))
        print(fromFiles.report)
        print(fromFilesTwoCores.report)

        // ImageMagick uses OpenMP: compare it on both cores with Easel on both, and held to one
        // thread with Easel on one.
        guard let peer = try imageMagick(expectedURL, actualURL, threads: nil),
              let onOneCore = try imageMagick(expectedURL, actualURL, threads: 1) else {
            print("ImageMagick's compare is not installed (apt-get install imagemagick): no peer figure")
            return
        }
        print(peer.measurement.report + "  (\(peer.output) pixels differ)")
        print(onOneCore.measurement.report)
        print(String(format: "ratio, two cores each: ImageMagick / Easel (decode + compare) = %.1f×", peer.measurement.medianMilliseconds / fromFilesTwoCores.medianMilliseconds))
        print(String(format: "ratio, one core each:  ImageMagick / Easel (decode + compare) = %.1f×", onOneCore.measurement.medianMilliseconds / fromFiles.medianMilliseconds))
    }

    /// Writes `expected.png` (the typography screen at scale 3) and `actual.png` (the same with
    /// its first label recoloured) into `folder`, and `small-expected.png` and `small-actual.png`
    /// (its top 250 × 250 points at scale 2); scripts/bench-cli times whole processes on them.
    static func writePair(to folder: URL) throws -> (expected: Image, actual: Image) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let screen = ExampleScreen.typography
        let expected = try screen.makeView().render(size: screen.size, scale: 3)
        let changed = screen.makeView()
        (changed.first { $0 is Label } as? Label)?.textColor = .systemRed
        let actual = try changed.render(size: screen.size, scale: 3)
        try expected.writePNG(to: folder.appendingPathComponent("expected.png"))
        try actual.writePNG(to: folder.appendingPathComponent("actual.png"))
        // The small pair: the same screen's top 250 × 250 points at @2x.
        let small = CGSize(width: 250, height: 250)
        try screen.makeView().render(size: small, scale: 2).writePNG(to: folder.appendingPathComponent("small-expected.png"))
        try changed.render(size: small, scale: 2).writePNG(to: folder.appendingPathComponent("small-actual.png"))
        return (expected, actual)
    }

    /// `compare -metric AE expected actual null:`, timed as a whole process, fewer runs (it is
    /// slow); `threads` sets MAGICK_THREAD_LIMIT.
    private func imageMagick(_ expected: URL, _ actual: URL, threads: Int?) throws -> (measurement: Measurement, output: String)? {
        guard let tool = ["/usr/bin/compare", "/usr/local/bin/compare"].first(where: FileManager.default.isExecutableFile) else { return nil }
        var measurement = Measurement(threads == 1 ? "ImageMagick compare, one thread" : "ImageMagick compare -metric AE", reportsCPU: false)
        var output = ""
        for _ in 0 ..< max(3, iterations / 3) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = ["-metric", "AE", expected.path, actual.path, "null:"]
            if let threads {
                process.environment = ProcessInfo.processInfo.environment.merging(["MAGICK_THREAD_LIMIT": "\(threads)"]) { $1 }
            }
            let pipe = Pipe()
            process.standardError = pipe
            process.standardOutput = FileHandle.nullDevice
            try measurement.time {
                try process.run()
                process.waitUntilExit()
            }
            output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        return (measurement, output.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
