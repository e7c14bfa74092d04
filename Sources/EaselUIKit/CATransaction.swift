import Foundation

/// Groups layer changes, as Core Animation's `CATransaction`. Changes apply at once in a
/// render (there is nothing to animate), so `begin` and the settings do nothing and `commit`
/// runs the completion block straight away, as UIKit runs it once the changes are on screen.
public enum CATransaction {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var completion: (() -> Void)?

    public static func begin() {}

    /// Runs the completion block set since `begin()`, if any.
    public static func commit() {
        let block = lock.withLock {
            defer { completion = nil }
            return completion
        }
        block?()
    }

    public static func flush() {}
    public static func setDisableActions(_ flag: Bool) {}
    public static func disableActions() -> Bool { true }
    public static func setAnimationDuration(_ duration: TimeInterval) {}
    public static func animationDuration() -> TimeInterval { 0 }

    /// The block `commit()` runs.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        lock.withLock { completion = block }
    }
}
