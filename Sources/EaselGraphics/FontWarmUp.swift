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
            state.enter()
            _ = TextLayout("Aa", font: .body).size
            state.finish()
        }
        thread.start()
    }

    /// Returns once the set-up started by `start()` has finished (at once if none was started).
    public static func wait() { state.wait() }

    /// Whether the set-up is under way and this is not its thread: text that finds every font
    /// session busy then waits for it, as its session will soon be free with the fonts loaded,
    /// rather than making a session of its own and loading them again.
    static var isRunningElsewhere: Bool { state.isRunningElsewhere }

    private final class WarmUpState: @unchecked Sendable {
        private let condition = NSCondition()
        private var started = false
        private var finished = false
        private var thread: pthread_t?

        func begin() -> Bool {
            condition.withLock {
                if started { return false }
                started = true
                return true
            }
        }

        /// Called first on the set-up's own thread.
        func enter() { condition.withLock { thread = pthread_self() } }

        var isRunningElsewhere: Bool {
            condition.withLock { started && !finished && !(thread.map { pthread_equal($0, pthread_self()) != 0 } ?? false) }
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
