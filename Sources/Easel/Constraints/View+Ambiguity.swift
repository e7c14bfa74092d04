import Foundation

/// A view whose constraints leave some of its frame free to move, and which parts.
public struct AmbiguousLayout: CustomStringConvertible {
    public let view: View
    /// Among `.left`, `.top`, `.width`, `.height`: the parts no constraint pins.
    public let attributes: [LayoutConstraint.Attribute]

    public var description: String {
        "\(view.constraintName): \(attributes.map(\.name).joined(separator: ", "))"
    }
}

extension View {
    /// Whether this view's constraints leave its frame free to move, as UIKit's
    /// `hasAmbiguousLayout`: some position or length could change without breaking or weakening
    /// any constraint. False for views that keep their frames.
    public var hasAmbiguousLayout: Bool {
        !ambiguousAttributes.isEmpty
    }

    /// The parts of this view's frame that are ambiguous (`.left`, `.top`, `.width`, `.height`).
    public var ambiguousAttributes: [LayoutConstraint.Attribute] {
        guard isSolvedByConstraints else { return [] }
        let host = constraintHost
        let engine = ConstraintEngine(reportsConflicts: false)
        _ = engine.solve(ConstraintGroup(host: host, mode: .layout))
        return Self.ambiguousParts(of: self, in: engine)
    }

    /// Every view in this subtree whose constraints leave it free to move, with the parts that
    /// move, in depth-first order: the list to read when a screen comes out wrong.
    public func ambiguousLayouts() -> [AmbiguousLayout] {
        var found: [AmbiguousLayout] = []
        var hosts: [View] = []
        func visit(_ view: View) {
            if !view.isSolvedByConstraints, view.hostsConstraintGroup { hosts.append(view) }
            view.subviews.forEach(visit)
        }
        visit(self)
        for host in hosts {
            let engine = ConstraintEngine(reportsConflicts: false)
            let group = ConstraintGroup(host: host, mode: .layout)
            _ = engine.solve(group)
            for view in group.views where view.isDescendant(of: self) {
                let parts = Self.ambiguousParts(of: view, in: engine)
                if !parts.isEmpty { found.append(AmbiguousLayout(view: view, attributes: parts)) }
            }
        }
        return found
    }

    private static func ambiguousParts(of view: View, in engine: ConstraintEngine) -> [LayoutConstraint.Attribute] {
        let number = engine.number(of: view)
        let parts: [(LinearForm.VariableKey.Part, LayoutConstraint.Attribute)] = [(.x, .left), (.y, .top), (.width, .width), (.height, .height)]
        return parts.filter { engine.isAmbiguous(.init(item: number, part: $0.0)) }.map(\.1)
    }
}
