import Easel

public typealias UIControl = Control

extension Control {
    /// UIKit's `UIControl.State`: Easel's button states (`.normal`, `.highlighted`, `.disabled`).
    public typealias State = Button.State

    /// Calls `action` on `target` (held weakly, as UIKit does) each time one of `events` happens.
    /// A nil target (UIKit's responder chain) reaches nothing.
    public func addTarget(_ target: AnyObject?, action: EaselSelector, for controlEvents: Event) {
        guard let target else { return }
        addAction(for: controlEvents) { [weak target] sender in
            guard let target else { return }
            action.perform(on: target, sender: sender)
        }
    }

    /// Forgets the actions for `controlEvents` (Easel keeps no target to match on).
    public func removeTarget(_ target: AnyObject?, action: EaselSelector?, for controlEvents: Event) {
        removeActions(for: controlEvents)
    }
}
