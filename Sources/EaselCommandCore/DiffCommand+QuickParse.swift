import ArgumentParser

extension DiffCommand {
    /// Every spelling of the options diff takes a value for, with the name each is read by.
    private static let valueOptions = [
        "-o": "output", "--output": "output", "--threshold": "threshold", "--metric": "metric", "--alpha": "alpha",
        "--aa-color": "aa-color", "--diff-color": "diff-color", "--diff-color-alt": "diff-color-alt",
        "--max-pixels": "max-pixels", "--max-ratio": "max-ratio",
    ]

    /// The diff a command line asks for (the words after `diff`), read without ArgumentParser
    /// when the line is plain (`PlainCommandLine`) and names two files; otherwise nil, and
    /// ArgumentParser reads it as before. `QuickParseTests` check each form against
    /// ArgumentParser's reading.
    package init?(quickly arguments: ArraySlice<String>) {
        guard let line = PlainCommandLine(arguments, options: Self.valueOptions, flags: ["--include-aa", "--no-checkerboard", "--diff-mask"], reserved: ["diff", "help"]),
              line.arguments.count == 2,
              let threshold = line.value("threshold", { Double($0) }),
              let alpha = line.value("alpha", { Double($0) }),
              let maxPixels = line.value("max-pixels", { Int($0) }),
              let maxRatio = line.value("max-ratio", { Double($0) }) else { return nil }
        self.init()
        expected = line.arguments[0]
        actual = line.arguments[1]
        output = line.value("output")
        self.threshold = threshold ?? Defaults.threshold
        includeAntiAliased = line.has("--include-aa")
        metric = line.value("metric") ?? Defaults.metric
        noCheckerboard = line.has("--no-checkerboard")
        self.alpha = alpha ?? Defaults.alpha
        antiAliasedColor = line.value("aa-color") ?? Defaults.antiAliasedColor
        diffColor = line.value("diff-color") ?? Defaults.diffColor
        diffColorAlt = line.value("diff-color-alt")
        diffMask = line.has("--diff-mask")
        self.maxPixels = maxPixels
        self.maxRatio = maxRatio
        do { try validate() } catch { return nil }
    }

    /// `easel-diff [diff] EXPECTED ACTUAL ...` read quickly, for the executable whose only
    /// command is diff; nil when ArgumentParser must read it.
    package static func parsedQuickly(_ arguments: [String]) -> DiffCommand? {
        var rest = arguments.dropFirst()
        if rest.first == "diff" { rest.removeFirst() }
        return DiffCommand(quickly: rest)
    }
}
