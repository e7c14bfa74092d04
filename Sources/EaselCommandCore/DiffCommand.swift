import ArgumentParser
import EaselImage
import Foundation

/// `easel diff`: in the full `easel` and in `easel-diff`, which loads no Cairo or Pango.
public struct DiffCommand: ParsableCommand {
    public init() {}

    public static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG files the way pixelmatch does.",
        discussion: """
        Prints `N pixels differ (P%) in the box at (x, y) W×H px` or `identical`, then the diff image's path with -o. Exits 0 within the tolerance, \
        1 outside it, 2 on bad input (a usage error, an unreadable file, different sizes). \
        The defaults are pixelmatch 7.2.0's; `--metric oklab` is pixelmatch main's OKLab metric. \
        Colours are R,G,B or #RRGGBB. Images of more than 64 megapixels are refused before they \
        are decoded, so that a small file claiming a huge size cannot exhaust the memory.
        """
    )

    @Argument(help: "The reference image.")
    var expected: String

    @Argument(help: "The image to check.")
    var actual: String

    @Option(name: OptionName.output.spelling, help: "Write the diff image here.")
    var output: String?

    @Option(name: OptionName.threshold.spelling, help: "Colour distance, 0 to 1, above which pixels differ.")
    var threshold: Double = Defaults.threshold

    @Flag(name: OptionName.includeAntiAliased.spelling, help: "Count anti-aliased pixels as differences too.")
    var includeAntiAliased = false

    @Option(name: OptionName.metric.spelling, help: ArgumentParser.ArgumentHelp("yiq (pixelmatch 7.2.0) or oklab (pixelmatch main).", valueName: "yiq|oklab"))
    var metric = Defaults.metric

    @Flag(name: OptionName.noCheckerboard.spelling, help: "Blend semi-transparent pixels over white, as pixelmatch 6 did, not over the checkerboard.")
    var noCheckerboard = false

    @Option(name: OptionName.alpha.spelling, help: "How much unchanged pixels show in the diff image, 0 (white) to 1.")
    var alpha: Double = Defaults.alpha

    @Option(name: OptionName.antiAliasedColor.spelling, help: ArgumentParser.ArgumentHelp("Anti-aliased pixels in the diff image.", valueName: "R,G,B"))
    var antiAliasedColor = Defaults.antiAliasedColor

    @Option(name: OptionName.diffColor.spelling, help: ArgumentParser.ArgumentHelp("Differing pixels in the diff image.", valueName: "R,G,B"))
    var diffColor = Defaults.diffColor

    @Option(name: OptionName.diffColorAlt.spelling, help: ArgumentParser.ArgumentHelp("Differing pixels that got darker (default: --diff-color).", valueName: "R,G,B"))
    var diffColorAlt: String?

    @Flag(name: OptionName.diffMask.spelling, help: "Draw only the differing pixels, on a transparent image.")
    var diffMask = false

    @Option(name: OptionName.maxPixels.spelling, help: "Pass with at most this many differing pixels.")
    var maxPixels: Int?

    @Option(name: OptionName.maxRatio.spelling, help: "Pass with at most this share (0 to 1) of pixels differing.")
    var maxRatio: Double?

    /// The options' and flags' names: the declarations above take their spellings from here,
    /// and `init?(quickly:)` its table.
    package enum OptionName: String, CommandLineNames {
        case output, threshold, includeAntiAliased = "include-aa", metric, noCheckerboard = "no-checkerboard", alpha
        case antiAliasedColor = "aa-color", diffColor = "diff-color", diffColorAlt = "diff-color-alt", diffMask = "diff-mask"
        case maxPixels = "max-pixels", maxRatio = "max-ratio"

        package var short: Character? { self == .output ? "o" : nil }
        package var isFlag: Bool { [.includeAntiAliased, .noCheckerboard, .diffMask].contains(self) }
    }

    /// The options' defaults, which `init?(quickly:)` gives too.
    enum Defaults {
        static let threshold = 0.1
        static let metric = "yiq"
        static let alpha = 0.1
        static let antiAliasedColor = "255,255,0"
        static let diffColor = "255,0,0"
    }

    /// The options as given; a value out of range is a `CommandError`.
    func pixelDiffOptions() throws -> PixelDiff.Options {
        guard (0 ... 1).contains(threshold) else { throw CommandError("--threshold must be between 0 and 1, not \(threshold)") }
        guard (0 ... 1).contains(alpha) else { throw CommandError("--alpha must be between 0 and 1, not \(alpha)") }
        guard let metric = PixelDiff.Metric(rawValue: metric) else { throw CommandError("--metric must be yiq or oklab, not \(metric)") }
        func colour(_ text: String, _ name: String) throws -> Pixel {
            do { return try Pixel(parsing: text) } catch { throw CommandError("--\(name): \(error)") }
        }
        return PixelDiff.Options(threshold: threshold, includeAntiAliased: includeAntiAliased, alpha: alpha,
                                 antiAliasedColor: try colour(antiAliasedColor, "aa-color"), diffColor: try colour(diffColor, "diff-color"),
                                 diffColorAlt: try diffColorAlt.map { try colour($0, "diff-color-alt") },
                                 diffMask: diffMask, checkerboard: !noCheckerboard, metric: metric)
    }

    public func run() throws {
        do {
            if let maxRatio, !(0 ... 1).contains(maxRatio) { throw CommandError("--max-ratio must be between 0 and 1, not \(maxRatio)") }
            if let maxPixels, maxPixels < 0 { throw CommandError("--max-pixels must not be negative, not \(maxPixels)") }
            for path in [expected, actual] { try Self.checkPixelBudget(path) }
            let tolerance = Tolerance(options: try pixelDiffOptions(), maxDifferentPixels: maxPixels, maxDifferentRatio: maxRatio)
            // Without a diff image to draw, counting can stop once --max-pixels is exceeded.
            let limit = output == nil ? maxPixels : nil
            let comparison = try tolerance.diff.compare(contentsOf: expected, actual, stoppingAfter: limit, drawingDiff: output != nil)
            guard comparison.sizesMatch else { throw CommandError("\(actual): \(comparison.summary)") }
            print(comparison.summary)
            if let output, let diff = try comparison.diffImage() {
                try diff.writePNG(to: URL(fileURLWithPath: output))
                print("diff image: \(output)")
            }
            if !tolerance.accepts(comparison) { throw ExitCode(1) }
        } catch let error as ExitCode {
            throw error
        } catch {
            CommandError.write(error, command: "diff")
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
        guard let header = PNGFileHeader(contentsOfFile: path) else { return }
        if (header.pixelCount ?? Int.max) > maximumPixelCount {
            throw CommandError("\(path): the image is \(header.width)×\(header.height) pixels; easel diff compares images of at most \(maximumPixelCount / 1024 / 1024) megapixels")
        }
    }
}
