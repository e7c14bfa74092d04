import Foundation

/// A host view's constraint group as one pass sees it: the views and guides the constraints
/// decide (the host's subviews that are solved by constraints, their solved subviews, and so on,
/// with their own layout guides), and the active constraints that tie at least one of them.
/// Everything else a constraint names (the host itself while laying out, views that keep their
/// frames, other groups) is a fixed rectangle. Each group is solved on its own, so a screen of
/// many small groups never builds one big tableau.
struct ConstraintGroup {
    enum Mode {
        /// The host has its size; place the group's views.
        case layout
        /// Find the host's size: `priorities` nil is Easel's fitting (as small as the content
        /// allows, at most `target`), otherwise UIKit's `systemLayoutSizeFitting` rules.
        case fitting(target: CGSize, priorities: AxisPriorities?)
    }

    let host: View
    let mode: Mode
    /// The views the constraints place, each after its superview.
    private(set) var views: [View] = []
    /// The custom guides the constraints place.
    private(set) var guides: [LayoutGuide] = []
    /// The active constraints that take part, in activation order per view.
    private(set) var constraints: [LayoutConstraint] = []
    private var free: Set<ObjectIdentifier> = []

    init(host: View, mode: Mode) {
        self.host = host
        self.mode = mode
        adoptGuides(of: host)
        collect(under: host)
        var seen = Set<ObjectIdentifier>()
        var isFitting = false
        if case .fitting = mode { isFitting = true }
        for view in [host] + views {
            for constraint in view.constraintStorageIfMade?.affecting ?? [] where seen.insert(ObjectIdentifier(constraint)).inserted {
                if involvesFreeItem(constraint) || (isFitting && sizesHostOnly(constraint)) {
                    constraints.append(constraint)
                }
            }
        }
    }

    /// Whether the item's rectangle is a set of variables in this group.
    func isFree(_ item: AnyObject) -> Bool { free.contains(ObjectIdentifier(item)) }

    var isEmpty: Bool { views.isEmpty && guides.isEmpty && constraints.isEmpty }

    private mutating func collect(under view: View) {
        for subview in view.subviews where subview.isSolvedByConstraints {
            views.append(subview)
            free.insert(ObjectIdentifier(subview))
            adoptGuides(of: subview)
            collect(under: subview)
        }
    }

    private mutating func adoptGuides(of view: View) {
        for guide in view.constraintStorageIfMade?.customGuides ?? [] {
            guides.append(guide)
            free.insert(ObjectIdentifier(guide))
        }
    }

    private func involvesFreeItem(_ constraint: LayoutConstraint) -> Bool {
        (constraint.firstItem.map(isFree) ?? false) || (constraint.secondItem.map(isFree) ?? false)
    }

    /// A constraint on the host's own size (`host.width == 120`, `host.height == host.width`),
    /// which decides the host's size when it is measured.
    private func sizesHostOnly(_ constraint: LayoutConstraint) -> Bool {
        constraint.firstItem === host && constraint.firstAttribute.isDimension
            && (constraint.secondItem == nil || (constraint.secondItem === host && constraint.secondAttribute.isDimension))
    }
}
