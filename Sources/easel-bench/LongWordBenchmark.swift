import Easel
import Foundation

/// One word with no spaces of 10,000, 100,000 and 1,000,000 characters, wrapped to 320 points in
/// the body font (`TextLayout`, as a label measures it): linear text breaking takes about ten
/// times as long for ten times the text, where quadratic breaking would take a hundred.
/// Screen files stop at `ScreenLimits.maximumTextLength` (50,000); code has no such limit.
struct LongWordBenchmark {
    let iterations: Int

    func run() {
        print("\nlong word: one word of N characters wrapped to 320 pt, body font")
        var previous: Double?
        for length in [10_000, 100_000, 1_000_000] {
            let word = String(repeating: "abcdefghij", count: length / 10)
            var measurement = Measurement("\(length) characters")
            var lines = 0
            for _ in 0 ..< max(1, length >= 1_000_000 ? min(iterations, 3) : iterations) {
                lines = measurement.time { TextLayout(word, width: 320).lineCount }
            }
            print(measurement.report + " (\(lines) lines)")
            if let previous {
                print(String(format: "  × %.1f the time of a tenth as many characters", measurement.medianMilliseconds / previous))
            }
            previous = measurement.medianMilliseconds
        }
    }
}
