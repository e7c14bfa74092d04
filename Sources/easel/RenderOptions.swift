import ArgumentParser
import Easel

/// Options every command that lays out a screen shares.
struct RenderOptions: ParsableArguments {
    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale: Double = 2

    func validate() throws {
        guard [1.0, 2.0, 3.0].contains(scale) else {
            throw ValidationError("--scale must be 1, 2 or 3, not \(scale)")
        }
    }
}
