/// A command line written in the plain forms scripts and CI jobs write: arguments, flags, and
/// options each given once as `--name value`, `--name=value` or `-o value`. Reading one takes
/// microseconds, where ArgumentParser's reflection over a command's properties took a tenth of a
/// whole render and of a whole diff.
///
/// Anything else is not plain, and is left to ArgumentParser, which reads it and reports what is
/// wrong with it as before: help, `--`, an option the command does not have, a repeated or
/// attached option, a value that is missing, empty or starts with a dash, an empty argument, or
/// an argument that is one of the `reserved` words (the names of subcommands).
package struct PlainCommandLine {
    package private(set) var arguments: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// Every spelling of the options that take a value (`-o`, `--output`) with the long name
    /// each is read by, and the flags' spellings (`--rtl`), built from the commands' names.
    package struct Table {
        fileprivate var options: [String: String] = [:]
        fileprivate var flags: Set<String> = []

        package init(_ names: any CommandLineNames.Type...) {
            for type in names { add(type) }
        }

        private mutating func add<Names: CommandLineNames>(_: Names.Type) {
            for name in Names.allCases {
                for token in name.tokens {
                    if name.isFlag { flags.insert(token) } else { options[token] = name.rawValue }
                }
            }
        }
    }

    /// Reads `line` against `table`; nil when it is not plain. An argument in `reserved` (a
    /// subcommand's name) is not plain either.
    package init?(_ line: ArraySlice<String>, table: Table, reserved: Set<String> = []) {
        let options = table.options, flags = table.flags
        var rest = line
        while let token = rest.popFirst() {
            guard token.hasPrefix("-") else {
                guard !token.isEmpty, !reserved.contains(token) else { return nil }
                arguments.append(token)
                continue
            }
            if flags.contains(token) {
                guard self.flags.insert(token).inserted else { return nil }
                continue
            }
            var spelling = token, value: String?
            if token.hasPrefix("--"), let equals = token.firstIndex(of: "=") {
                spelling = String(token[..<equals])
                value = String(token[token.index(after: equals)...])
            }
            guard let name = options[spelling], values[name] == nil else { return nil }
            if value == nil { value = rest.popFirst() }
            guard let value, !value.isEmpty, !value.hasPrefix("-") else { return nil }
            values[name] = value
        }
    }

    /// The value given for an option, or nil.
    package func value<Names: CommandLineNames>(_ name: Names) -> String? { values[name.rawValue] }

    /// The value given for an option converted: `.some(nil)` when none was given, nil when it
    /// does not convert (the line is then not plain).
    package func value<Names: CommandLineNames, Value>(_ name: Names, _ convert: (String) -> Value?) -> Value?? {
        guard let text = values[name.rawValue] else { return .some(nil) }
        guard let value = convert(text) else { return nil }
        return .some(value)
    }

    /// Whether a flag was given.
    package func has<Names: CommandLineNames>(_ flag: Names) -> Bool { flag.tokens.contains(where: flags.contains) }
}
