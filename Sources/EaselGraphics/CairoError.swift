import CCairo

/// Cairo reported a failure (out of memory, an invalid matrix, ...).
public struct CairoError: Error, Equatable, CustomStringConvertible {
    /// What was being done: "creating a 320×480 surface", "drawing".
    public let operation: String
    /// Cairo's own words for its status.
    public let reason: String

    init(_ operation: String, status: cairo_status_t) {
        self.operation = operation
        self.reason = String(cString: cairo_status_to_string(status))
    }

    public var description: String { "cairo failed while \(operation): \(reason)" }

    /// Throws when `status` is not success.
    static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
        if status != CAIRO_STATUS_SUCCESS { throw CairoError(operation(), status: status) }
    }
}
