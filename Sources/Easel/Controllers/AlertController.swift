import Foundation

/// An alert or action sheet, as `UIAlertController`: its title, message, actions and text
/// fields are kept so that code building one compiles and runs, and `present` links it to the
/// presenting controller. Easel does not draw alerts: a render of the presenting controller
/// shows its own view (as a snapshot of that view on iOS does), and a render of the alert
/// controller itself shows an empty view.
open class AlertController: ViewController {
    /// UIAlertController.Style.
    public enum Style: Int, Hashable, Sendable { case actionSheet, alert }

    public let preferredStyle: Style
    public private(set) var actions: [AlertAction] = []
    /// The action drawn in bold (the default action).
    public var preferredAction: AlertAction?
    public private(set) var textFields: [TextField]?
    public var message: String?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): an alert with no title.
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    public func addAction(_ action: AlertAction) { actions.append(action) }

    /// Adds a text field, configured by `configurationHandler`, to an alert.
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        let field = TextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

/// A button of an alert, as `UIAlertAction`; its handler runs when the user chooses it, which
/// never happens in a render.
public final class AlertAction {
    /// UIAlertAction.Style.
    public enum Style: Int, Hashable, Sendable { case `default`, cancel, destructive }

    public let title: String?
    public let style: Style
    public var isEnabled = true
    let handler: ((AlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
