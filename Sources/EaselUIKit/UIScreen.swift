import Easel
import Foundation

public typealias UIScreen = Screen

/// The running app, as `UIApplication.shared`: enough to read the window and the traits.
public final class UIApplication: @unchecked Sendable {
    public static let shared = UIApplication()

    /// The app's windows; code that makes a `UIWindow` appends it, or sets `keyWindow`.
    public var windows: [UIWindow] = []

    /// The window made key last, else the first.
    public var keyWindow: UIWindow? {
        get { windows.last(where: \.isKeyWindow) ?? windows.first }
        set {
            guard let newValue else { return }
            if !windows.contains(where: { $0 === newValue }) { windows.append(newValue) }
            newValue.makeKeyAndVisible()
        }
    }

    /// The reader's text size: the main screen's.
    public var preferredContentSizeCategory: ContentSizeCategory { UIScreen.main.traitCollection.preferredContentSizeCategory }

    /// Easel lays out left to right unless traits say otherwise.
    public var userInterfaceLayoutDirection: LayoutDirection { UIScreen.main.traitCollection.layoutDirection }
}
