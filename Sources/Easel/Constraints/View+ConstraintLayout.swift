import Foundation

extension View {
    /// Solves the group this view hosts and gives its views and guides their frames: the first
    /// step of the view's layout pass, before `layoutSubviews()`.
    func layoutConstrainedSubviews() {
        if followJoinedGroup() { return }
        solveConstraintGroup()
    }

    /// For a framed view whose subviews an ancestor's group solves (a constraint crosses its
    /// edge): solves that group again if this view's frame moved since it was solved, as
    /// UIKit's engine takes a frame change, and answers true; false for any other view.
    @discardableResult
    func followJoinedGroup() -> Bool {
        guard let joined = constraintStorageIfMade?.joinedGroup else { return false }
        guard let host = joined.host, host !== self, isDescendant(of: host) else {
            constraintStorageIfMade?.joinedGroup = nil
            return false
        }
        if frame == joined.frame && bounds.origin == joined.boundsOrigin { return true }
        host.solveConstraintGroup()
        return constraintStorageIfMade?.joinedGroup != nil
    }

    /// Solves the group this view hosts and applies the frames.
    private func solveConstraintGroup() {
        let group = isSolvedByConstraints ? nil : constraintStorageIfMade?.layoutGroup ?? ConstraintGroup(layingOutUnder: self)
        let wasJoined = constraintStorageIfMade?.joinedViews ?? []
        guard let group else {
            constraintStorageIfMade?.layoutEngine = nil
            constraintStorageIfMade?.layoutGroup = nil
            leave(wasJoined, keeping: [])
            return
        }
        let storage = constraintStorage
        storage.layoutGroup = group
        let engine = storage.layoutEngine ?? ConstraintEngine(reportsConflicts: true)
        storage.layoutEngine = engine
        let solution = engine.solve(group)
        var placed: [ObjectIdentifier: CGRect] = [:]
        placed.reserveCapacity(group.views.count)
        for view in group.views {
            guard let rect = solution.rects[ObjectIdentifier(view)], let parent = view.superview else { continue }
            placed[ObjectIdentifier(view)] = rect
            let parentOrigin = origin(of: parent, in: placed)
            view.frame = rect.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
        }
        for view in group.joined {
            view.constraintStorage.joinedGroup = JoinedGroup(host: self, frame: view.frame, boundsOrigin: view.bounds.origin)
        }
        leave(wasJoined, keeping: group.joined)
        storage.joinedViews = group.joined.map { WeakView(view: $0) }
        for guide in group.guides {
            guard let rect = solution.rects[ObjectIdentifier(guide)], let owner = guide.owningView else { continue }
            let ownerOrigin = origin(of: owner, in: placed)
            guide.solvedFrame = rect.offsetBy(dx: -ownerOrigin.x, dy: -ownerOrigin.y)
        }
        // Content tied to a scroll view's content area decides its content size.
        func sizeContent(of view: View) {
            guard let scroll = view as? ScrollView, let content = scroll.constraintStorageIfMade?.systemGuides[.scrollContent] else { return }
            let number = engine.number(of: content)
            var size = scroll.contentSize
            if engine.hasVariable(.init(item: number, part: .width)) { size.width = max(0, engine.value(.init(item: number, part: .width))) }
            if engine.hasVariable(.init(item: number, part: .height)) { size.height = max(0, engine.value(.init(item: number, part: .height))) }
            scroll.contentSize = scroll.pixelGrid.align(CGRect(origin: .zero, size: size)).size
        }
        sizeContent(of: self)
        for view in group.joined { sizeContent(of: view) }
        for view in group.views { sizeContent(of: view) }
    }

    /// Forgets the groups this view and its ancestors keep: which views, guides and constraints
    /// a group holds changed here (a constraint activated or deactivated, a subview added or
    /// removed, a view's frame handed to constraints or back, a guide, a stack's arrangement).
    /// Any group that holds this view is kept by one of them, its host being an ancestor.
    func invalidateConstraintGroups() {
        var view: View? = self
        while let current = view {
            current.constraintStorageIfMade?.layoutGroup = nil
            view = current.superview
        }
    }

    /// Where `view`'s bounds origin sits in this host's bounds: the host's own coordinates are
    /// the host's bounds; a solved view's are its solved rectangle moved by its bounds origin.
    private func origin(of view: View, in placed: [ObjectIdentifier: CGRect]) -> CGPoint {
        guard view !== self else { return .zero }
        if let rect = placed[ObjectIdentifier(view)] { return CGPoint(x: rect.minX - view.bounds.minX, y: rect.minY - view.bounds.minY) }
        // A framed view the group holds to its frame: where its superview puts it.
        guard let parent = view.superview else { return .zero }
        let outer = origin(of: parent, in: placed)
        return CGPoint(x: outer.x + view.frame.minX - view.bounds.minX, y: outer.y + view.frame.minY - view.bounds.minY)
    }

    /// Framed views an earlier solve of this group placed the subviews of, and that it no
    /// longer does: they solve their own subviews again.
    private func leave(_ wasJoined: [WeakView], keeping joined: [View]) {
        for entry in wasJoined {
            guard let view = entry.view, !joined.contains(where: { $0 === view }), view.constraintStorageIfMade?.joinedGroup?.host === self else { continue }
            view.constraintStorageIfMade?.joinedGroup = nil
            view.setNeedsLayout()
        }
        if !wasJoined.isEmpty, joined.isEmpty { constraintStorageIfMade?.joinedViews = [] }
    }

    /// The size this view's constraints give it, within `target` (Easel's fitting: as small as
    /// the content allows) or by UIKit's fitting priorities, rounded up to the pixel grid.
    func constraintFittingSize(_ target: CGSize, priorities: AxisPriorities? = nil) -> CGSize {
        let storage = constraintStorage
        // A view with nothing inside for constraints to place is sized by its own width and
        // height constraints alone: while they, its fixed lengths and the question stay, so
        // does the answer (a stack's rows ask each arranged view on every pass).
        let leafQuestion = subviews.isEmpty && storage.customGuides.isEmpty && !(self is StackView) && !(self is ScrollView)
            ? LeafFittingQuestion(view: self, target: target, priorities: priorities) : nil
        if let leafQuestion, let answer = storage.leafFitting, answer.question == leafQuestion { return answer.size }
        let engine = storage.fittingEngine ?? ConstraintEngine(reportsConflicts: false)
        storage.fittingEngine = engine
        let solution = engine.solve(ConstraintGroup(host: self, mode: .fitting(target: target, priorities: priorities)))
        let size = pixelGrid.ceil(CGSize(width: max(0, solution.hostSize.width), height: max(0, solution.hostSize.height)))
        storage.leafFitting = leafQuestion.map { ($0, size) }
        return size
    }
}

/// The group that solves a framed view's subviews with its superview's (a constraint crosses the
/// framed view's edge), and the frame that solve held it to. A class: every layout pass asks
/// each subview whether it has one, and a struct with a weak reference is copied to be asked.
final class JoinedGroup {
    weak var host: View?
    let frame: CGRect
    let boundsOrigin: CGPoint

    init(host: View, frame: CGRect, boundsOrigin: CGPoint) {
        self.host = host
        self.frame = frame
        self.boundsOrigin = boundsOrigin
    }
}

/// A view held weakly (a list of views a host's solve placed, which must not keep them alive).
struct WeakView {
    weak var view: View?
}

/// Everything a view with no subviews and no guides of its own is fitted from: the size asked
/// for, the fitting priorities, its fixed lengths, its pixel grid and the constraints on its own
/// width and height (with their constants and priorities, the parts of a constraint that change).
struct LeafFittingQuestion: Equatable {
    struct Term: Equatable {
        let constraint: LayoutConstraint
        let constant: CGFloat
        let priority: LayoutPriority

        static func == (a: Term, b: Term) -> Bool {
            a.constraint === b.constraint && a.constant == b.constant && a.priority == b.priority
        }
    }

    let target: CGSize
    let priorities: AxisPriorities?
    let fixedWidth, fixedHeight: CGFloat?
    let scale: CGFloat
    let terms: [Term]

    init(view: View, target: CGSize, priorities: AxisPriorities?) {
        self.target = target
        self.priorities = priorities
        fixedWidth = view.fixedWidth
        fixedHeight = view.fixedHeight
        scale = view.pixelGrid.scale
        terms = (view.constraintStorageIfMade?.affecting ?? []).compactMap { constraint in
            ConstraintGroup.sizesOnly(view, constraint) ? Term(constraint: constraint, constant: constraint.constant, priority: constraint.priority) : nil
        }
    }
}
