import ArgumentParser
import Easel
import Foundation

/// Options every command that lays out a screen shares.
struct RenderOptions: ParsableArguments {
    @Option(help: "The screen size in points, as WIDTHxHEIGHT (overrides the file's).")
    var size: String?

    @Option(help: "A device whose size and scale to use (\(Device.named.keys.sorted().joined(separator: ", "))).")
    var device: String?

    @Option(help: "Pixels per point: 1, 2 or 3 (default: the device's, else 2).")
    var scale: Double?

    func validate() throws {
        if let scale, ![1.0, 2.0, 3.0].contains(scale) {
            throw ValidationError("--scale must be 1, 2 or 3, not \(scale)")
        }
        if let device, Device.named[device] == nil {
            throw ValidationError("unknown device \"\(device)\"; expected one of \(Device.named.keys.sorted().joined(separator: ", "))")
        }
        _ = try pointSize()
    }

    /// The size to lay a screen out at: --size, else --device's, else `fallback`.
    func pointSize(fallback: CGSize = .zero) throws -> CGSize {
        if let size {
            guard let points = CGSize(screenSize: size) else {
                throw ValidationError("--size must be WIDTHxHEIGHT in points, each side from 1 to 10000, such as 320x480, not \"\(size.prefix(40))\"")
            }
            return points
        }
        return device.flatMap { Device.named[$0]?.size } ?? fallback
    }

    /// The scale to render at: --scale, else --device's, else `fallback`.
    func pixelScale(fallback: CGFloat) -> CGFloat {
        scale.map { CGFloat($0) } ?? device.flatMap { Device.named[$0]?.scale } ?? fallback
    }
}
