import Foundation

/// The menu a long press shows, as `UIContextMenuInteraction`: its delegate is asked for a
/// configuration only when the user presses, which a render never does.
open class ContextMenuInteraction: NSObject, Interaction {
    public private(set) weak var view: View?
    public weak var delegate: ContextMenuInteractionDelegate?

    public init(delegate: ContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: View?) {}
    open func didMove(to view: View?) { self.view = view }

    /// Where the press was, in `view`'s coordinates (none: a render presses nothing).
    open func location(in view: View?) -> CGPoint { .zero }
    open func dismissMenu() {}
}

/// Answers a context menu interaction, as `UIContextMenuInteractionDelegate`.
public protocol ContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration?
}

/// What a context menu shows, as `UIContextMenuConfiguration`: a preview and the menu, each
/// made on demand.
open class ContextMenuConfiguration: NSObject {
    public typealias PreviewProvider = () -> ViewController?
    public typealias ActionProvider = ([MenuElement]) -> Menu?

    public let identifier: NSCopying
    public let previewProvider: PreviewProvider?
    public let actionProvider: ActionProvider?

    public init(identifier: NSCopying? = nil, previewProvider: PreviewProvider? = nil, actionProvider: ActionProvider? = nil) {
        self.identifier = identifier ?? UUID().uuidString as NSString
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
