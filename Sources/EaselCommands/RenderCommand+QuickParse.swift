import ArgumentParser
import EaselCommandCore

extension RenderCommand {
    /// Every spelling of a render's options and flags, from the names its declarations use.
    private static let table = PlainCommandLine.Table(RenderOptions.OptionName.self, BatchOptions.OptionName.self, OptionName.self)

    /// The render a command line asks for, read without ArgumentParser when the line is plain
    /// (`PlainCommandLine`): `easel [render] FILE... --scale 2 -o OUT`. Anything else, and a
    /// value that does not convert or that `validate()` refuses, gives nil, and ArgumentParser
    /// reads the line as before. `QuickParseTests` check, for every form, that a command read
    /// here is exactly the one ArgumentParser reads.
    init?(quickly arguments: ArraySlice<String>) {
        var rest = arguments
        if rest.first == "render" { rest.removeFirst() }
        let subcommands = Set(EaselCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"])
        guard let line = PlainCommandLine(rest, table: Self.table, reserved: subcommands),
              let scale = line.value(RenderOptions.OptionName.scale, { Double($0) }),
              let jobs = line.value(BatchOptions.OptionName.jobs, { Int($0) }) else { return nil }

        var options = RenderOptions()
        options.size = line.value(RenderOptions.OptionName.size)
        options.device = line.value(RenderOptions.OptionName.device)
        options.landscape = line.has(RenderOptions.OptionName.landscape)
        options.scale = scale
        options.appearance = line.value(RenderOptions.OptionName.appearance)
        options.contentSize = line.value(RenderOptions.OptionName.contentSize)
        options.rtl = line.has(RenderOptions.OptionName.rtl)
        options.statusBar = line.has(RenderOptions.OptionName.statusBar)
        options.frame = line.value(RenderOptions.OptionName.frame)

        var batch = BatchOptions()
        batch.jobs = jobs
        batch.shard = line.value(BatchOptions.OptionName.shard)

        self.init()
        files = line.arguments
        self.options = options
        self.batch = batch
        output = line.value(OptionName.output) ?? Self.defaultOutput
        do {
            try options.validate()
            try batch.validate()
            try validate()
        } catch {
            return nil
        }
    }
}
