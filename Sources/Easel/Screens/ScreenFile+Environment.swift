import Foundation

// The keys that say what a screen file is shown on and how: orientation, appearance, text size,
// layout direction, status bar. Kept apart from the layout keys (ScreenFile.swift).
extension ScreenFile {
    static let environmentKeys = ["orientation", "appearance", "contentSize", "layoutDirection", "statusBar"]

    struct Environment {
        var device: Device?
        var traits = TraitCollection()
        var chrome = DeviceChrome.none
    }

    /// Reads the environment keys; `device` is the file's named device, if any.
    static func environment(_ settings: [String: ScreenReader], device: Device?) throws -> Environment {
        var environment = Environment(device: device)
        if let orientation = settings["orientation"] {
            let turned = try orientation.choice(Device.Orientation.self, what: "orientation")
            guard let device else { throw orientation.error("\"orientation\" needs a \"device\" to turn") }
            environment.device = turned == .landscape ? device.landscape : device
        }
        if let appearance = settings["appearance"] {
            let style = try appearance.choice(UserInterfaceStyle.self, what: "appearance")
            environment.traits.userInterfaceStyle = style
        }
        if let contentSize = settings["contentSize"] {
            let name = try contentSize.string()
            guard let category = ContentSizeCategory(name: name) else {
                throw contentSize.error("unknown content size \"\(ScreenReader.shortened(name))\"; expected one of \(ContentSizeCategory.sizes.map(\.rawValue).joined(separator: ", ")) (or XS ... XXXL, AX1 ... AX5)")
            }
            environment.traits.preferredContentSizeCategory = category
        }
        if let direction = settings["layoutDirection"] {
            environment.traits.layoutDirection = try direction.choice(LayoutDirection.self, what: "layout direction")
        }
        if let statusBar = settings["statusBar"] {
            environment.chrome = try statusBar.bool() ? .bars : .none
        }
        return environment
    }
}
