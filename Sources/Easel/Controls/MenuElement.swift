import Foundation

/// An entry of a menu, as `UIMenuElement`: an action or a submenu. A menu shows only when the
/// user opens it, so a render never draws one; menus are kept so app code that builds them
/// compiles and runs.
open class MenuElement: NSObject {
    /// How an entry is drawn when its menu is open.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an entry shows a checkmark.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    public var title: String
    public var subtitle: String?
    public var image: Image?

    public init(title: String, subtitle: String? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }
}

/// A menu of actions and submenus, as `UIMenu`.
open class Menu: MenuElement {
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [MenuElement]

    public init(title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [MenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy with other children, as UIKit's `replacingChildren(_:)`.
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
