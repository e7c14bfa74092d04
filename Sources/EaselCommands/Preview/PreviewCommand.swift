import ArgumentParser
import Easel
import EaselCommandCore
import Foundation

/// `easel preview`. The server itself (Hummingbird) is only in the `easel-preview` executable,
/// which sets `serve` before parsing; `easel` execs easel-preview beside it for `preview`, so
/// that building and starting `easel` for every other subcommand needs no Hummingbird and NIO.
public struct PreviewCommand: ParsableCommand {
    /// Serves `store` on 127.0.0.1 at `port` until stopped; nil in an executable without the
    /// server, which hands the command line to easel-preview instead.
    nonisolated(unsafe) public static var serve: (@Sendable (PreviewStore, Int) async throws -> Void)?

    public init() {}

    public static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live page of screen files on 127.0.0.1 that re-renders each one as it is saved.",
        discussion: """
        Shows every screen on every --device and --appearance asked for, side by side. A saved file \
        is re-rendered within 100 ms and the page refreshes by itself; a file with errors shows them \
        in place of its image, each with its JSON path. Click a view to see its frame and the \
        element it came from. Stop with Ctrl-C.
        """
    )

    @Argument(help: "A screen file, or a folder of them (.json, .yaml).")
    var path: String

    @OptionGroup var options: PreviewOptions

    public func run() throws {
        guard let serve = Self.serve else {
            return try fail(PreviewExecutable.replaceProcess())
        }
        let root = URL(fileURLWithPath: path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: root.path) else { return try fail("\(path): no such file or folder") }
        let store = PreviewStore(root: root, variants: options.variants)
        let port = options.port
        // ArgumentParser's commands are synchronous; the server runs on Swift's concurrency pool
        // while this thread waits for it to stop.
        let outcome = PreviewOutcome()
        let finished = DispatchSemaphore(value: 0)
        Task {
            do { try await serve(store, port) } catch { outcome.error = error }
            finished.signal()
        }
        finished.wait()
        if let error = outcome.error { try fail("cannot serve on 127.0.0.1:\(port): \(error)") }
    }

    private func fail(_ message: String) throws {
        FileHandle.standardError.write(Data("easel preview: \(message)\n".utf8))
        throw ExitCode(2)
    }
}

/// How the server stopped, handed from its task to the waiting command.
private final class PreviewOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Error?

    var error: Error? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
