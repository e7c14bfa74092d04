import Easel

/// A method named by `#selector`, as the Objective-C runtime's `Selector`, made by `easel port`
/// (Linux's compiler has no `#selector`): the port rewrites `#selector(loginTapped)` in
/// `LoginViewController` into `EaselSelector("loginTapped", LoginViewController.loginTapped)`, so
/// the selector carries the method it names and `addTarget(_:action:for:)` can call it on the
/// target. Its limits: the target must be an instance of the type the method was named on (or a
/// subclass); methods of one or no argument (the sender) are supported; `#selector(getter:)`
/// and selectors made from strings at run time (`NSSelectorFromString`) are not.
public struct EaselSelector: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The name as written in `#selector(...)`, e.g. `loginTapped` or `Type.changed(_:)`.
    public let name: String
    private let invoke: (AnyObject, Any?) -> Bool

    /// A selector for a method that takes no argument.
    public init<Target: AnyObject>(_ name: String, _ method: @escaping (Target) -> () -> Void) {
        self.name = name
        invoke = { target, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
    }

    /// A selector for a method that takes the sender (a control or a gesture recognizer).
    public init<Target: AnyObject, Sender>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Void) {
        self.name = name
        invoke = { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender)
            return true
        }
    }

    /// A selector for a method named on an instance (`#selector(player.next)`, the instance a
    /// global or a property): the method is called on that instance, whatever the target.
    public init(_ name: String, _ method: @escaping () -> Void) {
        self.name = name
        invoke = { _, _ in
            method()
            return true
        }
    }

    /// A selector for a method named on an instance that takes the sender.
    public init<Sender>(_ name: String, _ method: @escaping (Sender) -> Void) {
        self.name = name
        invoke = { _, sender in
            guard let sender = sender as? Sender else { return false }
            method(sender)
            return true
        }
    }

    /// A selector known by name only (`Selector("name")`): it reaches no method.
    public init(_ name: String) {
        self.name = name
        invoke = { _, _ in false }
    }

    /// Calls the method on `target` with `sender`; false when `target` (or `sender`) is not of
    /// the type the method belongs to (or takes), as "unrecognized selector" would be.
    @discardableResult
    public func perform(on target: AnyObject, sender: Any?) -> Bool {
        invoke(target, sender)
    }

    public static func == (a: EaselSelector, b: EaselSelector) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }
}

#if !canImport(ObjectiveC)
/// UIKit code names `Selector` (`let action: Selector`); where there is an Objective-C runtime,
/// its own `Selector` stands and Easel's is spelled `EaselSelector`.
public typealias Selector = EaselSelector
#endif
