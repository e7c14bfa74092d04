import ArgumentParser

/// The names of a command's options and flags, declared once: each `@Option` and `@Flag` takes
/// its `name:` from a case (`name: DiffCommand.Name.threshold.spelling`), and the quick reading
/// (`PlainCommandLine`) builds its table from `allCases`, so the two cannot disagree about which
/// spellings there are. The raw value is the long name, without its dashes.
package protocol CommandLineNames: CaseIterable, Hashable, RawRepresentable where RawValue == String {
    /// The one-letter spelling (`o` for `-o`), if any.
    var short: Character? { get }
    /// Whether it is a flag, which takes no value, rather than an option.
    var isFlag: Bool { get }
}

extension CommandLineNames {
    /// The spellings as ArgumentParser's `name:` argument takes them.
    package var spelling: NameSpecification {
        short.map { [.customShort($0), .customLong(rawValue)] } ?? [.customLong(rawValue)]
    }

    /// `--name`, and `-n` when there is a short spelling.
    var tokens: [String] {
        ["--" + rawValue] + (short.map { ["-" + String($0)] } ?? [])
    }
}
