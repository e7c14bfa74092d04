import EaselCommands
import Foundation
import Hummingbird
import Logging

/// Hummingbird serving the preview page, its state and its images on 127.0.0.1 only, with a
/// task that looks at the files every 50 ms so a save shows within 100 ms.
struct PreviewServer {
    let store: PreviewStore
    let port: Int

    /// How often the files are looked at: well inside the 100 ms a save may take to show.
    static let pollInterval = Duration.milliseconds(50)

    func run() async throws {
        await store.refresh()
        let store = self.store
        let router = Router()
        router.get("/") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"], body: .init(byteBuffer: ByteBuffer(string: PreviewPage.html)))
        }
        router.get("/version") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/plain", .cacheControl: "no-store"], body: .init(byteBuffer: ByteBuffer(string: String(await store.version))))
        }
        router.get("/state") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: .init(byteBuffer: ByteBuffer(string: await store.stateJSON())))
        }
        router.get("/image/:screen/:column") { _, context in
            guard let screen = context.parameters.get("screen", as: Int.self),
                  let column = context.parameters.get("column", as: Int.self),
                  let png = await store.png(screen: screen, column: column) else {
                return Response(status: .notFound)
            }
            return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"], body: .init(byteBuffer: ByteBuffer(bytes: png)))
        }
        let app = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "easel-preview"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                // Written straight to the file descriptor: a script waits for this line, unbuffered.
                FileHandle.standardOutput.write(Data("easel preview: http://127.0.0.1:\(bound)/ (Ctrl-C to stop)\n".utf8))
            },
            logger: Self.quietLogger
        )
        let watcher = Task {
            while !Task.isCancelled {
                await store.refresh()
                try? await Task.sleep(for: Self.pollInterval)
            }
        }
        defer { watcher.cancel() }
        try await app.runService()
    }

    /// Hummingbird's own log only for errors: the page is the output.
    private static var quietLogger: Logger {
        var logger = Logger(label: "easel-preview")
        logger.logLevel = .error
        return logger
    }
}
