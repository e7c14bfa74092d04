import ArgumentParser
import Easel

/// `easel preview`'s devices and appearances. Kept apart from `RenderOptions` so that it can join
/// the device and appearance option group `easel render` gains, once there is one.
struct PreviewOptions: ParsableArguments {
    @Option(name: .customLong("device"), help: "A device to show every screen on; repeat for several, side by side (\(Device.named.keys.sorted().joined(separator: ", "))). Default: each file's own.")
    var devices: [String] = []

    @Option(name: .customLong("appearance"), help: "light or dark; repeat for both, side by side. Default: light.")
    var appearances: [String] = []

    @Option(help: "The port on 127.0.0.1 to serve on (0 picks a free one).")
    var port: Int = 8000

    func validate() throws {
        for name in devices where Device.named[name] == nil {
            throw ValidationError("unknown device \"\(name)\"; expected one of \(Device.named.keys.sorted().joined(separator: ", "))")
        }
        for appearance in appearances where !["light", "dark"].contains(appearance) {
            throw ValidationError("unknown appearance \"\(appearance)\"; expected light or dark")
        }
        guard (0 ... 65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port)") }
    }

    /// Every device and appearance asked for, devices outermost; nil is the file's own device.
    var variants: [PreviewVariant] {
        let deviceList: [Device?] = devices.isEmpty ? [nil] : devices.compactMap { Device.named[$0] }
        let appearanceList = appearances.isEmpty ? ["light"] : appearances
        return deviceList.flatMap { device in appearanceList.map { PreviewVariant(device: device, appearance: $0) } }
    }
}

/// One column of the preview page: a device (or the file's own) and an appearance.
struct PreviewVariant: Sendable {
    let device: Device?
    let appearance: String

    var label: String {
        // Easel's traits have no dark mode yet; the column says so rather than pretend.
        let look = appearance == "dark" ? "dark (drawn light: no dark mode yet)" : appearance
        return "\(device?.name ?? "file's size") · \(look)"
    }
}
