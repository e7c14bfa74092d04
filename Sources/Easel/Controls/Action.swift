import Foundation

/// What a control runs when an event happens, as `UIAction`: a handler with a title, an image
/// and an identifier. It is the one way a control calls code: `addTarget(_:action:for:)`,
/// `Button.onTap`, `Control.onValueChanged` and a `primaryAction` are all actions.
///
///     button.addAction(Action(title: "Log in") { _ in model.logIn() }, for: .primaryActionTriggered)
open class Action: MenuElement {
    public typealias Identifier = String
    public typealias Handler = (Action) -> Void

    /// How the action is drawn in a menu.
    public var attributes: Attributes
    /// Whether the action shows a checkmark in a menu.
    public var state: State
    /// A control keeps one action for each identifier: adding another with the same identifier
    /// replaces it, as UIKit does. Without one given, each action gets its own.
    public let identifier: Identifier
    /// The control that ran the action last.
    public private(set) weak var sender: AnyObject?
    private let handler: Handler

    public init(title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off, handler: @escaping Handler) {
        self.identifier = identifier ?? UUID().uuidString
        self.handler = handler
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler as `sender` would.
    public func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
    }
}
