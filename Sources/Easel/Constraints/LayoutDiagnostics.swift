import Foundation

/// Where constraint problems and missing glyphs go. Easel never prints: each `ConstraintIssue` goes to the handler
/// of the current task, or nowhere. Tests capture them; `EaselTesting`'s snapshot assertions
/// turn them into failures at the line that made the constraint (strict mode).
///
///     let (_, issues) = LayoutDiagnostics.capture { screen.layoutIfNeeded() }
///     #expect(issues.first?.message.hasPrefix("Unable to simultaneously satisfy constraints") == true)
public enum LayoutDiagnostics {
    /// The handler for the current task and the tasks it starts (set with
    /// `withHandler(_:operation:)`, or collected with `capture`).
    public static var handler: (@Sendable (ConstraintIssue) -> Void)? { current.issue }

    /// Runs `operation` with `handler` as the handler of the current task and the tasks it starts.
    ///
    ///     LayoutDiagnostics.withHandler({ issue in log.append(issue.message) }) { screen.layoutIfNeeded() }
    public static func withHandler<Result>(_ handler: (@Sendable (ConstraintIssue) -> Void)?, operation: () throws -> Result) rethrows -> Result {
        var handlers = current
        handlers.issue = handler
        return try handlers.bind(operation)
    }

    /// Sends an issue to the current handler.
    static func report(_ issue: ConstraintIssue) {
        handler?(issue)
    }

    /// Runs `body` and returns what it returned with the issues it raised, in order.
    public static func capture<Result>(_ body: () throws -> Result) rethrows -> (Result, [ConstraintIssue]) {
        let box = IssueBox()
        let result = try withHandler({ issue in box.append(issue) }, operation: body)
        return (result, box.issues)
    }

    /// Hears, each time a view tree is laid out to be drawn (`ViewRenderer.layOut`, which every
    /// `render` and `layOut(on:)` goes through), the conflicts that tree still has
    /// (`View.unresolvedConstraintConflicts`), however long ago they were found, and its
    /// ambiguous layouts (`View.ambiguousLayouts()`, as `ConstraintIssue.Kind.ambiguousLayout`). Snapshot
    /// assertions listen here (`captureRenderedConflicts`) to check the tree they draw.
    public static var renderedTreeHandler: (@Sendable ([ConstraintIssue]) -> Void)? { current.renderedTree }

    /// Runs `body` and returns what it returned with the unresolved conflicts and ambiguous
    /// layouts of every tree it laid out to draw, each distinct report once, in the order met.
    ///
    ///     let (_, conflicts) = LayoutDiagnostics.captureRenderedConflicts { try screen.render(on: .iPhoneSE) }
    public static func captureRenderedConflicts<Result>(_ body: () throws -> Result) rethrows -> (Result, [ConstraintIssue]) {
        let box = IssueBox()
        var handlers = current
        handlers.renderedTree = { issues in issues.forEach(box.append) }
        let result = try handlers.bind(body)
        var seen = Set<String>()
        return (result, box.issues.filter { seen.insert($0.message).inserted })
    }

    /// Tells the current listener what a tree laid out to be drawn still breaks, and which of
    /// its views the constraints leave free to move.
    static func treeWasLaidOut(_ view: View) {
        guard let listener = renderedTreeHandler else { return }
        let issues = view.unresolvedConstraintConflicts + view.ambiguousLayouts().map(\.issue)
        if !issues.isEmpty { listener(issues) }
    }

    /// The current task's handlers, to run work on other threads under them (a task-local
    /// value does not reach a thread the task did not start).
    static var handlers: Handlers { current }

    /// Both handlers, held by one task-local as one value. A task-local whose value is a closure
    /// crashed in `swift_task_localValuePush` in optimized builds (Swift 6.3.1 on Linux: easel-bench's
    /// matrix, `swift test -c release`); one whose value is a struct holding the closures does not.
    @TaskLocal private static var current = Handlers(issue: nil, renderedTree: nil)

    struct Handlers: Sendable {
        var issue: (@Sendable (ConstraintIssue) -> Void)?
        var renderedTree: (@Sendable ([ConstraintIssue]) -> Void)?

        /// Runs `body` with these handlers as the current ones; text that draws boxes reports
        /// to the issue handler (`ConstraintIssue.Kind.missingGlyph`).
        func bind<Result>(_ body: () throws -> Result) rethrows -> Result {
            try TextDiagnostics.withHandler(textHandler) {
                try LayoutDiagnostics.$current.withValue(self, operation: body)
            }
        }

        /// Missing glyphs, as issues for `issue`.
        private var textHandler: (@Sendable (MissingGlyphs) -> Void)? {
            guard let report = issue else { return nil }
            return { @Sendable missing in report(ConstraintIssue(missing)) }
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
