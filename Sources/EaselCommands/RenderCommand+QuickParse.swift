import ArgumentParser
import EaselCommandCore

extension RenderCommand {
    /// Every spelling of the options a render takes a value for, with the name each is read by.
    private static let valueOptions = [
        "--size": "size", "--device": "device", "--scale": "scale", "--appearance": "appearance",
        "--content-size": "content-size", "--frame": "frame", "--output": "output", "-o": "output",
        "--jobs": "jobs", "-j": "jobs", "--shard": "shard",
    ]

    /// The render a command line asks for, read without ArgumentParser when the line is plain
    /// (`PlainCommandLine`): `easel [render] FILE... --scale 2 -o OUT`. Anything else, and a
    /// value that does not convert or that `validate()` refuses, gives nil, and ArgumentParser
    /// reads the line as before. `QuickParseTests` check, for every form, that a command read
    /// here is exactly the one ArgumentParser reads.
    init?(quickly arguments: ArraySlice<String>) {
        var rest = arguments
        if rest.first == "render" { rest.removeFirst() }
        let subcommands = Set(EaselCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"])
        guard let line = PlainCommandLine(rest, options: Self.valueOptions, flags: ["--landscape", "--rtl", "--status-bar"], reserved: subcommands),
              let scale = line.value("scale", { Double($0) }),
              let jobs = line.value("jobs", { Int($0) }) else { return nil }

        var options = RenderOptions()
        options.size = line.value("size")
        options.device = line.value("device")
        options.landscape = line.has("--landscape")
        options.scale = scale
        options.appearance = line.value("appearance")
        options.contentSize = line.value("content-size")
        options.rtl = line.has("--rtl")
        options.statusBar = line.has("--status-bar")
        options.frame = line.value("frame")

        var batch = BatchOptions()
        batch.jobs = jobs
        batch.shard = line.value("shard")

        self.init()
        files = line.arguments
        self.options = options
        self.batch = batch
        output = line.value("output") ?? Self.defaultOutput
        do {
            try options.validate()
            try batch.validate()
            try validate()
        } catch {
            return nil
        }
    }
}
