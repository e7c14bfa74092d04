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

    /// Unowned: the host keeps its last group, which must not keep the host alive.
    unowned let host: View
    let mode: Mode
    /// The views the constraints place, each after its superview.
    private(set) var views: [View] = []
    /// The custom guides the constraints place.
    private(set) var guides: [LayoutGuide] = []
    /// The active constraints that take part, in activation order per view.
    private(set) var constraints: [LayoutConstraint] = []
    /// While laying out: the subviews of the host and of the group's views that keep their
    /// frames (`translatesAutoresizingMaskIntoConstraints`) but that a constraint of the group
    /// ties. Their frames take part as required constraints, as UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`s do, so a constraint that disagrees with a frame is
    /// reported and broken, and the frame kept.
    private(set) var framed: [View] = []
    /// While laying out: framed views (not placed by a container) inside which a constraint
    /// ties a view to something outside them. UIKit solves a window's constraints in one engine,
    /// a framed view's frame being constraints there too; Easel solves each framed view's
    /// subviews on their own (the same answer, its frame being fixed) unless a constraint
    /// crosses its edge: then it joins this group, held to its frame (it is among `framed`), and
    /// its solved subviews are solved here with the rest.
    private(set) var joined: [View] = []
    // Asked for every item of every constraint a pass makes a row for: tables keyed by the
    // object's address, which a `Set` would hash with SipHash on every question.
    private var free = IdentityMap<Bool>()
    private var pinned = IdentityMap<Bool>()

    init(host: View, mode: Mode) {
        self.host = host
        self.mode = mode
        (host as? StackView)?.installArrangementConstraintsIfNeeded()
        var isFitting = false
        if case .fitting = mode { isFitting = true }
        adoptGuides(of: host)
        collect(under: host, joining: !isFitting)
        // Each constraint is listed by both its views: `isCollected` marks the ones taken (a
        // flag on the constraint, cleared below, costs less than a set of identifiers). A
        // constraint is taken the first time it is met, so the order is as before.
        take(from: host, isFitting: isFitting)
        for view in joined { take(from: view, isFitting: isFitting) }
        for view in views { take(from: view, isFitting: isFitting, isFree: true) }
        if !isFitting { collectFramedSubviews() }
        for constraint in constraints { constraint.isCollected = false }
    }

    /// Takes the constraints on `view` that this group solves, each once.
    private mutating func take(from view: View, isFitting: Bool, isFree: Bool = false) {
        guard let storage = view.constraintStorageIfMade else { return }
        let id = ObjectIdentifier(view)
        for constraint in storage.affecting where !constraint.isCollected {
            // One of the group's views ties most of its constraints itself: known without
            // loading the items (see `tiedViews`).
            let tiesView = isFree && (constraint.tiedViews.first == id || constraint.tiedViews.second == id)
            if tiesView || involvesFreeItem(constraint) || (isFitting && sizesHostOnly(constraint)) {
                constraint.isCollected = true
                constraints.append(constraint)
            }
        }
    }

    /// Finds the framed subviews the group's constraints tie, and the constraints that tie
    /// only framed views and the host (which no solved view's group takes).
    private mutating func collectFramedSubviews() {
        var candidates: [View] = []
        func gather(_ view: View) {
            for subview in view.subviews where subview.translatesFrameUnderConstraints { candidates.append(subview) }
        }
        gather(host)
        for view in joined { gather(view) }
        for view in views { gather(view) }
        if !joined.isEmpty {
            framed = joined
            pinned = Self.table(of: joined)
        }
        guard !candidates.isEmpty else { return }
        for view in candidates {
            for constraint in view.constraintStorageIfMade?.affecting ?? [] where !constraint.isCollected && judgesHere(constraint, tying: view) {
                constraint.isCollected = true
                constraints.append(constraint)
            }
        }
        var tied = IdentityMap<Bool>()
        for constraint in constraints {
            if let view = constraint.firstLayoutItem?.owningItemView { tied[ObjectIdentifier(view)] = true }
            if let view = constraint.secondLayoutItem?.owningItemView { tied[ObjectIdentifier(view)] = true }
        }
        framed += candidates.filter { tied.contains(ObjectIdentifier($0)) && !pinned.contains(ObjectIdentifier($0)) }
        pinned = Self.table(of: framed)
    }

    private static func table(of views: [View]) -> IdentityMap<Bool> {
        var table = IdentityMap<Bool>(minimumCapacity: views.count)
        for view in views { table[ObjectIdentifier(view)] = true }
        return table
    }

    /// The group a layout pass of `host` solves, or nil when it has nothing to place or check:
    /// no subview solved by constraints, no guide of its own, no framed subview a constraint ties.
    init?(layingOutUnder host: View) {
        guard host.hostsConstraintGroup || host.subviews.contains(where: { $0.translatesFrameUnderConstraints || $0.isTiedAcrossItsEdge }) else { return nil }
        self.init(host: host, mode: .layout)
        if views.isEmpty, guides.isEmpty, framed.isEmpty { return nil }
    }

    /// Whether the item's rectangle is a set of variables in this group.
    func isFree(_ item: AnyObject) -> Bool { free.contains(ObjectIdentifier(item)) }

    /// Whether the item is one of `framed`: variables held to its frame.
    func isPinned(_ item: AnyObject) -> Bool { pinned.contains(ObjectIdentifier(item)) }

    var isEmpty: Bool { views.isEmpty && guides.isEmpty && constraints.isEmpty }

    private mutating func collect(under view: View, joining: Bool) {
        for subview in view.subviews {
            // `isSolvedByConstraints`, its superview being `view`.
            if !subview.translatesAutoresizingMaskIntoConstraints, !view.placesSubview(subview) {
                (subview as? StackView)?.installArrangementConstraintsIfNeeded()
                views.append(subview)
                free[ObjectIdentifier(subview)] = true
                adoptGuides(of: subview)
                collect(under: subview, joining: joining)
            } else if joining, subview.isTiedAcrossItsEdge {
                (subview as? StackView)?.installArrangementConstraintsIfNeeded()
                joined.append(subview)
                adoptGuides(of: subview)
                collect(under: subview, joining: joining)
            }
        }
    }

    private mutating func adoptGuides(of view: View) {
        // A scroll view's content area is solved with its content (its size is `contentSize`).
        if view is ScrollView, let content = view.constraintStorageIfMade?.systemGuides[.scrollContent] {
            free[ObjectIdentifier(content)] = true
        }
        for guide in view.constraintStorageIfMade?.customGuides ?? [] {
            guides.append(guide)
            free[ObjectIdentifier(guide)] = true
        }
    }

    private func involvesFreeItem(_ constraint: LayoutConstraint) -> Bool {
        (constraint.firstItem.map(isFree) ?? false) || (constraint.secondItem.map(isFree) ?? false)
    }

    /// Whether this group checks a constraint that ties the framed `view`: not when it ties a
    /// view that constraints place (that view's group takes it), and, between two framed views
    /// of different superviews, only in the first one's superview's group.
    private func judgesHere(_ constraint: LayoutConstraint, tying view: View) -> Bool {
        let first = constraint.firstLayoutItem?.owningItemView, second = constraint.secondLayoutItem?.owningItemView
        if first?.isSolvedByConstraints == true || second?.isSolvedByConstraints == true { return false }
        return first === view || first?.translatesFrameUnderConstraints != true
    }

    /// A constraint on the host's own size (`host.width == 120`, `host.height == host.width`),
    /// which decides the host's size when it is measured.
    private func sizesHostOnly(_ constraint: LayoutConstraint) -> Bool {
        Self.sizesOnly(host, constraint)
    }

    /// Whether the constraint ties nothing but `view`'s own width and height.
    static func sizesOnly(_ view: View, _ constraint: LayoutConstraint) -> Bool {
        constraint.firstItem === view && constraint.firstAttribute.isDimension
            && (constraint.secondItem == nil || (constraint.secondItem === view && constraint.secondAttribute.isDimension))
    }
}
