import Foundation

extension ConstraintEngine {
    /// What a solve found: each solved item's rectangle in the host's bounds (unrounded), and the
    /// host's size.
    struct Solution {
        var rects = IdentityMap<CGRect>()
        var hostSize = CGSize.zero
    }

    /// Solves the group. Intrinsic sizes take part with their hugging and compression
    /// resistance; then, as Auto Layout does for wrapping labels, each view whose height follows
    /// its width is measured again at its solved width and the group solved again (and baselines
    /// moved to where the solved heights put them), until nothing changes (at most five passes).
    func solve(_ group: ConstraintGroup) -> Solution {
        Self.$isMeasuringPlacedViews.withValue(true) {
            var pass = SolvePass(engine: self, group: group)
            for _ in 0..<5 {
                update(to: pass.rows())
                guard pass.remeasure() else { break }
            }
            return pass.solution()
        }
    }

    /// Whether the engine is measuring the views it places, on this thread: while it solves, and
    /// while a stack view makes its constraints (see `View.fitsByConstraints`).
    @TaskLocal static var isMeasuringPlacedViews = false
}

/// The rows of one group and the measurements that change between its passes.
private struct SolvePass {
    let engine: ConstraintEngine
    let group: ConstraintGroup
    let host: View
    let isRightToLeft: Bool
    /// The host's pixels per point, which solved edges are rounded to.
    let pixelScale: Double
    /// Intrinsic sizes, asked once per solve.
    var intrinsic = IdentityMap<CGSize>()
    /// Heights measured at the solved widths (height for width).
    var measuredHeights = IdentityMap<CGFloat>()
    /// Widths of wrapping text narrowed across a column, measured at the solved width.
    var measuredWidths = IdentityMap<CGFloat>()
    /// The sizes baselines and margins are computed at: intrinsic first, then solved.
    var sizes = IdentityMap<CGSize>()
    /// Views whose baselines some constraint uses.
    var baselineViews = IdentityMap<Bool>()
    /// Arranged views with no intrinsic size whose height follows the width they get (a table
    /// that does not scroll): measured at a width, then again at their solved width.
    var heightFollowsWidth = IdentityMap<Bool>()
    /// Arranged views of one stack, tied on compression resistance, that the stack squeezes:
    /// they give up length in proportion to their natural lengths (see `squeezeRows`).
    var squeezed: [[View]] = []
    /// Each view's coordinate space in the host's bounds, found once a solve (see `origin(of:)`).
    private let origins = OriginForms()
    /// The views' solved rectangles (in `group.views` order) as the last `remeasure()` read
    /// them: nothing solves between it and `solution()`, which takes them.
    private var remeasuredRects: [CGRect] = []

    /// Where a view's coordinate space sits in the host's bounds, by view.
    private final class OriginForms {
        // Used by one pass alone: no run-time exclusivity check (see `ConstraintEngine`).
        @exclusivity(unchecked) var known = IdentityMap<Origin>()
        /// Each item's rectangle in the host's bounds, as forms.
        @exclusivity(unchecked) var rects = IdentityMap<RectForm>()
        /// Solved positions of views' bounds origins in the host's bounds, for one reading of
        /// the solution (emptied before each).
        @exclusivity(unchecked) var values = IdentityMap<CGPoint>()
        /// Whether some view of the group has a bounds origin other than zero (a scrolled scroll
        /// view): rarely, so the question of which rows depend on one is mostly never asked.
        var anyScrolled = false
        /// Each item's attributes as forms (by item and attribute), for one making of the rows:
        /// a stack's canvas edges and margins are named by a constraint of every arranged view,
        /// and made once.
        @exclusivity(unchecked) var attributes = IdentityMap<LinearForm>()
        /// Each view's place in the tree, as `viewsForm` reads it (see `Node`).
        @exclusivity(unchecked) var nodes = IdentityMap<Node>()
        /// Room for the two sides of a constraint between views, reused for every one.
        @exclusivity(unchecked) var firstSide = TermBuffer()
        @exclusivity(unchecked) var secondSide = TermBuffer()
    }

    /// A view's place in the tree, read once a solve: walking superviews by these costs no weak
    /// load and no reference counting, which every step up a view's `superview` does.
    private struct Node {
        /// The superview, nil at the root.
        var parent: ObjectIdentifier?
        /// How many superviews are above it.
        var depth: Int
        /// Whether the group solves the view (free or pinned) and it is not the host.
        var isSolved: Bool
        /// The engine's number, once `numberAsRect` or `numberAsOrigin` has given it (-1 before).
        var number = -1
        /// Which of the two has numbered the view (bit 0: as a rectangle, bit 1: as an origin).
        var numbered: UInt8 = 0
    }

    /// Terms written over the same storage again and again: emptied by forgetting its count.
    private struct TermBuffer {
        private(set) var terms: [LinearForm.Term] = []
        private(set) var count = 0

        mutating func removeAll() { count = 0 }

        mutating func append(_ term: LinearForm.Term) {
            if count < terms.count { terms[count] = term } else { terms.append(term) }
            count += 1
        }

        /// Sorts the terms by key, by insertion: a side holds a handful.
        mutating func sort() {
            guard count > 1 else { return }
            for index in 1 ..< count {
                let term = terms[index]
                var slot = index
                while slot > 0, term.key < terms[slot - 1].key {
                    terms[slot] = terms[slot - 1]
                    slot -= 1
                }
                terms[slot] = term
            }
        }
    }


    /// The point (0, 0) of a view's bounds in the host's bounds, as forms over the group's
    /// variables; `isScrolled` when a view on the way from the host has a bounds origin other
    /// than zero (a row made with it then depends on that origin).
    private struct Origin {
        var x, y: LinearForm
        var isScrolled: Bool
    }

    init(engine: ConstraintEngine, group: ConstraintGroup) {
        self.engine = engine
        self.group = group
        host = group.host
        pixelScale = Double(group.host.pixelGrid.scale)
        isRightToLeft = group.host.isRightToLeft
        origins.anyScrolled = group.views.contains { $0.bounds.origin != .zero } || group.framed.contains { $0.bounds.origin != .zero }
        // Tables that take an entry for every view of each pass, made that large at once.
        intrinsic.reserveCapacity(group.views.count)
        sizes.reserveCapacity(group.views.count)
        origins.values.reserveCapacity(group.views.count + group.framed.count + 1)
        for view in group.views {
            let arranged = view.isArrangedInStack
            var size = arranged || view is StackView ? view.engineIntrinsicSize : view.intrinsicContentSize
            if arranged, size.height < 0, !(view is StackView), !view.subviews.contains(where: \.isSolvedByConstraints) {
                let width = view.bounds.width > 0 ? view.bounds.width : group.host.bounds.width
                let height = view.systemLayoutSizeFitting(CGSize(width: width, height: .greatestFiniteMagnitude)).height
                if width > 0, height > 0, height < 1e12 {
                    size.height = height
                    heightFollowsWidth[ObjectIdentifier(view)] = true
                }
            }
            intrinsic[ObjectIdentifier(view)] = size
            sizes[ObjectIdentifier(view)] = CGSize(width: size.width >= 0 ? size.width : view.bounds.width, height: size.height >= 0 ? size.height : view.bounds.height)
        }
        for constraint in group.constraints {
            if constraint.firstAttribute == .firstBaseline || constraint.firstAttribute == .lastBaseline, let item = constraint.firstItem {
                baselineViews[ObjectIdentifier(item)] = true
            }
            if constraint.secondAttribute == .firstBaseline || constraint.secondAttribute == .lastBaseline, let item = constraint.secondItem {
                baselineViews[ObjectIdentifier(item)] = true
            }
        }
    }

    // MARK: Rows

    func rows() -> [ConstraintEngine.Row] {
        var rows: [ConstraintEngine.Row] = []
        let hostNumber = engine.number(of: host)
        let width = LinearForm(.init(item: hostNumber, part: .width)), height = LinearForm(.init(item: hostNumber, part: .height))
        switch group.mode {
        case .layout:
            let bounds = host.bounds.size
            rows.append(.init(.hostWidth, width + -Double(bounds.width), .equal, .required, of: host) { "\($0).width == \(LayoutConstraint.format(bounds.width)) (its frame)" })
            rows.append(.init(.hostHeight, height + -Double(bounds.height), .equal, .required, of: host) { "\($0).height == \(LayoutConstraint.format(bounds.height)) (its frame)" })
        case let .fitting(target, priorities):
            if let priorities {
                rows.append(.init(.hostWidth, width + -Double(target.width), .equal, priorities.horizontal))
                rows.append(.init(.hostHeight, height + -Double(target.height), .equal, priorities.vertical))
            } else {
                // A zero target is `layoutFittingCompressedSize`: as small as the content allows,
                // not squeezed to nothing.
                if target.width.isFinite, target.width > 0, target.width < 1e12 { rows.append(.init(.hostMaxWidth, width + -Double(target.width), .lessThanOrEqual, .required - 1)) }
                if target.height.isFinite, target.height > 0, target.height < 1e12 { rows.append(.init(.hostMaxHeight, height + -Double(target.height), .lessThanOrEqual, .required - 1)) }
                rows.append(.init(.hostWidth, width, .equal, .fittingSizeLevel))
                rows.append(.init(.hostHeight, height, .equal, .fittingSizeLevel))
            }
            rows.append(.init(.hostMinWidth, width, .greaterThanOrEqual, .required, of: host) { "\($0).width >= 0" })
            rows.append(.init(.hostMinHeight, height, .greaterThanOrEqual, .required, of: host) { "\($0).height >= 0" })
            if let fixedWidth = host.fixedWidth { rows.append(.init(.fixedWidth(hostNumber), width + -Double(fixedWidth), .equal, .required, of: host) { "\($0).width == \(fixedWidth) (fixedWidth)" }) }
            if let fixedHeight = host.fixedHeight { rows.append(.init(.fixedHeight(hostNumber), height + -Double(fixedHeight), .equal, .required, of: host) { "\($0).height == \(fixedHeight) (fixedHeight)" }) }
        }
        for view in group.framed {
            rows += frameRows(for: view)
        }
        let pass = engine.beginPass()
        // Margins and baselines follow the sizes, which change between the makings of the rows.
        origins.attributes.removeAll(keepingCapacity: true)
        // A first pass caches a row for most constraints and the size rows of most views.
        if engine.cachedRows.isEmpty { engine.cachedRows.reserveCapacity(group.constraints.count) }
        if engine.cachedSizeRows.isEmpty { engine.cachedSizeRows.reserveCapacity(group.views.count) }
        let hostOrigin = host.bounds.origin
        var cached = 0
        let anyCached = !engine.cachedRows.isEmpty
        if !anyCached {
            // A first pass numbers nearly every view; it makes the forms of nearly every item
            // only when some view is scrolled (else most rows come from `viewsForm`).
            let items = group.views.count + group.guides.count + group.framed.count + 1
            origins.nodes.reserveCapacity(items)
            if origins.anyScrolled {
                origins.known.reserveCapacity(items)
                origins.rects.reserveCapacity(items)
                origins.attributes.reserveCapacity(items)
            }
        }
        // The same group as the last pass (no view, guide or constraint joined or left) and no
        // scrolled view: a cached row between views' edges, sizes and centres stays right while
        // its constraint's constant and priority stay, so it is taken without even loading the
        // constraint's items (an edit of one constant then touches little else).
        let reusesPlainRows = anyCached && engine.isSameGroup(group.constraints) && !origins.anyScrolled
        var guideInsets: [GuideInsetsKey: EdgeInsets] = [:]
        for constraint in group.constraints {
            if reusesPlainRows, let entry = engine.cachedRows[ObjectIdentifier(constraint)], entry.isPlain, entry.constraint === constraint,
               entry.constant == constraint.constant, entry.priority == constraint.priority, entry.isRightToLeft == isRightToLeft, entry.hostOrigin == hostOrigin {
                entry.pass = pass
                cached += 1
                if let row = entry.row { rows.append(row) }
                continue
            }
            let id = ObjectIdentifier(constraint)
            if let (first, second) = plainItems(of: constraint) {
                let firstInsets = plainInsets(first, constraint.firstAttribute, known: &guideInsets)
                let secondInsets = second.map { plainInsets($0, constraint.secondAttribute, known: &guideInsets) } ?? .zero
                if anyCached, let entry = engine.cachedRows[id], entry.constraint === constraint, entry.constant == constraint.constant, entry.priority == constraint.priority,
                   entry.isRightToLeft == isRightToLeft, entry.hostOrigin == hostOrigin, entry.insets.0 == firstInsets, entry.insets.1 == secondInsets {
                    entry.pass = pass
                    cached += 1
                    if let row = entry.row { rows.append(row) }
                    continue
                }
                if let form = viewsForm(constraint, first, second, insets: (firstInsets, secondInsets)) {
                    let row = form.isConstant ? nil : ConstraintEngine.Row(.constraint(id), form, constraint.relation.solverOperator, constraint.priority, constraint: constraint)
                    let isPlain = first.guide == nil && second?.guide == nil
                        && !constraint.firstAttribute.isMarginRelative && !constraint.secondAttribute.isMarginRelative
                    engine.cachedRows[id] = .init(constraint: constraint, row: row, constant: constraint.constant, priority: constraint.priority, isRightToLeft: isRightToLeft, hostOrigin: hostOrigin,
                                                  insets: (firstInsets, secondInsets), isPlain: isPlain, pass: pass)
                    cached += 1
                    if let row { rows.append(row) }
                    continue
                }
            }
            guard var first = constraint.firstLayoutItem else { continue }
            var second = constraint.secondLayoutItem
            let firstInsets = formInsets(first, constraint.firstAttribute, known: &guideInsets)
            let secondInsets = second.map { formInsets($0, constraint.secondAttribute, known: &guideInsets) } ?? .some(.zero)
            let isCacheable = firstInsets != nil && secondInsets != nil
            if isCacheable, anyCached, let entry = engine.cachedRows[id], entry.constraint === constraint, entry.constant == constraint.constant, entry.priority == constraint.priority,
               entry.isRightToLeft == isRightToLeft, entry.hostOrigin == hostOrigin, entry.insets.0 == firstInsets, entry.insets.1 == secondInsets {
                entry.pass = pass
                cached += 1
                if let row = entry.row { rows.append(row) }
                continue
            }
            // A scroll view's edges, to its own content, are its content area's edges.
            if let scroll = first as? ScrollView, constraint.firstAttribute.attachesToScrollContent, let other = second?.owningItemView, other !== scroll, other.isDescendant(of: scroll) {
                first = scroll.contentLayoutGuide
            }
            if let scroll = second as? ScrollView, constraint.secondAttribute.attachesToScrollContent, let other = first.owningItemView, other !== scroll, other.isDescendant(of: scroll) {
                second = scroll.contentLayoutGuide
            }
            var form = knownAttributeForm(first, constraint.firstAttribute) + -Double(constraint.constant)
            if let second, constraint.secondAttribute != .notAnAttribute {
                form.subtract(knownAttributeForm(second, constraint.secondAttribute), times: Double(constraint.multiplier))
            }
            let row = form.isConstant ? nil : ConstraintEngine.Row(.constraint(id), form, constraint.relation.solverOperator, constraint.priority, constraint: constraint)
            if isCacheable {
                // Between views (not guides), and not their margins: its form is made of their
                // variables alone while the group stays.
                let isPlain = first is View && (second == nil || second is View)
                    && !constraint.firstAttribute.isMarginRelative && !constraint.secondAttribute.isMarginRelative
                engine.cachedRows[id] = .init(constraint: constraint, row: row, constant: constraint.constant, priority: constraint.priority, isRightToLeft: isRightToLeft, hostOrigin: hostOrigin,
                                              insets: (firstInsets!, secondInsets!), isPlain: isPlain, pass: pass)
                cached += 1
            }
            if let row { rows.append(row) }
        }
        for view in group.views {
            rows += sizeRows(for: view)
        }
        rows += squeezeRows()
        engine.sweepCachedRows(used: cached, views: group.views)
        engine.rememberGroup(group.constraints)
        return rows
    }

    /// A solved view's fixed lengths (required) or intrinsic lengths (with hugging and
    /// compression resistance), as Auto Layout adds them.
    private func sizeRows(for view: View) -> [ConstraintEngine.Row] {
        let id = ObjectIdentifier(view)
        var natural = intrinsic[id] ?? .zero
        if let measured = measuredHeights[id] { natural.height = measured }
        if let measured = measuredWidths[id] { natural.width = measured }
        guard natural.width >= 0 || natural.height >= 0 || view.fixedWidth != nil || view.fixedHeight != nil else { return [] }
        let horizontal = huggingPriority(of: view, along: .horizontal), vertical = huggingPriority(of: view, along: .vertical)
        let inputs = ConstraintEngine.SizeInputs(fixedWidth: view.fixedWidth, fixedHeight: view.fixedHeight, natural: natural,
                                                 hugging: AxisPriorities(horizontal: horizontal.0, vertical: vertical.0), huggingWeight: (horizontal.1, vertical.1),
                                                 resistance: view.compressionResistancePriority)
        if let cached = engine.cachedSizeRows[id], cached.inputs == inputs { return cached.rows }
        let rows = makeSizeRows(for: view, inputs)
        engine.cachedSizeRows[id] = (inputs, rows)
        return rows
    }

    private func makeSizeRows(for view: View, _ inputs: ConstraintEngine.SizeInputs) -> [ConstraintEngine.Row] {
        let number = engine.number(of: view)
        var rows: [ConstraintEngine.Row] = []
        let natural = inputs.natural
        for axis in Axis.allCases {
            let length = LinearForm(.init(item: number, part: axis == .horizontal ? .width : .height))
            let name = axis == .horizontal ? "width" : "height"
            if let fixed = axis == .horizontal ? view.fixedWidth : view.fixedHeight {
                rows.append(.init(axis == .horizontal ? .fixedWidth(number) : .fixedHeight(number), length + -Double(fixed), .equal, .required, of: view) {
                    "\($0).\(name) == \(LayoutConstraint.format(fixed)) (fixed\(axis == .horizontal ? "Width" : "Height"))"
                })
                continue
            }
            let target = axis == .horizontal ? natural.width : natural.height
            guard target >= 0 else { continue }
            let hugging = inputs.hugging[axis], resistance = inputs.resistance[axis]
            let weight = axis == .horizontal ? inputs.huggingWeight.horizontal : inputs.huggingWeight.vertical
            rows.append(.init(.hugging(number, axis), length + -Double(target), .lessThanOrEqual, hugging, weight: weight, of: view) {
                "\($0).\(name) <= \(LayoutConstraint.format(target)) (content hugging @\(hugging.rawValue))"
            })
            rows.append(.init(.resistance(number, axis), length + -Double(target), .greaterThanOrEqual, resistance, of: view) {
                "\($0).\(name) >= \(LayoutConstraint.format(target)) (compression resistance @\(resistance.rawValue))"
            })
        }
        return rows
    }

    /// How hard a view hugs along `axis`, and how much its error weighs. Two choices where
    /// UIKit leaves equal priorities ambiguous, both as `StackArrangement` makes them:
    /// - between arranged views of a filling stack that hug equally, the spare length goes to
    ///   the first (its hugging weighs a little less than the next one's);
    /// - across a stack that fills its cross axis, the arranged views stretch together with the
    ///   stack, so together they hug as the stack does (at most its priority, once), not once each.
    private func huggingPriority(of view: View, along axis: Axis) -> (LayoutPriority, Double) {
        let own = view.contentHuggingPriority[axis]
        guard let stack = view.superview as? StackView, let index = stack.arrangedSubviews.firstIndex(where: { $0 === view }) else { return (own, 1) }
        if stack.axis == axis {
            return (own, stack.distribution == .fill ? 1 + Double(index) * 1e-3 : 1)
        }
        guard stack.alignment == .fill else { return (own, 1) }
        let visible = max(1, stack.arrangedSubviews.count { !$0.isHidden })
        return (min(own, stack.contentHuggingPriority[axis]), 1 / Double(visible))
    }

    /// Views tied on compression resistance in a stack too short for them each give up length
    /// in proportion to their own, so two equal labels both wrap instead of one being squeezed
    /// to a letter. UIKit leaves the split ambiguous; `StackArrangement` makes the same choice.
    /// Held at the views' resistance priority, where it costs nothing else: however the
    /// shortfall is split, the resistance errors add up to the same.
    private func squeezeRows() -> [ConstraintEngine.Row] {
        var rows: [ConstraintEngine.Row] = []
        for tied in squeezed {
            for (a, b) in zip(tied, tied.dropFirst()) {
                guard let stack = a.superview as? StackView else { continue }
                let axis = stack.axis
                let part: LinearForm.VariableKey.Part = axis == .horizontal ? .width : .height
                let na = naturalLength(of: a, along: axis), nb = naturalLength(of: b, along: axis)
                let (ia, ib) = (engine.number(of: a), engine.number(of: b))
                let form = LinearForm(.init(item: ia, part: part)) * (1 / na) - LinearForm(.init(item: ib, part: part)) * (1 / nb)
                rows.append(.init(.squeeze(ia, ib), form, .equal, a.compressionResistancePriority[axis], of: a) { "\($0) squeezed in proportion (stack)" })
            }
        }
        return rows
    }

    private func naturalLength(of view: View, along axis: Axis) -> Double {
        let size = intrinsic[ObjectIdentifier(view)] ?? .zero
        return Double(axis == .horizontal ? size.width : size.height)
    }

    /// The stacks' tie groups that the last solve squeezed, not yet held in proportion.
    private func newlySqueezed() -> [[View]] {
        var found: [[View]] = []
        // Loops, not closures: a closure that calls this pass's methods copies the whole pass.
        for index in -1 ..< group.views.count {
            guard let stack = (index < 0 ? host : group.views[index]) as? StackView,
                  stack.distribution == .fill || stack.distribution == .equalSpacing || stack.distribution == .equalCentering else { continue }
            let axis = stack.axis
            // Most stacks hold fewer than two views with a natural length along the axis: found
            // by identity, without retaining each view (a view's retain is a slow one).
            // The table alone goes into the closure: one calling this pass's methods would copy the pass.
            let intrinsic = self.intrinsic
            let lengthy = stack.arrangedSubviews.withUnsafeBufferPointer { views in
                views.reduce(0) { count, view in
                    let size = intrinsic[ObjectIdentifier(view)] ?? .zero
                    return (axis == .horizontal ? size.width : size.height) > 0 ? count + 1 : count
                }
            }
            guard lengthy > 1 else { continue }
            var candidates: [View] = []
            for arranged in stack.arrangedSubviews where !arranged.isHidden && !arranged.compressionResistancePriority[axis].isRequired
                && !arranged.hasFixedLength(along: axis) && naturalLength(of: arranged, along: axis) > 0 {
                candidates.append(arranged)
            }
            guard candidates.count > 1 else { continue }
            for level in Set(candidates.map { $0.compressionResistancePriority[axis] }) {
                let tied = candidates.filter { $0.compressionResistancePriority[axis] == level }
                guard tied.count > 1, !squeezed.contains(where: { $0.first === tied.first }) else { continue }
                // The solved length itself, not the frame: where equal priorities let the solver
                // give all the shortfall to one view, that view's length can come out negative,
                // which its frame reads as a positive length (a width of -190 as 190).
                let part: LinearForm.VariableKey.Part = axis == .horizontal ? .width : .height
                var isSqueezed = false
                for view in tied where engine.value(.init(item: engine.number(of: view), part: part)) < naturalLength(of: view, along: axis) - 0.5 {
                    isSqueezed = true
                }
                if isSqueezed { found.append(tied) }
            }
        }
        return found
    }

    /// A framed view's frame as UIKit turns it into constraints (a fixed mask, `h=--& v=--&`):
    /// required, its position relative to its superview's and its size, named as UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`s are.
    private func frameRows(for view: View) -> [ConstraintEngine.Row] {
        guard let parent = view.superview else { return [] }
        let number = engine.number(of: view), mine = variables(of: view)
        let inParent = view.convert(view.bounds, to: parent), frame = view.frame
        let held: [(LinearForm, LinearForm, String, CGFloat)] = [
            (mine.x, LinearForm(constant: Double(inParent.minX)), "minX", frame.minX),
            (mine.y, LinearForm(constant: Double(inParent.minY)), "minY", frame.minY),
            (mine.width, LinearForm(constant: Double(inParent.width)), "width", frame.width),
            (mine.height, LinearForm(constant: Double(inParent.height)), "height", frame.height),
        ]
        return zip(LinearForm.VariableKey.Part.allCases, held).map { part, entry in
            ConstraintEngine.Row(.translatedFrame(number, part: part), entry.0 - entry.1, .equal, .required, of: view) {
                "NSAutoresizingMaskLayoutConstraint h=--& v=--& \($0).\(entry.2) == \(LayoutConstraint.format(entry.3))"
            }
        }
    }

    // MARK: Constraints between views

    /// A view the group solves, or one of its system guides (its rectangle inset by the guide's
    /// insets), as a constraint between views names it.
    private struct PlainItem {
        /// Borrowed, never retained (a view's retain and release are slow ones): the group
        /// holds every view it solves or pins while its rows are made.
        let borrowed: Unmanaged<View>
        let guide: LayoutGuide.Kind?

        init(view: View, guide: LayoutGuide.Kind?) {
            borrowed = Unmanaged.passUnretained(view)
            self.guide = guide
        }

        var id: ObjectIdentifier { borrowed._withUnsafeGuaranteedRef { ObjectIdentifier($0) } }
    }

    /// The items of a constraint that ties views the group solves or their system guides (not
    /// the host, a scroll view, a custom guide or a baseline) while no view of the group is
    /// scrolled: the common case, whose form `viewsForm` makes without the forms of each item
    /// in the host's bounds.
    private func plainItems(of constraint: LayoutConstraint) -> (PlainItem, PlainItem?)? {
        guard !origins.anyScrolled else { return nil }
        // Items that are views are read by identity, without a weak load; guides are loaded.
        let first: PlainItem
        if let view = constraint.firstTiedView {
            guard let item = plainView(view, constraint.firstAttribute) else { return nil }
            first = item
        } else {
            guard let item = plainItem(constraint.firstItem, constraint.firstAttribute) else { return nil }
            first = item
        }
        if let view = constraint.secondTiedView {
            guard let second = plainView(view, constraint.secondAttribute) else { return nil }
            return (first, second)
        }
        guard constraint.secondAttribute != .notAnAttribute, let item = constraint.secondItem else { return (first, nil) }
        guard let second = plainItem(item, constraint.secondAttribute) else { return nil }
        return (first, second)
    }

    private func plainView(_ view: Unmanaged<View>, _ attribute: LayoutConstraint.Attribute) -> PlainItem? {
        guard attribute != .notAnAttribute, attribute != .firstBaseline, attribute != .lastBaseline else { return nil }
        return view._withUnsafeGuaranteedRef { isPlainView($0) ? PlainItem(view: $0, guide: nil) : nil }
    }

    private func plainItem(_ item: AnyObject?, _ attribute: LayoutConstraint.Attribute) -> PlainItem? {
        guard attribute != .notAnAttribute, attribute != .firstBaseline, attribute != .lastBaseline else { return nil }
        if let view = item as? View {
            return isPlainView(view) ? PlainItem(view: view, guide: nil) : nil
        }
        guard let guide = item as? LayoutGuide, !attribute.isMarginRelative, let owner = guide.owningView, isPlainView(owner) else { return nil }
        switch guide.kind {
        case .safeArea, .layoutMargins, .readableContent, .scrollFrame: return PlainItem(view: owner, guide: guide.kind)
        case .custom, .scrollContent: return nil
        }
    }

    private func isPlainView(_ view: View) -> Bool {
        view !== host && !(view is ScrollView) && (group.isFree(view) || group.isPinned(view))
    }

    /// `formInsets` of such an item: a guide's insets, a view's margins for a margin attribute,
    /// none otherwise.
    private func plainInsets(_ item: PlainItem, _ attribute: LayoutConstraint.Attribute, known: inout [GuideInsetsKey: EdgeInsets]) -> EdgeInsets {
        guard let kind = item.guide ?? (attribute.isMarginRelative ? .layoutMargins : nil) else { return .zero }
        let key = GuideInsetsKey(view: item.id, kind: kind)
        if let found = known[key] { return found }
        let found = item.borrowed._withUnsafeGuaranteedRef { $0.guideInsets(kind, size: size(of: $0)) }
        known[key] = found
        return found
    }

    /// The form `knownAttributeForm(first) - constant - knownAttributeForm(second) × multiplier`
    /// would give, term for term and bit for bit, for a constraint `plainItems` accepts, made
    /// without them: an item's position in the host's bounds is the sum of its own and its
    /// superviews' offsets (every bounds origin being zero), and where both sides hold the
    /// offsets above the views' nearest common ancestor with opposite coefficients those cancel
    /// to nothing, so they are left out. Two siblings' row is then made from their own variables
    /// alone, in one array. Nil when a superview on the way is not the group's (the caller then
    /// makes the forms as usual).
    private func viewsForm(_ constraint: LayoutConstraint, _ first: PlainItem, _ second: PlainItem?, insets: (EdgeInsets, EdgeInsets)) -> LinearForm? {
        // The items' numbers, given in the order making their forms would give them.
        // (Their nodes as numbered: numbering may mark them again later, but leaves the number,
        // superview, depth and whether the group solves them, which is all `side` reads.)
        let firstNode = first.borrowed._withUnsafeGuaranteedRef { numberAsRect($0) }
        let secondNode = second.map { item in item.borrowed._withUnsafeGuaranteedRef { numberAsRect($0) } }
        let multiplier = Double(constraint.multiplier)
        let firstShape = AttributeShape(constraint.firstAttribute, isRightToLeft: isRightToLeft)
        let secondShape = second != nil && multiplier != 0 ? AttributeShape(constraint.secondAttribute, isRightToLeft: isRightToLeft) : nil
        // Where the sides' offsets start: above `base` they cancel exactly (a coefficient plus its
        // negation is zero, and every offset's constant is zero), else all the way from the host.
        var base = ObjectIdentifier(host)
        if let secondShape, let second, let secondNode, firstShape.positionSign != 0, firstShape.isHorizontal == secondShape.isHorizontal,
           firstShape.positionSign + -(secondShape.positionSign * multiplier) == 0,
           let common = nearestCommonAncestor(first.id, firstNode, second.id, secondNode) {
            base = common
        }
        origins.firstSide.removeAll()
        guard let firstConstant = side(first.id, firstNode, firstShape, base: base, insets: insets.0, into: &origins.firstSide) else { return nil }
        var constant = firstConstant + -Double(constraint.constant)
        origins.secondSide.removeAll()
        if let secondShape, let second, let secondNode {
            guard let secondConstant = side(second.id, secondNode, secondShape, base: base, insets: insets.1, into: &origins.secondSide) else { return nil }
            constant += -(secondConstant * multiplier)
        }
        origins.firstSide.sort()
        origins.secondSide.sort()
        return LinearForm(sorted: Self.merge(origins.firstSide, minus: origins.secondSide, times: multiplier), constant: constant)
    }

    /// What an attribute reads of a rectangle `(x, y, width, height)`: which axis, whether the
    /// position (and with which sign: leading and trailing flip in right-to-left layouts), and
    /// how much of the length.
    private struct AttributeShape {
        var isHorizontal = true
        var positionSign = 0.0
        var lengthFactor = 0.0
        var isFlipped = false

        init(_ attribute: LayoutConstraint.Attribute, isRightToLeft: Bool) {
            switch attribute {
            case .left, .leftMargin: positionSign = 1
            case .right, .rightMargin: (positionSign, lengthFactor) = (1, 1)
            case .centerX, .centerXWithinMargins: (positionSign, lengthFactor) = (1, 0.5)
            case .leading, .leadingMargin: (positionSign, lengthFactor, isFlipped) = isRightToLeft ? (-1, 1, true) : (1, 0, false)
            case .trailing, .trailingMargin: (positionSign, lengthFactor, isFlipped) = isRightToLeft ? (-1, 0, true) : (1, 1, false)
            case .width: lengthFactor = 1
            case .top, .topMargin: (isHorizontal, positionSign) = (false, 1)
            case .bottom, .bottomMargin: (isHorizontal, positionSign, lengthFactor) = (false, 1, 1)
            case .centerY, .centerYWithinMargins: (isHorizontal, positionSign, lengthFactor) = (false, 1, 0.5)
            case .height: (isHorizontal, lengthFactor) = (false, 1)
            case .firstBaseline, .lastBaseline, .notAnAttribute: break
            }
        }
    }

    /// Appends one side's terms (unsorted) for an attribute of `view`'s (node `own`) rectangle inset by
    /// `insets`, its offsets counted from `base`, and returns its constant, computed in the very
    /// steps `attributeForm` takes (a rectangle's x and width, inset, then summed, halved or
    /// negated; with no insets those steps give the same zero); nil when the way up to `base`
    /// leaves the group's views.
    private func side(_ view: ObjectIdentifier, _ own: Node, _ shape: AttributeShape, base: ObjectIdentifier, insets: EdgeInsets, into terms: inout TermBuffer) -> Double? {
        let coefficient = shape.isFlipped ? 1 * -1.0 : 1
        guard own.number >= 0 else { return nil }
        if shape.positionSign != 0 {
            let position: LinearForm.VariableKey.Part = shape.isHorizontal ? .x : .y
            var (step, stepNode) = (view, own)
            while step != base {
                guard stepNode.isSolved, stepNode.number >= 0, let parent = stepNode.parent, let parentNode = origins.nodes[parent] else { return nil }
                terms.append(.init(key: .init(item: stepNode.number, part: position), coefficient: coefficient))
                (step, stepNode) = (parent, parentNode)
            }
        }
        if shape.lengthFactor != 0 {
            let length: LinearForm.VariableKey.Part = shape.isHorizontal ? .width : .height
            terms.append(.init(key: .init(item: own.number, part: length), coefficient: shape.isFlipped ? coefficient : 1 * shape.lengthFactor))
        }
        // The inset rectangle's position and length constants.
        let start = 0.0 + Double(shape.isHorizontal ? insets.left : insets.top)
        let length = 0.0 + -Double(shape.isHorizontal ? insets.horizontal : insets.vertical)
        switch (shape.positionSign, shape.lengthFactor, shape.isFlipped) {
        case (0, _, _): return length
        case (_, 0, false): return start
        case (_, 0, true): return start * -1
        case (_, 0.5, _): return start + length * 0.5
        case (_, _, false): return start + length
        case (_, _, true): return (start + length) * -1
        }
    }

    /// The deepest view that is `a` (node `aNode`) or one of its superviews and `b` or one of
    /// its superviews.
    private func nearestCommonAncestor(_ a: ObjectIdentifier, _ aNode: Node, _ b: ObjectIdentifier, _ bNode: Node) -> ObjectIdentifier? {
        var (x, y) = (a, b)
        if x == y { return x }
        var (xNode, yNode) = (aNode, bNode)
        while xNode.depth > yNode.depth {
            guard let parent = xNode.parent, let parentNode = origins.nodes[parent] else { return nil }
            (x, xNode) = (parent, parentNode)
        }
        while yNode.depth > xNode.depth {
            guard let parent = yNode.parent, let parentNode = origins.nodes[parent] else { return nil }
            (y, yNode) = (parent, parentNode)
        }
        while x != y {
            guard let xParent = xNode.parent, let yParent = yNode.parent, let xParentNode = origins.nodes[xParent], let yParentNode = origins.nodes[yParent] else { return nil }
            (x, xNode, y, yNode) = (xParent, xParentNode, yParent, yParentNode)
        }
        return x
    }

    /// The view's node, made (with its superviews') the first time a solve asks.
    private func node(of view: View) -> Node {
        let id = ObjectIdentifier(view)
        if let known = origins.nodes[id] { return known }
        let parent = view.superview
        let found = Node(parent: parent.map(ObjectIdentifier.init), depth: parent.map { node(of: $0).depth + 1 } ?? 0,
                         isSolved: view !== host && (group.isFree(view) || group.isPinned(view)))
        origins.nodes[id] = found
        return found
    }

    /// `first - second × factor` for sides whose terms name each variable once, sorted as
    /// `LinearForm.subtract` sorts and sums them.
    private static func merge(_ first: TermBuffer, minus second: TermBuffer, times factor: Double) -> [LinearForm.Term] {
        let a = first.terms, b = second.terms, aCount = first.count, bCount = second.count
        var merged: [LinearForm.Term] = []
        merged.reserveCapacity(aCount + bCount)
        var i = 0, j = 0
        while i < aCount || j < bCount {
            if j == bCount || (i < aCount && a[i].key < b[j].key) {
                merged.append(a[i])
                i += 1
            } else if i == aCount || b[j].key < a[i].key {
                merged.append(.init(key: b[j].key, coefficient: -(b[j].coefficient * factor)))
                j += 1
            } else {
                let total = a[i].coefficient + -(b[j].coefficient * factor)
                if total != 0 { merged.append(.init(key: a[i].key, coefficient: total)) }
                i += 1
                j += 1
            }
        }
        return merged
    }

    /// Numbers `view` and its superviews as `rect(of:)` would the first time it is asked for the
    /// view: the view, then `numberAsOrigin(superview)`. Numbers order a row's terms, and so the
    /// solver's choices: they must come in the same order whichever way the forms are made.
    @discardableResult
    private func numberAsRect(_ view: View) -> Node {
        var own = node(of: view)
        guard own.numbered & 1 == 0 else { return own }
        own.numbered |= 1
        own.number = engine.number(of: view)
        origins.nodes[ObjectIdentifier(view)] = own
        if let parent = view.superview { numberAsOrigin(parent) }
        return own
    }

    /// Numbers as `origin(of:)` would the first time: the superviews from the top, then the view.
    private func numberAsOrigin(_ view: View) {
        guard view !== host else { return }
        var own = node(of: view)
        guard own.numbered & 2 == 0 else { return }
        own.numbered |= 2
        origins.nodes[ObjectIdentifier(view)] = own
        if group.isFree(view) || group.isPinned(view), let parent = view.superview {
            numberAsOrigin(parent)
            // Read again: numbering the superviews wrote their nodes, not this one's.
            own = node(of: view)
            own.number = engine.number(of: view)
            origins.nodes[ObjectIdentifier(view)] = own
        }
    }

    // MARK: Items as linear forms

    /// The insets an attribute's form takes from a guide or the margins, when the form is made
    /// of nothing else but the group's variables and the host's bounds origin (no baselines,
    /// frames of views outside the group, or a scroll view's content area); nil otherwise. A
    /// row made from such forms stays right while its constraint and these insets stay.
    private func formInsets(_ item: any LayoutItem, _ attribute: LayoutConstraint.Attribute, known: inout [GuideInsetsKey: EdgeInsets]) -> EdgeInsets? {
        // Many constraints name the same stack's margins: each view's insets are asked once a pass.
        func insets(_ view: View, _ kind: LayoutGuide.Kind) -> EdgeInsets {
            let key = GuideInsetsKey(view: ObjectIdentifier(view), kind: kind)
            if let found = known[key] { return found }
            let found = view.guideInsets(kind, size: size(of: view))
            known[key] = found
            return found
        }
        let usesMargins: Bool
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .notAnAttribute:
            usesMargins = false
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
            usesMargins = true
        case .firstBaseline, .lastBaseline:
            return nil
        }
        if let view = item as? View {
            guard !(view is ScrollView), isSolvedOrHost(view), !isInScrolledView(view) else { return nil }
            return usesMargins ? insets(view, .layoutMargins) : .zero
        }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView else { return nil }
        switch guide.kind {
        case .custom:
            return group.isFree(guide) && !(origins.anyScrolled && origin(of: owner).isScrolled) ? .zero : nil
        case .safeArea, .layoutMargins, .readableContent, .scrollFrame:
            return isSolvedOrHost(owner) && !isInScrolledView(owner) ? insets(owner, guide.kind) : nil
        case .scrollContent:
            return nil
        }
    }

    struct GuideInsetsKey: Hashable {
        let view: ObjectIdentifier
        let kind: LayoutGuide.Kind
    }

    /// Whether a solved view's rectangle depends on a bounds origin other than zero on the way
    /// from the host (inside a scrolled scroll view).
    private func isInScrolledView(_ view: View) -> Bool {
        guard origins.anyScrolled, view !== host, let parent = view.superview else { return false }
        return origin(of: parent).isScrolled
    }

    /// Whether the view's rectangle is the host's or a set of the group's variables.
    private func isSolvedOrHost(_ view: View) -> Bool {
        view === host || group.isFree(view) || group.isPinned(view)
    }

    /// `attributeForm`, made once for each item and attribute while the rows are made.
    private func knownAttributeForm(_ item: any LayoutItem, _ attribute: LayoutConstraint.Attribute) -> LinearForm {
        let id = ObjectIdentifier(item), slot = attribute.rawValue
        if let known = origins.attributes[id, facet: slot] { return known }
        let form = attributeForm(item, attribute)
        origins.attributes[id, facet: slot] = form
        return form
    }

    func attributeForm(_ item: any LayoutItem, _ attribute: LayoutConstraint.Attribute) -> LinearForm {
        var r = rect(of: item)
        let view = item as? View
        switch attribute {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
            if let view { r = r.inset(by: view.guideInsets(.layoutMargins, size: size(of: view))) }
        default:
            break
        }
        switch attribute {
        case .left, .leftMargin: return r.x
        case .right, .rightMargin: return r.x + r.width
        case .top, .topMargin: return r.y
        case .bottom, .bottomMargin: return r.y + r.height
        case .width: return r.width
        case .height: return r.height
        case .centerX, .centerXWithinMargins: return r.x + r.width * 0.5
        case .centerY, .centerYWithinMargins: return r.y + r.height * 0.5
        // Leading and trailing run along a flipped axis in right-to-left layouts, so that a
        // positive constant always moves toward the trailing side, as UIKit reads them.
        case .leading, .leadingMargin: return isRightToLeft ? -(r.x + r.width) : r.x
        case .trailing, .trailingMargin: return isRightToLeft ? -r.x : r.x + r.width
        case .firstBaseline, .lastBaseline:
            guard let view else { return r.y + r.height }
            let offsets = view.baselineOffsets(for: size(of: view))
            return r.y + Double(attribute == .firstBaseline ? offsets.first : offsets.last)
        case .notAnAttribute: return LinearForm()
        }
    }

    private func rect(of item: any LayoutItem) -> RectForm {
        if let view = item as? View {
            if view === host {
                let number = engine.number(of: host)
                return RectForm(x: LinearForm(constant: host.bounds.minX), y: LinearForm(constant: host.bounds.minY),
                                width: LinearForm(.init(item: number, part: .width)), height: LinearForm(.init(item: number, part: .height)))
            }
            if group.isFree(view) || group.isPinned(view) {
                if let known = origins.rects[ObjectIdentifier(view)] { return known }
                let found = placed(variables(of: view), in: view.superview)
                origins.rects[ObjectIdentifier(view)] = found
                return found
            }
            return .constant(view.convert(view.bounds, to: host))
        }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView else { return .constant(.zero) }
        switch guide.kind {
        case .custom:
            return group.isFree(guide) ? placed(variables(of: guide), in: owner) : .constant(owner.convert(guide.layoutFrame, to: host))
        case .safeArea, .layoutMargins, .readableContent, .scrollFrame:
            return rect(of: owner).inset(by: owner.guideInsets(guide.kind, size: size(of: owner)))
        case .scrollContent:
            // From the content's origin (the owner's frame moved back by its content offset),
            // as large as the content size, which the solve finds.
            let frame = rect(of: owner), number = engine.number(of: guide)
            return RectForm(x: frame.x + -Double(owner.bounds.minX), y: frame.y + -Double(owner.bounds.minY),
                            width: LinearForm(.init(item: number, part: .width)), height: LinearForm(.init(item: number, part: .height)))
        }
    }

    /// A rectangle given in `parent`'s bounds, in the host's.
    private func placed(_ rect: RectForm, in parent: View?) -> RectForm {
        guard let parent else { return rect }
        let origin = origin(of: parent)
        return RectForm(x: origin.x + rect.x, y: origin.y + rect.y, width: rect.width, height: rect.height)
    }

    /// Where `view`'s bounds origin sits in the host's bounds. A solved view's (or framed view's)
    /// variables are its frame in its superview, as frames are (and as UIKit's engine keeps
    /// them), not its rectangle in the host: so a view's position is its superview's plus its
    /// own offset, and a constraint between siblings, or between a view and its superview,
    /// names the offsets alone, their common ancestors' positions cancelling. A view deep in a
    /// long stack then has a short row in the solver, not one that repeats every length above it.
    private func origin(of view: View) -> Origin {
        if view === host { return Origin(x: LinearForm(), y: LinearForm(), isScrolled: false) }
        let id = ObjectIdentifier(view)
        if let known = origins.known[id] { return known }
        let found: Origin
        if group.isFree(view) || group.isPinned(view), let parent = view.superview {
            let outer = origin(of: parent), mine = variables(of: view)
            found = Origin(x: outer.x + mine.x + -Double(view.bounds.minX), y: outer.y + mine.y + -Double(view.bounds.minY),
                           isScrolled: outer.isScrolled || view.bounds.origin != .zero)
        } else {
            let rect = view.convert(view.bounds, to: host)
            found = Origin(x: LinearForm(constant: rect.minX - view.bounds.minX), y: LinearForm(constant: rect.minY - view.bounds.minY), isScrolled: true)
        }
        origins.known[id] = found
        return found
    }

    /// An item's own variables: its frame in its superview (or owning view), its width and height.
    private func variables(of item: AnyObject) -> RectForm {
        let number = engine.number(of: item)
        return RectForm(x: LinearForm(.init(item: number, part: .x)), y: LinearForm(.init(item: number, part: .y)),
                        width: LinearForm(.init(item: number, part: .width)), height: LinearForm(.init(item: number, part: .height)))
    }

    private func size(of view: View) -> CGSize {
        sizes[ObjectIdentifier(view)] ?? view.bounds.size
    }

    // MARK: Between passes

    /// Measures again what depends on the solved sizes; true when another pass is needed.
    mutating func remeasure() -> Bool {
        origins.values.removeAll(keepingCapacity: true)
        remeasuredRects.removeAll(keepingCapacity: true)
        remeasuredRects.reserveCapacity(group.views.count)
        var changed = false
        let squeezing = newlySqueezed()
        if !squeezing.isEmpty {
            squeezed += squeezing
            changed = true
        }
        for view in group.views {
            let id = ObjectIdentifier(view)
            let solved = alignedRect(of: view)
            remeasuredRects.append(solved)
            if view.fixedHeight == nil, let natural = intrinsic[id], natural.height >= 0, natural.width >= 0 || view.usesConstraintFitting || heightFollowsWidth.contains(id) {
                let height = view.layoutSize(fitting: CGSize(width: max(0, solved.width), height: .greatestFiniteMagnitude)).height
                if abs(height - (measuredHeights[id] ?? natural.height)) > 1e-6 {
                    measuredHeights[id] = height
                    changed = true
                }
            }
            // Text a column squeezes narrower than its one line wraps, and is then as wide as its
            // widest wrapped line, so a centred column centres it (StackArrangement measures it so).
            if view.fixedWidth == nil, measuredWidths[id] == nil, let natural = intrinsic[id], natural.width >= 0, natural.height >= 0,
               solved.width < natural.width - 0.5, let stack = view.superview as? StackView, stack.axis == .vertical, stack.alignment != .fill, view.isArrangedInStack {
                let width = view.layoutSize(fitting: CGSize(width: max(0, solved.width), height: .greatestFiniteMagnitude)).width
                if width < solved.width - 1e-6 {
                    measuredWidths[id] = width
                    changed = true
                }
            }
            if baselineViews.contains(id), sizes[id] != solved.size {
                changed = true
            }
            sizes[id] = solved.size
        }
        return changed
    }

    /// A solved rectangle in the host's bounds, on the pixel grid.
    private func alignedRect(of item: AnyObject, in parent: View?) -> CGRect {
        let number = engine.number(of: item)
        func variable(_ part: LinearForm.VariableKey.Part) -> Double { engine.value(.init(item: number, part: part)) }
        // Not `parent.map(solvedOrigin)`: a method taken as a closure copies the whole pass.
        let outer = if let parent { solvedOrigin(of: parent) } else { CGPoint.zero }
        // The simplex leaves noise in the last bits (117.49999999 for 117.5), which must not
        // decide which pixel edge a half-pixel position rounds to. The noise is taken out in
        // pixels, not points: at scale 3 a half pixel is a sixth of a point, which six decimals
        // of a point cannot hold (x.833333 is below the half-pixel edge x + 5/6 and rounded down).
        let scale = pixelScale
        func edge(_ value: Double) -> CGFloat {
            guard value.isFinite, abs(value) < 1e12 else { return CGFloat(value) }
            return CGFloat(((value * scale * 1e6).rounded() / 1e6).rounded() / scale)
        }
        let x = Double(outer.x) + variable(.x), y = Double(outer.y) + variable(.y)
        let minX = edge(x), minY = edge(y)
        return CGRect(x: minX, y: minY, width: edge(x + variable(.width)) - minX, height: edge(y + variable(.height)) - minY)
    }

    /// Where a view's bounds origin sits in the host's bounds in the current solution (the
    /// numbers `origin(of:)` gives as forms).
    private func solvedOrigin(of view: View) -> CGPoint {
        if view === host { return .zero }
        let id = ObjectIdentifier(view)
        if let known = origins.values[id] { return known }
        let found: CGPoint
        if group.isFree(view) || group.isPinned(view), let parent = view.superview {
            let outer = solvedOrigin(of: parent), number = engine.number(of: view)
            found = CGPoint(x: Double(outer.x) + engine.value(.init(item: number, part: .x)) - Double(view.bounds.minX),
                            y: Double(outer.y) + engine.value(.init(item: number, part: .y)) - Double(view.bounds.minY))
        } else {
            let origin = origin(of: view)
            found = CGPoint(x: engine.value(of: origin.x), y: engine.value(of: origin.y))
        }
        origins.values[id] = found
        return found
    }

    private func alignedRect(of view: View) -> CGRect { alignedRect(of: view, in: view.superview) }

    func solution() -> ConstraintEngine.Solution {
        origins.values.removeAll(keepingCapacity: true)
        var solution = ConstraintEngine.Solution()
        solution.rects.reserveCapacity(group.views.count + group.guides.count)
        if remeasuredRects.count == group.views.count {
            for (view, rect) in zip(group.views, remeasuredRects) { solution.rects[ObjectIdentifier(view)] = rect }
        } else {
            for view in group.views { solution.rects[ObjectIdentifier(view)] = alignedRect(of: view) }
        }
        for guide in group.guides { solution.rects[ObjectIdentifier(guide)] = alignedRect(of: guide, in: guide.owningView) }
        let number = engine.number(of: host)
        solution.hostSize = CGSize(width: engine.value(.init(item: number, part: .width)), height: engine.value(.init(item: number, part: .height)))
        return solution
    }
}

extension LayoutConstraint.Relation {
    var solverOperator: RelationalOperator {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
