import Foundation

/// What a batch shows while it runs: on a terminal, one line redrawn in place on standard
/// error (count, rate, time left); otherwise nothing but the lines the command prints, so logs
/// stay plain. Ends with a summary line.
struct ProgressLine {
    let total: Int
    let verb: String
    private let start = ContinuousClock.now
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private(set) var done = 0

    init(total: Int, verb: String) {
        self.total = total
        self.verb = verb
    }

    var elapsedSeconds: Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// Prints `line` (if any) above the bar, counts one more item and redraws the bar.
    mutating func advance(printing line: String?, toStandardError: Bool = false) {
        done += 1
        if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
        if let line {
            if toStandardError {
                FileHandle.standardError.write(Data((line + "\n").utf8))
            } else {
                FileHandle.standardOutput.write(Data((line + "\n").utf8))
            }
        }
        guard isTerminal else { return }
        let rate = Double(done) / max(elapsedSeconds, 0.001)
        let width = 24, filled = total == 0 ? width : width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let remaining = Double(total - done) / max(rate, 0.001)
        FileHandle.standardError.write(Data((bar + String(format: " %d/%d  %.1f/s  ETA %.0f s", done, total, rate, remaining)).utf8))
    }

    /// Clears the bar and prints `easel VERB: <parts> in T s` on standard error.
    func finish(_ parts: [String]) {
        if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
        FileHandle.standardError.write(Data(("easel \(verb): " + parts.joined(separator: ", ") + String(format: " in %.2f s\n", elapsedSeconds)).utf8))
    }
}
