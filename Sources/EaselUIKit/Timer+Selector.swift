import Easel

#if !canImport(ObjectiveC)
extension Timer {
    /// A timer that calls `selector` on `target` with the timer, scheduled on the current run
    /// loop, as Foundation's target-action initializer on Apple platforms (Linux's Foundation has
    /// only the block form). A render does not run the run loop, so it never fires during one;
    /// `userInfo` is not kept (Linux's timers carry none).
    public class func scheduledTimer(timeInterval interval: TimeInterval, target: AnyObject, selector: EaselSelector,
                                     userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    /// A timer that calls `selector` on `target` with the timer, not yet scheduled.
    public convenience init(timeInterval interval: TimeInterval, target: AnyObject, selector: EaselSelector,
                            userInfo: Any?, repeats: Bool) {
        let held = WeakTarget(object: target)
        self.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats) { timer in
            guard let target = held.object else { return }
            selector.perform(on: target, sender: timer)
        }
    }
}

/// The timer's target, held weakly as Foundation's block timers hold nothing strongly; the
/// timer fires on the run loop of the thread that scheduled it, where the target lives.
private struct WeakTarget: @unchecked Sendable {
    weak var object: AnyObject?
}
#endif
