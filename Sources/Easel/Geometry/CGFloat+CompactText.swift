import Foundation

extension CGFloat {
    /// Whole numbers without a decimal point ("59"), others with at most two decimals ("47.33"),
    /// so text that shows geometry (hierarchy snapshots, device lists) reads like UIKit's descriptions.
    var compactText: String {
        guard isFinite else { return "\(self)" }
        let rounded = (self * 100).rounded() / 100
        if rounded == rounded.rounded(), Swift.abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(format: "%g", Double(rounded))
    }
}
