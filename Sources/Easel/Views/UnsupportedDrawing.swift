import Foundation

/// Something layer or Core Graphics code asked for that Easel does not draw as iOS would (a 3-D
/// perspective, contents that are not an image, an animation key it cannot apply): the render
/// goes on without it, and `Layer.unsupportedDrawingHandler` is told.
public struct UnsupportedDrawing: Error, Equatable, CustomStringConvertible, Sendable {
    /// The class of the layer (or "CGContext") that asked, and its name when it has one.
    public let source: String
    public let problem: String

    public init(source: String, problem: String) {
        self.source = source
        self.problem = problem
    }

    init(layer: Layer, problem: String) {
        let type = String(describing: Swift.type(of: layer))
        self.init(source: layer.name.map { "\(type) \"\($0)\"" } ?? type, problem: problem)
    }

    public var description: String { "\(source): \(problem)" }
}

extension Layer {
    /// Told about every drawing request Easel cannot honour as iOS would, since the picture would
    /// otherwise be silently wrong. By default it writes one line to standard error; set nil to
    /// keep quiet, or record the problems and fail a test on them.
    ///
    ///     Layer.unsupportedDrawingHandler = { problem in Issue.record("\(problem)") }
    public static var unsupportedDrawingHandler: (@Sendable (UnsupportedDrawing) -> Void)? {
        get { handlerLock.withLock { handlerStorage } }
        set { handlerLock.withLock { handlerStorage = newValue } }
    }

    // Behind a lock: tests render in parallel, and one may swap the handler while another draws.
    private static let handlerLock = NSLock()
    nonisolated(unsafe) private static var handlerStorage: (@Sendable (UnsupportedDrawing) -> Void)? = { problem in
        FileHandle.standardError.write(Data("easel: \(problem)\n".utf8))
    }

    /// Runs `operation` with `handler` told about this task's unsupported drawing instead of
    /// `unsupportedDrawingHandler` (tests that run in parallel each hear their own).
    public static func withUnsupportedDrawingHandler<Result>(_ handler: @escaping @Sendable (UnsupportedDrawing) -> Void,
                                                             operation: () throws -> Result) rethrows -> Result {
        try $scopedHandler.withValue(handler, operation: operation)
    }

    @TaskLocal private static var scopedHandler: (@Sendable (UnsupportedDrawing) -> Void)?

    /// Tells the handler in force about `problem`.
    public static func report(_ problem: UnsupportedDrawing) {
        if let scopedHandler { scopedHandler(problem) } else { unsupportedDrawingHandler?(problem) }
    }
}
