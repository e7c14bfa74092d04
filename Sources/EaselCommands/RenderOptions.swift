import ArgumentParser
import Easel
import EaselCommandCore
import Foundation

/// Options every command that lays out a screen shares.
struct RenderOptions: ParsableArguments {
    @Option(name: OptionName.size.spelling, help: "The screen size in points, as WIDTHxHEIGHT (overrides the file's and the device's; no safe area).")
    var size: String?

    @Option(name: OptionName.device.spelling, help: "A device whose size, scale, safe area and size classes to use (see `easel devices`).")
    var device: String?

    @Flag(name: OptionName.landscape.spelling, help: "Turn the device on its side (the file's device, else --device).")
    var landscape = false

    @Option(name: OptionName.scale.spelling, help: "Pixels per point: 1, 2 or 3 (default: the device's, else 2).")
    var scale: Double?

    @Option(name: OptionName.appearance.spelling, help: "light or dark (default: the file's, else light).")
    var appearance: String?

    @Option(name: OptionName.contentSize.spelling, help: "The reader's text size: extraSmall ... extraExtraExtraLarge, accessibilityMedium ... accessibilityExtraExtraExtraLarge, or XS ... XXXL, AX1 ... AX5.")
    var contentSize: String?

    @Flag(name: OptionName.rtl.spelling, help: "Lay the screen out right to left.")
    var rtl = false

    @Flag(name: OptionName.statusBar.spelling, help: "Draw the status bar and home indicator.")
    var statusBar = false

    @Option(name: OptionName.frame.spelling, help: "The device outline: none, roundedCorners or bezel.")
    var frame: String?

    /// The options' and flags' names: the declarations above take their spellings from here,
    /// and `RenderCommand(quickly:)` its table.
    enum OptionName: String, CommandLineNames {
        case size, device, landscape, scale, appearance, contentSize = "content-size", rtl, statusBar = "status-bar", frame

        var short: Character? { nil }
        var isFlag: Bool { [.landscape, .rtl, .statusBar].contains(self) }
    }

    func validate() throws {
        if let scale, ![1.0, 2.0, 3.0].contains(scale) {
            throw ValidationError("--scale must be 1, 2 or 3, not \(scale)")
        }
        if let device, Device.named[device] == nil {
            throw ValidationError("unknown device \"\(MessageText.shortened(device))\"; expected one of \(Device.named.keys.sorted().joined(separator: ", ")) (see `easel devices`)")
        }
        if let appearance, ![UserInterfaceStyle.light, .dark].map(\.rawValue).contains(appearance) {
            throw ValidationError("--appearance must be light or dark, not \"\(MessageText.shortened(appearance))\"")
        }
        if let contentSize, ContentSizeCategory(name: contentSize) == nil {
            throw ValidationError("unknown --content-size \"\(MessageText.shortened(contentSize))\"; expected one of \(ContentSizeCategory.sizes.map(\.rawValue).joined(separator: ", ")) (or XS ... XXXL, AX1 ... AX5)")
        }
        if let frame, DeviceChrome.Frame(rawValue: frame) == nil {
            throw ValidationError("--frame must be one of \(DeviceChrome.Frame.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(MessageText.shortened(frame))\"")
        }
        _ = try pointSize()
    }

    /// The --size the user gave, if any.
    func pointSize() throws -> CGSize? {
        guard let size else { return nil }
        guard let points = CGSize(screenSize: size) else {
            throw ValidationError("--size must be WIDTHxHEIGHT in points, each side from 1 to 10000, such as 320x480, not \"\(MessageText.shortened(size))\"")
        }
        return points
    }

    /// The screen to lay out on: --size (a free-form screen), else --device, else `fallback`;
    /// turned by --landscape.
    func screen(fallback: Device) throws -> Device {
        let named = device.flatMap { Device.named[$0] } ?? fallback
        var screen = named
        if let size = try pointSize() { screen = Device(size: size, scale: named.scale) }
        return landscape ? screen.landscape : screen
    }

    /// The traits the flags set, over `base` (a screen file's own).
    func traits(over base: TraitCollection = TraitCollection()) -> TraitCollection {
        var flags = TraitCollection()
        if let appearance { flags.userInterfaceStyle = UserInterfaceStyle(rawValue: appearance) ?? .unspecified }
        if let contentSize { flags.preferredContentSizeCategory = ContentSizeCategory(name: contentSize) ?? .unspecified }
        if rtl { flags.layoutDirection = .rightToLeft }
        if let scale { flags.displayScale = CGFloat(scale) }
        return base.overridden(by: flags)
    }

    /// The status bar and frame the flags ask for, else `base`.
    func chrome(over base: DeviceChrome = .none) -> DeviceChrome {
        var chrome = base
        if statusBar { chrome.statusBar = true; chrome.homeIndicator = true }
        if let frame, let outline = DeviceChrome.Frame(rawValue: frame) { chrome.frame = outline }
        return chrome
    }

    /// The render configuration the flags make over `base` (a screen file's own, or an example
    /// screen's): their device (else the base's), their traits over the base's, their chrome
    /// over the base's.
    func configuration(over base: RenderConfiguration) throws -> RenderConfiguration {
        RenderConfiguration(
            device: try screen(fallback: base.device ?? RenderConfiguration.defaultDevice),
            traits: traits(over: base.traits), chrome: chrome(over: base.chrome)
        )
    }
}
