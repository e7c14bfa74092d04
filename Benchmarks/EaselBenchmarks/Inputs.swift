import Easel
import Foundation

/// What the benchmarks work on, made once per process, as Sources/easel-bench makes it: the
/// typography example at scale 3 (1170 × 2532 pixels), and the same screen with its first label
/// recoloured, so the diff has a real difference to find.
enum Inputs {
    /// The 1170 × 2532 screen.
    static let screen = ExampleScreen.typography
    static let scale: CGFloat = 3

    /// The screen rendered, and the same with its first label in system red.
    static let pair: (expected: Image, actual: Image) = {
        do {
            let expected = try screen.makeView().render(size: screen.size, scale: scale)
            let changed = screen.makeView()
            (changed.first { $0 is Label } as? Label)?.textColor = .systemRed
            return (expected, try changed.render(size: screen.size, scale: scale))
        } catch {
            fatalError("the benchmark inputs could not be rendered: \(error)")
        }
    }()

    /// The expected image as PNG bytes, Easel's default compression.
    static let expectedPNG: Data = {
        do { return try pair.expected.pngData() } catch { fatalError("the benchmark input could not be encoded: \(error)") }
    }()

    /// A temporary folder of this process's own, removed when the benchmarks end (`EaselBenchmarks.swift`).
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-benchmarks-\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// The pair written as `expected.png` and `actual.png` in `folder`.
    static let pairFiles: (expected: String, actual: String) = {
        let expected = folder.appendingPathComponent("expected.png"), actual = folder.appendingPathComponent("actual.png")
        do {
            try pair.expected.writePNG(to: expected)
            try pair.actual.writePNG(to: actual)
        } catch {
            fatalError("the benchmark inputs could not be written: \(error)")
        }
        return (expected.path, actual.path)
    }()
}
