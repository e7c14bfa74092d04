import Foundation

/// A button in a navigation bar, as `UIBarButtonItem`: a title, an image, one of UIKit's
/// system items, or a custom view. The bar draws it as UIKit's bar does: a tinted 17-point
/// title (semibold for `.done`), a symbol at the body size, or the custom view as it is.
open class BarButtonItem: NSObject {
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    /// UIKit's system items: each is a title or a symbol.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
             organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
             fastForward, undo, redo, pageCurl, close
    }

    open var title: String? { didSet { changed() } }
    open var image: Image? { didSet { changed() } }
    open var style: Style { didSet { changed() } }
    /// The colour of the title or template image; nil takes the bar's tint.
    open var tintColor: Color? { didSet { changed() } }
    open var isEnabled = true { didSet { changed() } }
    /// A view shown in place of a button.
    open var customView: View? { didSet { changed() } }
    /// A fixed space's width, or a custom view's when its own is zero.
    open var width: CGFloat = 0 { didSet { changed() } }
    /// What the item does when tapped.
    public var primaryAction: Action?
    /// A menu shown when the item is tapped (never in a render).
    public var menu: Menu?
    open var accessibilityLabel: String?
    public let systemItem: SystemItem?

    /// Who hears a tap (held weakly, as in UIKit), and how: UIKit's target and action.
    public weak var target: AnyObject?
    /// Calls the action on the target, with the item as the sender.
    public var performAction: ((AnyObject, BarButtonItem) -> Void)?
    /// The action as it was given (a selector), for reading it back.
    public var actionValue: Any?

    /// Called when something the bar draws changed, so the bar lays its items out again.
    var onChange: (() -> Void)?

    public init(title: String? = nil, image: Image? = nil, style: Style) {
        self.title = title
        self.image = image
        self.style = style
        self.systemItem = nil
        super.init()
    }

    /// An item with no title or image.
    public override convenience init() {
        self.init(title: nil, image: nil, style: .plain)
    }

    /// One of UIKit's system items: "Done", "Cancel", … or its symbol (`add` is a plus).
    public init(barButtonSystemItem systemItem: SystemItem, primaryAction: Action? = nil) {
        self.systemItem = systemItem
        self.style = systemItem == .done || systemItem == .save ? .done : .plain
        self.primaryAction = primaryAction
        super.init()
        let look = Self.look(systemItem)
        title = look.title
        image = look.symbol.flatMap { Image(systemName: $0) }
        accessibilityLabel = look.label
    }

    /// A custom view in the bar.
    public init(customView: View) {
        self.customView = customView
        self.style = .plain
        self.systemItem = nil
        super.init()
    }

    /// A flexible space (bars of items in a toolbar; nothing in a navigation bar).
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(barButtonSystemItem: .flexibleSpace) }

    /// A space `width` points wide.
    public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
        let item = BarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Whether the item is a space rather than a button.
    public var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// What a tap on the item's button does: the primary action, then the target's action.
    func performTap() {
        guard isEnabled else { return }
        primaryAction?.perform(sender: self)
        if let target, let performAction { performAction(target, self) }
    }

    private func changed() { onChange?() }

    /// The title or SF Symbol iOS draws for a system item, and what VoiceOver reads.
    private static func look(_ item: SystemItem) -> (title: String?, symbol: String?, label: String?) {
        switch item {
        case .done: ("Done", nil, nil)
        case .cancel: ("Cancel", nil, nil)
        case .edit: ("Edit", nil, nil)
        case .save: ("Save", nil, nil)
        case .undo: ("Undo", nil, nil)
        case .redo: ("Redo", nil, nil)
        case .add: (nil, "plus", "Add")
        case .compose: (nil, "square.and.pencil", "Compose")
        case .reply: (nil, "arrowshape.turn.up.left", "Reply")
        case .action: (nil, "square.and.arrow.up", "Share")
        case .organize: (nil, "folder", "Organize")
        case .bookmarks: (nil, "book", "Bookmarks")
        case .search: (nil, "magnifyingglass", "Search")
        case .refresh: (nil, "arrow.clockwise", "Refresh")
        case .stop: (nil, "xmark", "Stop")
        case .camera: (nil, "camera", "Camera")
        case .trash: (nil, "trash", "Delete")
        case .play: (nil, "play.fill", "Play")
        case .pause: (nil, "pause.fill", "Pause")
        case .rewind: (nil, "backward.fill", "Rewind")
        case .fastForward: (nil, "forward.fill", "Fast Forward")
        case .pageCurl: (nil, "book", "Page Curl")
        case .close: (nil, "xmark.circle.fill", "Close")
        case .flexibleSpace, .fixedSpace: (nil, nil, nil)
        }
    }
}
