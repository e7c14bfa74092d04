import Foundation

extension View {
    /// The view and its subtree as text, one view a line, in the shape of UIKit's
    /// `recursiveDescription`: type, frame in the superview, and the text, title, identifier,
    /// hidden flag and alpha where they say something. A button's own label and image are left
    /// out: its title stands for them. Lay the view out first (`render`, or `layoutIfNeeded`).
    ///
    ///     <StackView; frame = (0 59; 393 85)>
    ///        | <Label; frame = (16 0; 361 21); text = 'Hello'; id = title>
    public var recursiveDescription: String {
        var lines: [String] = []
        appendDescription(to: &lines, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    private func appendDescription(to lines: inout [String], depth: Int) {
        var fields = ["\(type(of: self))", "frame = (\(frame.minX.compactText) \(frame.minY.compactText); \(frame.width.compactText) \(frame.height.compactText))"]
        if let label = self as? Label, let text = label.text { fields.append("text = '\(text)'") }
        if let button = self as? Button, let title = button.title { fields.append("title = '\(title)'") }
        if let accessibilityIdentifier { fields.append("id = \(accessibilityIdentifier)") }
        if isHidden { fields.append("hidden") }
        if alpha < 1 { fields.append("alpha = \(alpha.compactText)") }
        lines.append(String(repeating: "   | ", count: depth) + "<" + fields.joined(separator: "; ") + ">")
        guard !(self is Button) else { return }
        for subview in subviews {
            subview.appendDescription(to: &lines, depth: depth + 1)
        }
    }
}
