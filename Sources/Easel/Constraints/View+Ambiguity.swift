import Foundation

/// A view whose constraints leave some of its frame free to move, and which parts.
public struct AmbiguousLayout: CustomStringConvertible {
    public let view: View
    /// Among `.left`, `.top`, `.width`, `.height`: the parts no constraint pins.
    public let attributes: [LayoutConstraint.Attribute]

    public var description: String {
        "\(view.constraintName): \(attributes.map(\.name).joined(separator: ", "))"
    }

    /// The report strict snapshot assertions fail with, naming the free parts as UIKit's
    /// `_autolayoutTrace` does.
    public var issue: ConstraintIssue {
        let parts = attributes.map { "\(view.constraintName).\(View.traceName(of: $0))" }.joined(separator: ", ")
        let message = """
            AMBIGUOUS LAYOUT for \(parts)
            \tThe constraints allow more than one frame for this view (UIKit's hasAmbiguousLayout is true), so the one drawn \
            is the solver's pick, not one the code asks for. Add constraints that decide these parts, or make priorities unequal.
            """
        return ConstraintIssue(kind: .ambiguousLayout, message: message, constraints: [])
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

    /// UIKit's debugging aid: moves this view, if its layout is ambiguous, to another frame its
    /// constraints allow, along each ambiguous part. The next layout pass puts it back where the
    /// solver chose, as UIKit's does.
    ///
    ///     if badge.hasAmbiguousLayout { badge.exerciseAmbiguityInLayout() }
    public func exerciseAmbiguityInLayout() {
        guard isSolvedByConstraints else { return }
        let engine = ConstraintEngine(reportsConflicts: false)
        _ = engine.solve(ConstraintGroup(host: constraintHost, mode: .layout))
        let number = engine.number(of: self)
        // A part no constraint names at all can take any value.
        func change(_ part: LinearForm.VariableKey.Part) -> Double? {
            let key = LinearForm.VariableKey(item: number, part: part)
            return engine.hasVariable(key) ? engine.exercisedChange(of: key) : 37
        }
        var moved = frame
        if let dx = change(.x) { moved.origin.x += dx }
        if let dy = change(.y) { moved.origin.y += dy }
        if let dw = change(.width) { moved.size.width = max(0, moved.width + dw) }
        if let dh = change(.height) { moved.size.height = max(0, moved.height + dh) }
        frame = pixelGrid.align(moved)
    }

    /// UIKit's `_autolayoutTrace`: the tree, one view a line, each view that constraints place
    /// marked `*`, and an ambiguous one followed by `- AMBIGUOUS LAYOUT for` its free parts.
    ///
    ///     *View('badge') - AMBIGUOUS LAYOUT for View('badge').minX, View('badge').width
    public var autolayoutTrace: String {
        let ambiguous = Dictionary(ambiguousLayouts().map { (ObjectIdentifier($0.view), $0.attributes) }, uniquingKeysWith: { a, _ in a })
        var lines: [String] = []
        func visit(_ view: View, depth: Int) {
            var line = String(repeating: "|   ", count: depth) + (view.isSolvedByConstraints ? "*" : "") + view.constraintName
            if let parts = ambiguous[ObjectIdentifier(view)] {
                line += " - AMBIGUOUS LAYOUT for " + parts.map { "\(view.constraintName).\(Self.traceName(of: $0))" }.joined(separator: ", ")
            }
            lines.append(line)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// How `_autolayoutTrace` names a part of a frame.
    static func traceName(of part: LayoutConstraint.Attribute) -> String {
        switch part {
        case .left: "minX"
        case .top: "minY"
        default: part.name
        }
    }

    private static func ambiguousParts(of view: View, in engine: ConstraintEngine) -> [LayoutConstraint.Attribute] {
        let number = engine.number(of: view)
        let parts: [(LinearForm.VariableKey.Part, LayoutConstraint.Attribute)] = [(.x, .left), (.y, .top), (.width, .width), (.height, .height)]
        return parts.filter { engine.isAmbiguous(.init(item: number, part: $0.0)) }.map(\.1)
    }
}
