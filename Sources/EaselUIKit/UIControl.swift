import Easel

public typealias UIControl = Control

extension Control {
    /// UIKit's `UIControl.ContentHorizontalAlignment`.
    public typealias ContentHorizontalAlignment = Easel.ContentHorizontalAlignment
    /// UIKit's `UIControl.ContentVerticalAlignment`.
    public typealias ContentVerticalAlignment = Easel.ContentVerticalAlignment

    /// Calls `action` on `target` (held weakly, as UIKit does) each time one of `events` happens;
    /// the same target and action added again for the same events is one action, as in UIKit.
    /// A nil target (UIKit's responder chain) reaches nothing. The target is `Any?` as in UIKit
    /// (code that passes `self` from a stored property's initializer passes a function, which
    /// compiles and, as on iOS, never receives the action).
    public func addTarget(_ target: Any?, action: EaselSelector, for controlEvents: Event) {
        guard let target = target.map({ $0 as AnyObject }) else { return }
        let identifier = Self.targetIdentifier(target, action)
        let events = controlEvents.union(self.events(forActionIdentifiedBy: identifier))
        addAction(Action(identifier: identifier) { [weak target] performed in
            guard let target else { return }
            action.perform(on: target, sender: performed.sender)
        }, for: events)
    }

    /// Forgets `target`'s `action` for `controlEvents`: every action of the target when `action`
    /// is nil, every target's when `target` is nil. Actions added as actions (`addAction`,
    /// `onTap`, a primary action) stay, as in UIKit.
    public func removeTarget(_ target: Any?, action: EaselSelector?, for controlEvents: Event) {
        let target = target.map { $0 as AnyObject }
        let prefix = Self.targetPrefix + (target.map { "\(ObjectIdentifier($0).hashValue) " } ?? "")
        removeActions(for: controlEvents) { added in
            added.identifier.hasPrefix(prefix) && (action.map { added.identifier.hasSuffix(" " + $0.name) } ?? true)
        }
    }

    private static let targetPrefix = "target-action "

    private static func targetIdentifier(_ target: AnyObject, _ action: EaselSelector) -> String {
        "\(targetPrefix)\(ObjectIdentifier(target).hashValue) \(action.name)"
    }
}
