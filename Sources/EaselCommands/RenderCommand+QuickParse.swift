import ArgumentParser

extension RenderCommand {
    /// The options a render takes a value for, by every spelling, with the name each is read
    /// into; the flags; and the words that name the other subcommands.
    private static let valueOptions = [
        "--size": "size", "--device": "device", "--scale": "scale", "--appearance": "appearance",
        "--content-size": "content-size", "--frame": "frame", "--output": "output", "-o": "output",
        "--jobs": "jobs", "-j": "jobs", "--shard": "shard",
    ]
    private static let flags: Set = ["--landscape", "--rtl", "--status-bar"]

    /// The render a command line asks for, read without ArgumentParser, when it is written in
    /// the plain forms a render is run with: `easel [render] FILE... --scale 2 -o OUT`, each
    /// option at most once, as `--name value`, `--name=value` or `-o value`. ArgumentParser's
    /// reflection over the commands' properties was a tenth of a whole render.
    ///
    /// Anything else gives nil, and ArgumentParser reads the line as before and reports what is
    /// wrong with it: help, `--`, an option it does not know, a repeated or attached option, a
    /// value that is missing, starts with a dash or does not convert, a file named like a
    /// subcommand, or options `validate()` refuses. `QuickParseTests` check, for every form,
    /// that a command read here is exactly the one ArgumentParser reads.
    init?(quickly arguments: ArraySlice<String>) {
        var rest = arguments
        if rest.first == "render" { rest.removeFirst() }
        let subcommands = Set(EaselCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"])
        var files: [String] = []
        var values: [String: String] = [:]
        var flags: Set<String> = []
        while let token = rest.popFirst() {
            guard token.hasPrefix("-") else {
                guard !token.isEmpty, !subcommands.contains(token) else { return nil }
                files.append(token)
                continue
            }
            if Self.flags.contains(token) {
                guard flags.insert(token).inserted else { return nil }
                continue
            }
            var name = token, value: String?
            if token.hasPrefix("--"), let equals = token.firstIndex(of: "=") {
                name = String(token[..<equals])
                value = String(token[token.index(after: equals)...])
            }
            guard let key = Self.valueOptions[name], values[key] == nil else { return nil }
            if value == nil { value = rest.popFirst() }
            guard let value, !value.isEmpty, !value.hasPrefix("-") else { return nil }
            values[key] = value
        }

        var options = RenderOptions()
        options.size = values["size"]
        options.device = values["device"]
        options.landscape = flags.contains("--landscape")
        options.scale = nil
        if let scale = values["scale"] {
            guard let number = Double(scale) else { return nil }
            options.scale = number
        }
        options.appearance = values["appearance"]
        options.contentSize = values["content-size"]
        options.rtl = flags.contains("--rtl")
        options.statusBar = flags.contains("--status-bar")
        options.frame = values["frame"]

        var batch = BatchOptions()
        batch.jobs = nil
        if let jobs = values["jobs"] {
            guard let number = Int(jobs) else { return nil }
            batch.jobs = number
        }
        batch.shard = values["shard"]

        self.init()
        self.files = files
        self.options = options
        self.batch = batch
        output = values["output"] ?? "easel-out"
        do {
            try options.validate()
            try batch.validate()
            try validate()
        } catch {
            return nil
        }
    }
}
