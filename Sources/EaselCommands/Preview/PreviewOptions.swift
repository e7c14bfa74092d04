import ArgumentParser
import Easel

/// `easel preview`'s devices, appearances and text sizes (each repeatable: every combination is
/// a column) and the flags `easel render` has for the rest of the screen's traits.
struct PreviewOptions: ParsableArguments {
    @Option(name: .customLong("device"), help: "A device to show every screen on; repeat for several, side by side (\(Device.named.keys.sorted().joined(separator: ", "))). Default: each file's own.")
    var devices: [String] = []

    @Option(name: .customLong("appearance"), help: "light or dark; repeat for both, side by side. Default: each file's own, else light.")
    var appearances: [String] = []

    @Option(name: .customLong("content-size"), help: "The reader's text size (XS ... XXXL, AX1 ... AX5, or a case name such as accessibilityLarge); repeat for several, side by side. Default: each file's own, else L.")
    var contentSizes: [String] = []

    @Flag(help: "Turn each device on its side.")
    var landscape = false

    @Flag(help: "Lay the screens out right to left.")
    var rtl = false

    @Flag(name: .customLong("status-bar"), help: "Draw the status bar and home indicator.")
    var statusBar = false

    @Option(help: "The port on 127.0.0.1 to serve on (0 picks a free one).")
    var port: Int = 8000

    func validate() throws {
        for name in devices where Device.named[name] == nil {
            throw ValidationError("unknown device \"\(MessageText.shortened(name))\"; expected one of \(Device.named.keys.sorted().joined(separator: ", "))")
        }
        for appearance in appearances where ![UserInterfaceStyle.light, .dark].map(\.rawValue).contains(appearance) {
            throw ValidationError("--appearance must be light or dark, not \"\(MessageText.shortened(appearance))\"")
        }
        for name in contentSizes where ContentSizeCategory(name: name) == nil {
            throw ValidationError("unknown --content-size \"\(MessageText.shortened(name))\"; expected one of \(ContentSizeCategory.sizes.map(\.rawValue).joined(separator: ", ")) (or XS ... XXXL, AX1 ... AX5)")
        }
        guard (0 ... 65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port)") }
    }

    /// Every combination asked for, devices outermost, then appearances, then text sizes; an
    /// option not given is one column of the file's own.
    var variants: [PreviewVariant] {
        let deviceList: [Device?] = devices.isEmpty ? [nil] : devices.compactMap { Device.named[$0] }
        let styles: [UserInterfaceStyle] = appearances.isEmpty ? [.unspecified] : appearances.compactMap(UserInterfaceStyle.init(rawValue:))
        let sizes: [ContentSizeCategory] = contentSizes.isEmpty ? [.unspecified] : contentSizes.compactMap(ContentSizeCategory.init(name:))
        return deviceList.flatMap { device in
            styles.flatMap { style in
                sizes.map { size in
                    PreviewVariant(
                        device: device, landscape: landscape,
                        traits: TraitCollection(userInterfaceStyle: style, preferredContentSizeCategory: size, layoutDirection: rtl ? .rightToLeft : .unspecified),
                        statusBar: statusBar
                    )
                }
            }
        }
    }
}

/// One column of the preview page: a device (or the file's own), the traits laid over the
/// file's, and whether to draw the status bar.
struct PreviewVariant: Sendable {
    let device: Device?
    let landscape: Bool
    let traits: TraitCollection
    let statusBar: Bool

    /// The caption for `file` in this column, in what it is drawn with: `iPhone SE · dark · AX5`
    /// (the text size when not the default L, then landscape and rtl when they apply).
    func label(for file: ScreenFile) -> String {
        let traits = file.traits.overridden(by: self.traits)
        var words = [screen(for: file).name]
        if landscape { words.append("landscape") }
        words.append(traits.userInterfaceStyle == .dark ? "dark" : "light")
        let size = traits.preferredContentSizeCategory
        if size != .unspecified, size != .large { words.append(size.shortName) }
        if traits.isRightToLeft { words.append("rtl") }
        return words.joined(separator: " · ")
    }

    /// The caption of a column whose file could not be read: what the options ask for.
    var label: String {
        var words = [device?.name ?? "file's device"]
        if landscape { words.append("landscape") }
        if traits.userInterfaceStyle != .unspecified { words.append(traits.userInterfaceStyle.rawValue) }
        if traits.preferredContentSizeCategory != .unspecified { words.append(traits.preferredContentSizeCategory.shortName) }
        if traits.isRightToLeft { words.append("rtl") }
        return words.joined(separator: " · ")
    }

    /// The screen `file` is shown on in this column.
    func screen(for file: ScreenFile) -> Device {
        let screen = device ?? file.device
        return landscape ? screen.landscape : screen
    }

    /// The status bar and frame: the file's, with the status bar when asked for.
    func chrome(for file: ScreenFile) -> DeviceChrome {
        var chrome = file.chrome
        if statusBar { chrome.statusBar = true; chrome.homeIndicator = true }
        return chrome
    }
}
