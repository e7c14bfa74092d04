import Easel

public typealias UIBarButtonItem = BarButtonItem
public typealias UINavigationItem = NavigationItem

extension BarButtonItem {
    public convenience init(title: String?, style: Style, target: Any?, action: EaselSelector?) {
        self.init(title: title, image: nil, style: style)
        setTarget(target, action: action)
    }

    public convenience init(image: Image?, style: Style, target: Any?, action: EaselSelector?) {
        self.init(title: nil, image: image, style: style)
        setTarget(target, action: action)
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: EaselSelector?) {
        self.init(barButtonSystemItem: systemItem)
        setTarget(target, action: action)
    }

    /// iOS 14's initializer; the menu shows only when tapped, so a render has nothing of it.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, primaryAction: primaryAction)
        self.menu = menu
    }

    /// iOS 14's initializer: the image when there is one, else the title.
    public convenience init(title: String? = nil, image: Image? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(title: title, image: image, style: .plain)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// iOS 16's initializer: the image when there is one, else the title; the target's action
    /// runs on a tap.
    public convenience init(title: String?, image: Image?, target: Any?, action: EaselSelector?, menu: UIMenu? = nil) {
        self.init(title: title, image: image, style: .plain)
        setTarget(target, action: action)
        self.menu = menu
    }

    /// The method called on `target` when the item is tapped.
    public var action: EaselSelector? {
        get { actionValue as? EaselSelector }
        set {
            actionValue = newValue
            performAction = newValue.map { selector in { target, item in selector.perform(on: target, sender: item) } }
        }
    }

    private func setTarget(_ target: Any?, action: EaselSelector?) {
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }
}
