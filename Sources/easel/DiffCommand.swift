import ArgumentParser
import Easel
import Foundation

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG files the way pixelmatch does.",
        discussion: """
        Prints `N pixels differ (P%) in x,y WxH` or `identical`. Exits 0 within the tolerance, \
        1 outside it, 2 when a file cannot be read or the sizes differ. Images of more than \
        64 megapixels are refused before they are decoded, so that a small file claiming a huge \
        size cannot exhaust the memory.
        """
    )

    @Argument(help: "The reference image.")
    var expected: String

    @Argument(help: "The image to check.")
    var actual: String

    @Option(name: [.short, .customLong("output")], help: "Write the diff image here.")
    var output: String?

    @Option(help: "Colour distance, 0 to 1, above which pixels differ.")
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences too.")
    var includeAntiAliased = false

    @Option(name: .customLong("max-pixels"), help: "Pass with at most this many differing pixels.")
    var maxPixels: Int?

    @Option(name: .customLong("max-ratio"), help: "Pass with at most this share (0 to 1) of pixels differing.")
    var maxRatio: Double?

    func run() throws {
        let tolerance = Tolerance(threshold: threshold, includeAntiAliased: includeAntiAliased, maxDifferentPixels: maxPixels, maxDifferentRatio: maxRatio)
        do {
            // Checked here, not in validate(), so that a bad value exits 2 like every other error.
            guard (0 ... 1).contains(threshold) else { throw CommandError("--threshold must be between 0 and 1, not \(threshold)") }
            if let maxRatio, !(0 ... 1).contains(maxRatio) { throw CommandError("--max-ratio must be between 0 and 1, not \(maxRatio)") }
            if let maxPixels, maxPixels < 0 { throw CommandError("--max-pixels must not be negative, not \(maxPixels)") }
            for path in [expected, actual] { try Self.checkPixelBudget(path) }
            let comparison = try tolerance.diff.compare(contentsOf: expected, actual)
            guard comparison.sizesMatch else { throw CommandError("\(actual): \(comparison.summary)") }
            if let output, let diff = try comparison.diffImage() {
                try diff.writePNG(to: URL(fileURLWithPath: output))
            }
            print(comparison.summary)
            if !tolerance.accepts(comparison) { throw ExitCode(1) }
        } catch let error as ExitCode {
            throw error
        } catch {
            FileHandle.standardError.write(Data("easel diff: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }

    /// The most pixels an image `easel diff` compares may have: decoding both images and the
    /// diff takes about 12 bytes a pixel, so 64 megapixels stays under a gigabyte.
    static let maximumPixelCount = 64 * 1024 * 1024

    /// Refuses a PNG whose header claims more than `maximumPixelCount` pixels, from its first
    /// 24 bytes, before anything is decoded. Anything that is not a PNG header is left for the
    /// decoder to describe.
    static func checkPixelBudget(_ path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24,
              header.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return }
        func bigEndian(_ offset: Int) -> Int {
            header[offset ..< offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = bigEndian(16), height = bigEndian(20)
        if width * height > maximumPixelCount {
            throw CommandError("\(path): the image is \(width)×\(height) pixels; easel diff compares images of at most \(maximumPixelCount / 1024 / 1024) megapixels")
        }
    }
}
