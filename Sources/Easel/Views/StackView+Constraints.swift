import Foundation

/// A stack view is nothing but constraints it adds to its window's engine, as UIStackView: they
/// sit beside the app's own constraints on the same views, so an arranged view's width, height
/// or aspect ratio, its hugging and compression resistance and constraints to views outside the
/// stack all take part in one solve. Each is named as UIKit names it in its logs.
extension StackView {
    /// Makes the stack's constraints again if the arrangement changed since they were made.
    /// Called while a group is being collected, so it activates them without asking for
    /// another layout pass.
    func installArrangementConstraintsIfNeeded() {
        guard arrangementConstraintsAreStale else { return }
        arrangementConstraintsAreStale = false
        for constraint in arrangementConstraints { constraint.deactivateQuietly() }
        for guide in spacingGuides { removeSpacingGuide(guide) }
        spacingGuides = []
        let arranged = arrangedSubviews
        let made = ConstraintEngine.$isMeasuringPlacedViews.withValue(true) { makeArrangementConstraints(arranged) }
        arrangementConstraints = made.constraints
        // Each item is the stack, one of its guides or an arranged view, so the views a
        // constraint ties are known and the one that holds it is the stack (or, for a length
        // of its own, the view itself): no lookup per constraint. That holds while the arranged
        // views are the stack's subviews (as they stay unless a subclass keeps them from
        // leaving), its margins guide is still its own (`removeLayoutGuide` can take it) and
        // measuring the views did not change the arrangement (`arranged` keeps alive the views
        // `made` holds unretained).
        guard isStillArranged(arranged), !isLayoutMarginsRelativeArrangement || layoutMarginsGuide.owningView === self else {
            for constraint in made.constraints { constraint.activateQuietly() }
            return
        }
        withExtendedLifetime(arranged) {
            LayoutConstraint.activateQuietly(made.constraints, ends: made.ends, views: made.views)
        }
    }

    /// Whether `arranged` are still the arranged views, in order, and the stack's subviews.
    /// By position: iterating the arrays would retain and release each view, a slow pair for a
    /// view (views have weak references to them).
    private func isStillArranged(_ arranged: [View]) -> Bool {
        let current = arrangedSubviews
        guard current.count == arranged.count else { return false }
        for index in arranged.indices where current[index] !== arranged[index] || arranged[index].superview !== self { return false }
        return true
    }

    private func removeSpacingGuide(_ guide: LayoutGuide) {
        constraintStorage.customGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    private func addSpacingGuide(_ identifier: String) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = identifier
        guide.owningView = self
        constraintStorage.customGuides.append(guide)
        spacingGuides.append(guide)
        return guide
    }

    /// The edges and lengths the rules speak of, for this stack's axis.
    private struct Attributes {
        let start, end, length, center: LayoutConstraint.Attribute
        let crossStart, crossEnd, crossLength, crossCenter: LayoutConstraint.Attribute

        init(_ axis: Axis) {
            if axis == .horizontal {
                (start, end, length, center) = (.leading, .trailing, .width, .centerX)
                (crossStart, crossEnd, crossLength, crossCenter) = (.top, .bottom, .height, .centerY)
            } else {
                (start, end, length, center) = (.top, .bottom, .height, .centerY)
                (crossStart, crossEnd, crossLength, crossCenter) = (.leading, .trailing, .width, .centerX)
            }
        }
    }

    /// One side of a stack constraint: the stack, one of its guides or an arranged view
    /// (unretained: the stack keeps each alive), and the view it is or belongs to as a position
    /// in `Made.views`.
    private struct Item {
        let object: Unmanaged<AnyObject>
        let view: Int
    }

    /// What the rules ask of an arranged view, asked once.
    private struct Arranged {
        let isHidden: Bool
        let hasFixedWidth, hasFixedHeight: Bool
        let hugging: AxisPriorities

        func hasFixedLength(along axis: Axis) -> Bool { axis == .horizontal ? hasFixedWidth : hasFixedHeight }

        /// A fixed length or required hugging: the view keeps its own length along `axis`.
        func keepsOwnLength(along axis: Axis) -> Bool { hasFixedLength(along: axis) || hugging[axis].isRequired }
    }

    /// The stack's constraints in the order they are made (the solver's choices follow it),
    /// and beside each the views its items are or belong to, as positions in `views`: the stack
    /// first, then its arranged views, which the stack keeps alive. Held unretained, the views
    /// cost no reference counting (views have weak references to them, which makes each retain
    /// and release a slow one).
    private struct Made {
        var constraints: [LayoutConstraint] = []
        var ends: [LayoutConstraint.Ends] = []
        var views: [Unmanaged<View>] = []

        /// The arranged view at `index` as an item.
        func item(_ index: Int) -> Item {
            Item(object: Unmanaged.fromOpaque(views[index + 1].toOpaque()), view: index + 1)
        }

        // A method on a value, not a closure: a closure capturing `made` would box it, and
        // every constraint would pay an exclusivity check on the box.
        mutating func add(_ identifier: String, _ first: Item, _ firstAttribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
                          _ second: Item?, _ secondAttribute: LayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                          priority: LayoutPriority = .required) {
            // Borrowed, not retained (see `Item`).
            let constraint = first.object._withUnsafeGuaranteedRef { firstObject in
                guard let second else {
                    return Self.make(firstObject, firstAttribute, relation, nil, secondAttribute, multiplier, constant)
                }
                return second.object._withUnsafeGuaranteedRef { Self.make(firstObject, firstAttribute, relation, $0, secondAttribute, multiplier, constant) }
            }
            constraint.identifier = identifier
            // The default needs no setting (the observer would look for views to mark).
            if priority != .required { constraint.priority = priority }
            constraints.append(constraint)
            ends.append(LayoutConstraint.Ends(first: first.view, second: second?.view ?? -1, firstIsView: isView(first), secondIsView: second.map(isView) ?? false))
        }

        /// Whether the item is its view rather than one of the stack's guides.
        private func isView(_ item: Item) -> Bool { item.object.toOpaque() == views[item.view].toOpaque() }

        private static func make(_ first: __shared AnyObject, _ firstAttribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
                                 _ second: __shared AnyObject?, _ secondAttribute: LayoutConstraint.Attribute, _ multiplier: CGFloat, _ constant: CGFloat) -> LayoutConstraint {
            LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                             attribute: secondAttribute, multiplier: multiplier, constant: constant)
        }
    }

    private func makeArrangementConstraints(_ arranged: [View]) -> Made {
        var made = Made()
        let count = arranged.count
        // Enough for the usual rules (a few per view), so the lists are not copied as they grow.
        made.constraints.reserveCapacity(6 * count + 2)
        made.ends.reserveCapacity(6 * count + 2)
        made.views.reserveCapacity(count + 1)
        made.views.append(Unmanaged.passUnretained(self))
        let axis = axis, cross = axis.cross, spacing = spacing, distribution = distribution
        let a = Attributes(axis)
        // Each view is asked once what the rules need; `visible` holds positions in `arranged`.
        var views: [Arranged] = [], visible: [Int] = [], naturals: [CGSize] = []
        views.reserveCapacity(count)
        visible.reserveCapacity(count)
        naturals.reserveCapacity(count)
        for view in arranged {
            made.views.append(Unmanaged.passUnretained(view))
            let isHidden = view.isHidden
            if !isHidden { visible.append(views.count) }
            views.append(Arranged(isHidden: isHidden, hasFixedWidth: view.fixedWidth != nil, hasFixedHeight: view.fixedHeight != nil,
                                  hugging: view.contentHuggingPriority))
            naturals.append(view.engineIntrinsicSize)
        }
        // The canvas is the stack's bounds, or its margins guide (UIKit's constraints name
        // `UIViewLayoutMarginsGuide` then).
        let canvasObject: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let canvas = Item(object: Unmanaged.passUnretained(canvasObject), view: 0)

        // Ambiguity suppression: a view with no natural length on an axis, and nothing else
        // deciding it, collapses rather than being left free, as UIKit's own very weak
        // `UISV-ambiguity-suppression` constraints do.
        for index in 0 ..< count {
            let view = views[index], natural = naturals[index]
            if natural.width < 0, !view.hasFixedWidth { made.add("UISV-ambiguity-suppression", made.item(index), .width, .equal, nil, .notAnAttribute, priority: 25) }
            if natural.height < 0, !view.hasFixedHeight { made.add("UISV-ambiguity-suppression", made.item(index), .height, .equal, nil, .notAnAttribute, priority: 25) }
        }

        // Hidden views take no length and add no gap; each sits where the next visible view
        // starts (or where the last one ends), at zero length.
        for index in 0 ..< count where views[index].isHidden {
            let view = views[index]
            if !view.hasFixedLength(along: axis) { made.add("UISV-hiding", made.item(index), a.length, .equal, nil, .notAnAttribute) }
            if !view.hasFixedLength(along: cross) { made.add("UISV-hiding", made.item(index), a.crossLength, .equal, nil, .notAnAttribute) }
            if let next = (index + 1 ..< count).first(where: { !views[$0].isHidden }) {
                made.add("UISV-hiding", made.item(index), a.start, .equal, made.item(next), a.start)
            } else if let previous = visible.last {
                made.add("UISV-hiding", made.item(index), a.start, .equal, made.item(previous), a.end)
            } else {
                made.add("UISV-hiding", made.item(index), a.start, .equal, canvas, a.start)
            }
            made.add("UISV-hiding", made.item(index), a.crossStart, .equal, canvas, a.crossStart)
        }
        guard let first = visible.first, let last = visible.last else { return made }

        // Along the axis: the first view at the canvas's start and the last at its end. When no
        // view can stretch (each has a fixed length or hugs at `.required`) the spare length
        // stays empty at the end instead of the layout being unsatisfiable; a single view of an
        // equal-spacing stack keeps its length at the start.
        made.add("UISV-canvas-connection", made.item(first), a.start, .equal, canvas, a.start)
        let noneStretches = visible.allSatisfy { views[$0].keepsOwnLength(along: axis) }
        let isSpaced = distribution == .equalSpacing || distribution == .equalCentering
        let loneSpaced = visible.count == 1 && isSpaced
        let endRelation: LayoutConstraint.Relation = (distribution == .fill && noneStretches) || loneSpaced ? .lessThanOrEqual : .equal
        made.add("UISV-canvas-connection", made.item(last), a.end, endRelation, canvas, a.end)

        // Gaps: `spacing`, or the custom spacing after a view; baseline to baseline in a
        // baseline-relative vertical stack.
        var gapTotal: CGFloat = 0
        let baselines = isBaselineRelativeArrangement && axis == .vertical
        let gapRelation: LayoutConstraint.Relation = isSpaced ? .greaterThanOrEqual : .equal
        for position in visible.indices.dropFirst() {
            let previous = visible[position - 1], next = visible[position]
            let custom = customSpacing(after: arranged[previous])
            let gap = custom == StackView.spacingUseDefault ? spacing : custom
            gapTotal += gap
            made.add("UISV-spacing", made.item(next), baselines ? .firstBaseline : a.start, gapRelation, made.item(previous), baselines ? .lastBaseline : a.end, constant: gap)
        }

        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for index in visible.dropFirst() { made.add("UISV-fill-equally", made.item(index), a.length, .equal, made.item(first), a.length) }
        case .fillProportionally:
            // Each view's share of the length left after the gaps is its share of the natural
            // lengths; the last takes what remains (it is tied to the canvas's end).
            let natural = visible.map { max(0, arranged[$0].layoutSize(fitting: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).length(along: axis)) }
            let total = natural.reduce(0, +)
            for position in visible.indices.dropLast() {
                let share = total > 0 ? natural[position] / total : 1 / CGFloat(visible.count)
                made.add("UISV-fill-proportionally", made.item(visible[position]), a.length, .equal, canvas, a.length, multiplier: share, constant: -share * gapTotal)
            }
        case .equalSpacing, .equalCentering:
            // Spacing guides between neighbours (edge to edge, or centre to centre), all as long
            // as the first while the minimum gaps allow.
            let edges: (LayoutConstraint.Attribute, LayoutConstraint.Attribute) = distribution == .equalSpacing ? (a.end, a.start) : (a.center, a.center)
            var firstGuide: Item?
            for position in visible.indices.dropFirst() {
                let guide = Item(object: Unmanaged.passUnretained(addSpacingGuide(distribution == .equalSpacing ? "UISV-distributing-edge" : "UISV-distributing-center")), view: 0)
                made.add("UISV-distributing", guide, a.start, .equal, made.item(visible[position - 1]), edges.0)
                made.add("UISV-distributing", guide, a.end, .equal, made.item(visible[position]), edges.1)
                made.add("UISV-distributing", guide, a.crossStart, .equal, canvas, a.crossStart)
                made.add("UISV-distributing", guide, a.crossLength, .equal, nil, .notAnAttribute)
                if let firstGuide {
                    made.add("UISV-fill-equally", guide, a.length, .equal, firstGuide, a.length, priority: .required - 1)
                } else {
                    firstGuide = guide
                }
            }
        }

        // Side-by-side wrapping text: two labels that wrap could trade width in endless ways
        // (each resists compression equally), so UIKit caps each at its share of the canvas,
        // `width <= canvas.width / k - spacing × (k − 1) / k` for k visible ones, optional at
        // 950 rising by min(25 / count, 1) in arranged order (iOS 15 and later; one wrapping
        // view gets none). Not in `.fillEqually` or `.fillProportionally`, which decide widths.
        if axis == .horizontal, distribution != .fillEqually, distribution != .fillProportionally {
            let wrapping = arranged.indices.filter { arranged[$0].wrapsTextWhenArranged }
            if wrapping.count >= 2 {
                let shown = CGFloat(wrapping.count { !views[$0].isHidden })
                let step = min(25 / Float(wrapping.count), 1)
                for (rank, index) in wrapping.enumerated() {
                    made.add("UISV-text-width-disambiguation", made.item(index), .width, .lessThanOrEqual, canvas, .width,
                             multiplier: shown > 0 ? 1 / shown : 1, constant: shown > 0 ? -spacing * (shown - 1) / shown : 0,
                             priority: LayoutPriority(950 + step * Float(rank)))
                }
            }
        }

        // Across the axis, by alignment.
        var alignment = self.alignment
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .leading }
        for index in visible {
            let side = made.item(index)
            switch alignment {
            case .fill:
                made.add("UISV-canvas-connection", side, a.crossStart, .equal, canvas, a.crossStart)
                // A view of fixed cross length keeps it, short of the far edge.
                made.add("UISV-canvas-connection", side, a.crossEnd, views[index].keepsOwnLength(along: cross) ? .lessThanOrEqual : .equal, canvas, a.crossEnd)
            case .leading:
                made.add("UISV-canvas-connection", side, a.crossStart, .equal, canvas, a.crossStart)
                made.add("UISV-spanning-boundary", side, a.crossEnd, .lessThanOrEqual, canvas, a.crossEnd)
            case .trailing:
                made.add("UISV-canvas-connection", side, a.crossEnd, .equal, canvas, a.crossEnd)
                made.add("UISV-spanning-boundary", side, a.crossStart, .greaterThanOrEqual, canvas, a.crossStart)
            case .center:
                made.add("UISV-canvas-connection", side, a.crossCenter, .equal, canvas, a.crossCenter)
                made.add("UISV-spanning-boundary", side, a.crossStart, .greaterThanOrEqual, canvas, a.crossStart)
                made.add("UISV-spanning-boundary", side, a.crossEnd, .lessThanOrEqual, canvas, a.crossEnd)
            case .firstBaseline, .lastBaseline:
                // Baselines on one line, every view inside the canvas, and the line as high as
                // that allows: the view whose baseline is lowest touches the top.
                let baseline: LayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if index != first { made.add("UISV-alignment", side, baseline, .equal, made.item(first), baseline) }
                made.add("UISV-spanning-boundary", side, .top, .greaterThanOrEqual, canvas, .top)
                made.add("UISV-spanning-boundary", side, .bottom, .lessThanOrEqual, canvas, .bottom)
                made.add("UISV-canvas-fit", side, .top, .equal, canvas, .top, priority: 49)
            }
        }
        return made
    }
}

extension View {
    /// Whether a stack view takes this view for text that wraps, whose width a horizontal stack
    /// settles (`UISV-text-width-disambiguation`): a label of more than one line that has no
    /// preferred maximum width (which would decide its width), or a stack that arranges one.
    var wrapsTextWhenArranged: Bool {
        if let label = self as? Label { return label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0 }
        if let stack = self as? StackView { return stack.arrangedSubviews.contains { $0.wrapsTextWhenArranged } }
        return false
    }

    /// Whether a stack view arranges this view.
    var isArrangedInStack: Bool {
        (superview as? StackView)?.arrangedSubviews.contains { $0 === self } ?? false
    }

    /// A required length on `axis`: `fixedWidth`/`fixedHeight`.
    func hasFixedLength(along axis: Axis) -> Bool {
        (axis == .horizontal ? fixedWidth : fixedHeight) != nil
    }

    /// The natural size the engine holds this view to with its hugging and compression
    /// resistance: `intrinsicContentSize`, or, for a view that sizes itself by
    /// `systemLayoutSizeFitting` without an intrinsic size and has nothing inside solved by
    /// constraints, that size. A stack view has none of its own: its constraints size it.
    var engineIntrinsicSize: CGSize {
        if self is StackView { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        var size = intrinsicContentSize
        guard size.width < 0 || size.height < 0, !subviews.contains(where: \.isSolvedByConstraints) else { return size }
        let fitting = systemLayoutSizeFitting(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        if size.width < 0, fitting.width > 0, fitting.width < 1e12 { size.width = fitting.width }
        if size.height < 0, fitting.height > 0, fitting.height < 1e12 { size.height = fitting.height }
        return size
    }
}
