import ArgumentParser
import Easel
import Foundation

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device presets: size, scale, safe area, status bar, corner radius.",
        discussion: "Safe areas are top, left, bottom, right in points, portrait then landscape. Use the names with --device and in screen files."
    )

    func run() {
        let rows = Device.presets.map { name, device -> [String] in
            let turned = device.landscape
            return [
                name, device.name, "\(device.size.width.formatted)×\(device.size.height.formatted)", "@\(device.scale.formatted)x",
                insets(device.safeAreaInsets), insets(turned.safeAreaInsets),
                device.statusBarHeight.formatted, device.displayCornerRadius.formatted, device.hasHomeIndicator ? "yes" : "no",
            ]
        }
        let header = ["NAME", "DEVICE", "POINTS", "SCALE", "SAFE AREA", "LANDSCAPE", "STATUS BAR", "CORNERS", "HOME INDICATOR"]
        let table = [header] + rows
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        for row in table {
            print(row.indices.map { $0 == row.count - 1 ? row[$0] : row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  "))
        }
    }

    private func insets(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(\.formatted).joined(separator: " ")
    }
}

private extension CGFloat {
    /// "59", "47.33".
    var formatted: String {
        let rounded = (self * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%g", Double(rounded))
    }
}
