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

    /// Hears, each time a view tree is laid out to be drawn (`ViewRenderer.layout`, which every
    /// `render` and `layOut(on:)` goes through), the conflicts that tree still has
    /// (`View.unresolvedConstraintConflicts`), however long ago they were found. Snapshot
    /// assertions listen here to check the tree they draw.
    @TaskLocal public static var renderedTreeHandler: (@Sendable ([ConstraintIssue]) -> Void)?

    /// Runs `body` and returns what it returned with the unresolved conflicts of every tree it
    /// laid out to draw, each distinct report once, in the order met.
    ///
    ///     let (_, conflicts) = LayoutDiagnostics.captureRenderedConflicts { try screen.render(on: .iPhoneSE) }
    public static func captureRenderedConflicts<Result>(_ body: () throws -> Result) rethrows -> (Result, [ConstraintIssue]) {
        let box = IssueBox()
        let result = try $renderedTreeHandler.withValue({ issues in issues.forEach(box.append) }, operation: body)
        var seen = Set<String>()
        return (result, box.issues.filter { seen.insert($0.message).inserted })
    }

    /// Tells the current listener what a tree laid out to be drawn still breaks.
    static func treeWasLaidOut(_ view: View) {
        guard let listener = renderedTreeHandler else { return }
        let conflicts = view.unresolvedConstraintConflicts
        if !conflicts.isEmpty { listener(conflicts) }
    }

    /// The current task's handlers, to run work on other threads under them (a task-local
    /// value does not reach a thread the task did not start).
    static var handlers: Handlers { Handlers(issue: handler, renderedTree: renderedTreeHandler) }

    struct Handlers: Sendable {
        let issue: (@Sendable (ConstraintIssue) -> Void)?
        let renderedTree: (@Sendable ([ConstraintIssue]) -> Void)?

        /// Runs `body` with these handlers as the current ones.
        func bind<Result>(_ body: () throws -> Result) rethrows -> Result {
            try LayoutDiagnostics.$handler.withValue(issue) {
                try LayoutDiagnostics.$renderedTreeHandler.withValue(renderedTree, operation: body)
            }
        }
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
