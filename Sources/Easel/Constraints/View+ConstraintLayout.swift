import Foundation

extension View {
    /// Solves the group this view hosts and gives its views and guides their frames: the first
    /// step of the view's layout pass, before `layoutSubviews()`.
    func layoutConstrainedSubviews() {
        let group = isSolvedByConstraints ? nil : ConstraintGroup(layingOutUnder: self)
        guard let group else {
            constraintStorageIfMade?.layoutEngine = nil
            return
        }
        let storage = constraintStorage
        let engine = storage.layoutEngine ?? ConstraintEngine(reportsConflicts: true)
        storage.layoutEngine = engine
        let solution = engine.solve(group)
        var placed: [ObjectIdentifier: CGRect] = [:]
        for view in group.views {
            guard let rect = solution.rects[ObjectIdentifier(view)], let parent = view.superview else { continue }
            placed[ObjectIdentifier(view)] = rect
            view.frame = rect.offsetBy(dx: -origin(of: parent, in: placed).x, dy: -origin(of: parent, in: placed).y)
        }
        for guide in group.guides {
            guard let rect = solution.rects[ObjectIdentifier(guide)], let owner = guide.owningView else { continue }
            let ownerOrigin = origin(of: owner, in: placed)
            guide.solvedFrame = rect.offsetBy(dx: -ownerOrigin.x, dy: -ownerOrigin.y)
        }
        // Content tied to a scroll view's content area decides its content size.
        for view in [self] + group.views {
            guard let scroll = view as? ScrollView, let content = scroll.constraintStorageIfMade?.systemGuides[.scrollContent] else { continue }
            let number = engine.number(of: content)
            var size = scroll.contentSize
            if engine.hasVariable(.init(item: number, part: .width)) { size.width = max(0, engine.value(.init(item: number, part: .width))) }
            if engine.hasVariable(.init(item: number, part: .height)) { size.height = max(0, engine.value(.init(item: number, part: .height))) }
            scroll.contentSize = scroll.pixelGrid.align(CGRect(origin: .zero, size: size)).size
        }
    }

    /// Where `view`'s bounds origin sits in this host's bounds: the host's own coordinates are
    /// the host's bounds; a solved view's are its solved rectangle moved by its bounds origin.
    private func origin(of view: View, in placed: [ObjectIdentifier: CGRect]) -> CGPoint {
        guard view !== self, let rect = placed[ObjectIdentifier(view)] else { return .zero }
        return CGPoint(x: rect.minX - view.bounds.minX, y: rect.minY - view.bounds.minY)
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
