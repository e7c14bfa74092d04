import ArgumentParser
import EaselCommandCore
import Foundation

/// Options of the commands that work through many screens: how many at once, and which share.
struct BatchOptions: ParsableArguments {
    @Option(name: OptionName.jobs.spelling, help: "Screens to work on at once (default: the number of cores).")
    var jobs: Int?

    @Option(name: OptionName.shard.spelling, help: ArgumentHelp("Work on one share of the screens only: I/N, the I-th of N, for a CI matrix.", valueName: "I/N"))
    var shard: String?

    /// The options' names: the declarations above take their spellings from here, and
    /// `RenderCommand(quickly:)` its table.
    enum OptionName: String, CommandLineNames {
        case jobs, shard

        var short: Character? { self == .jobs ? "j" : nil }
        var isFlag: Bool { false }
    }

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("-j/--jobs must be at least 1, not \(jobs)") }
        _ = try parsedShard()
    }

    /// The number of threads to use.
    var threadCount: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    func parsedShard() throws -> Shard? {
        try shard.map { try Shard(parsing: $0) }
    }
}
