import Easel
import Foundation

/// The accessibility issues a snapshot's strategy found while rendering (`checks:`), gathered
/// by the `verifySnapshot` that runs it, which fails with them as it fails a mismatch.
final class AccessibilityFindings: @unchecked Sendable {
    @TaskLocal static var current: AccessibilityFindings?

    private let lock = NSLock()
    private var issues: [AccessibilityIssue] = []

    /// Hands `issues` to the snapshot being verified; with none being verified (a strategy's
    /// `render` called on its own) they are thrown, so they are never lost.
    static func report(_ issues: [AccessibilityIssue]) throws {
        guard !issues.isEmpty else { return }
        guard let current else { throw AccessibilityIssues(issues: issues) }
        current.lock.withLock { current.issues += issues }
    }

    /// Runs a verification with a fresh collector, and adds what the checks found to its
    /// message (a failure of its own when the snapshot matched).
    static func collecting(_ verify: () -> String?) -> String? {
        let findings = AccessibilityFindings()
        let message = $current.withValue(findings, operation: verify)
        let issues = findings.lock.withLock { findings.issues }
        guard !issues.isEmpty else { return message }
        return ([message].compactMap { $0 } + issues.map(\.description)).joined(separator: "\n")
    }
}

/// Accessibility issues a strategy found with no snapshot assertion to report them to.
public struct AccessibilityIssues: Error, CustomStringConvertible {
    public let issues: [AccessibilityIssue]
    public var description: String { issues.map(\.description).joined(separator: "\n") }
}
