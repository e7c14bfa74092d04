/// What a tab bar shows for a controller, as `UITabBarItem`: a title and an icon drawn as a
/// template (its alpha filled with the tab's tint). Without an image, a dot stands in.
///
///     settings.tabBarItem = TabBarItem(title: "Settings", image: try Image.named("gear"))
public struct TabBarItem {
    public var title: String
    public var image: Image?
    /// A number or word shown in a red badge on the icon.
    public var badgeValue: String?

    public init(title: String, image: Image? = nil, badgeValue: String? = nil) {
        self.title = title
        self.image = image
        self.badgeValue = badgeValue
    }
}
