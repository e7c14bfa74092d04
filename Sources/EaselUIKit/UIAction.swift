import Easel

/// A closure a control runs, as `UIAction`: `button.addAction(UIAction { _ in ... }, for: .touchUpInside)`.
public final class UIAction {
    public typealias Identifier = String
    public let title: String
    public let image: Image?
    public let identifier: Identifier
    /// The control that ran the action last.
    public private(set) weak var sender: AnyObject?
    private let handler: (UIAction) -> Void

    public init(title: String = "", image: Image? = nil, identifier: Identifier? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? title
        self.handler = handler
    }

    /// Runs the handler as `sender` would.
    public func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
    }
}

public typealias UIActionHandler = (UIAction) -> Void
