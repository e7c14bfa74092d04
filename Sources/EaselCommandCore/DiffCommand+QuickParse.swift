import ArgumentParser

extension DiffCommand {
    /// Every spelling of diff's options and flags, from `OptionName`.
    private static let table = PlainCommandLine.Table(OptionName.self)

    /// The diff a command line asks for (the words after `diff`), read without ArgumentParser
    /// when the line is plain (`PlainCommandLine`) and names two files; otherwise nil, and
    /// ArgumentParser reads it as before. `QuickParseTests` check each form against
    /// ArgumentParser's reading.
    package init?(quickly arguments: ArraySlice<String>) {
        guard let line = PlainCommandLine(arguments, table: Self.table, reserved: ["diff", "help"]),
              line.arguments.count == 2,
              let threshold = line.value(OptionName.threshold, { Double($0) }),
              let alpha = line.value(OptionName.alpha, { Double($0) }),
              let maxPixels = line.value(OptionName.maxPixels, { Int($0) }),
              let maxRatio = line.value(OptionName.maxRatio, { Double($0) }) else { return nil }
        self.init()
        expected = line.arguments[0]
        actual = line.arguments[1]
        output = line.value(OptionName.output)
        self.threshold = threshold ?? Defaults.threshold
        includeAntiAliased = line.has(OptionName.includeAntiAliased)
        metric = line.value(OptionName.metric) ?? Defaults.metric
        noCheckerboard = line.has(OptionName.noCheckerboard)
        self.alpha = alpha ?? Defaults.alpha
        antiAliasedColor = line.value(OptionName.antiAliasedColor) ?? Defaults.antiAliasedColor
        diffColor = line.value(OptionName.diffColor) ?? Defaults.diffColor
        diffColorAlt = line.value(OptionName.diffColorAlt)
        diffMask = line.has(OptionName.diffMask)
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
