import EaselLayout
import Foundation

/// A named leaf with a natural size, for checking measuring and the order of `contents`.
struct Leaf: Layout {
    var name: String
    var size: CGSize = .zero
    /// When set, the leaf wraps like text: this much area, as tall as it needs at the width offered.
    var area: CGFloat?
    var frame: CGRect = .null

    init(_ name: String, _ width: CGFloat = 0, _ height: CGFloat = 0, area: CGFloat? = nil) {
        self.name = name
        size = CGSize(width: width, height: height)
        self.area = area
    }

    mutating func layout(in rect: CGRect) { frame = rect }
    var contents: [Leaf] { [self] }

    func sizeThatFits(_ proposed: CGSize) -> CGSize {
        guard let area else { return size }
        let width = min(proposed.width, area)
        return CGSize(width: width, height: (area / max(1, width)).rounded(.up))
    }
}

extension Layout where Content == Leaf {
    /// Each leaf's name and frame, in drawing order.
    var placed: [String] {
        contents.map { "\($0.name) \(number($0.frame.minX)),\(number($0.frame.minY)) \(number($0.frame.width))x\(number($0.frame.height))" }
    }
}

/// Shorthand for test tables.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// 35 for 35.0, 47.5 for 47.5: frames read as the tables write them.
func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
}
