import Foundation

/// Where constraint problems go. Easel never prints: each `ConstraintIssue` goes to the handler
/// of the current task, or nowhere. Tests capture them; `EaselTesting`'s snapshot assertions
/// turn them into failures at the line that made the constraint (strict mode).
///
///     let (_, issues) = LayoutDiagnostics.capture { screen.layoutIfNeeded() }
///     #expect(issues.first?.message.hasPrefix("Unable to simultaneously satisfy constraints") == true)
public enum LayoutDiagnostics {
    /// The handler for the current task and the tasks it starts.
    @TaskLocal public static var handler: (@Sendable (ConstraintIssue) -> Void)?

    /// Sends an issue to the current handler.
    static func report(_ issue: ConstraintIssue) {
        handler?(issue)
    }

    /// Runs `body` and returns what it returned with the issues it raised, in order.
    public static func capture<Result>(_ body: () throws -> Result) rethrows -> (Result, [ConstraintIssue]) {
        let box = IssueBox()
        let result = try $handler.withValue({ issue in box.append(issue) }, operation: body)
        return (result, box.issues)
    }
}

/// Collects issues from a handler that may be called from any thread.
final class IssueBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [ConstraintIssue] = []

    func append(_ issue: ConstraintIssue) {
        lock.lock()
        stored.append(issue)
        lock.unlock()
    }

    var issues: [ConstraintIssue] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
