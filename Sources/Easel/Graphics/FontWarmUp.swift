import Foundation

/// Sets up text on another thread: the font configuration, a Pango session and the system
/// font's faces, by laying out a word in it. A short-lived process that will draw text (the
/// command line) starts this before it parses its arguments and reads its screen file, so the
/// two overlap; the first real layout then finds everything loaded (or waits for the rest).
///
///     FontWarmUp.start()
///     defer { FontWarmUp.wait() }  // before exiting, so no thread is inside fontconfig then
public enum FontWarmUp {
    private static let state = WarmUpState()

    /// Starts the set-up on a background thread; does nothing after the first call.
    public static func start() {
        guard state.begin() else { return }
        let thread = Thread {
            _ = TextLayout("Aa", font: .body).size
            state.finish()
        }
        thread.start()
    }

    /// Returns once the set-up started by `start()` has finished (at once if none was started).
    public static func wait() { state.wait() }

    private final class WarmUpState: @unchecked Sendable {
        private let condition = NSCondition()
        private var started = false
        private var finished = false

        func begin() -> Bool {
            condition.withLock {
                if started { return false }
                started = true
                return true
            }
        }

        func finish() {
            condition.withLock {
                finished = true
                condition.broadcast()
            }
        }

        func wait() {
            condition.withLock {
                while started && !finished { condition.wait() }
            }
        }
    }
}
