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
        let made = ConstraintEngine.$isMeasuringPlacedViews.withValue(true) { makeArrangementConstraints() }
        arrangementConstraints = made.constraints
        // Each item is the stack, one of its guides or an arranged view, so the views a
        // constraint ties are known and the one that holds it is the stack (or, for a length
        // of its own, the view itself): no lookup per constraint. That holds while the arranged
        // views are the stack's subviews (as they stay unless a subclass keeps them from
        // leaving), its margins guide is still its own (`removeLayoutGuide` can take it) and
        // measuring the views did not change the arrangement (`arranged` keeps alive the views
        // `made` holds unretained).
        guard arrangedSubviews.elementsEqual(arranged, by: ===), arranged.allSatisfy({ $0.superview === self }),
              !isLayoutMarginsRelativeArrangement || layoutMarginsGuide.owningView === self else {
            for constraint in made.constraints { constraint.activateQuietly() }
            return
        }
        withExtendedLifetime(arranged) {
            for index in made.constraints.indices {
                let constraint = made.constraints[index], views = made.views[index]
                // Borrowed, not retained (see `Made`).
                views.first._withUnsafeGuaranteedRef { first in
                    guard let second = views.second else {
                        constraint.activateQuietly(firstView: first, secondView: nil, host: first)
                        return
                    }
                    second._withUnsafeGuaranteedRef { second in
                        constraint.activateQuietly(firstView: first, secondView: second, host: second === first ? first : self)
                    }
                }
            }
        }
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

    /// The stack's constraints, and beside each the views its items are or belong to (a guide
    /// of the stack's belongs to the stack). Those are the stack and its arranged views, which
    /// the stack keeps alive: held unretained, the list costs no reference counting (views
    /// have weak references to them, which makes each retain and release a slow one).
    private struct Made {
        var constraints: [LayoutConstraint] = []
        var views: [(first: Unmanaged<View>, second: Unmanaged<View>?)] = []
    }

    private func makeArrangementConstraints() -> Made {
        var made = Made()
        func add(_ identifier: String, _ first: AnyObject, _ firstAttribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
                 _ second: AnyObject?, _ secondAttribute: LayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                 priority: LayoutPriority = .required) {
            let constraint = LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                              attribute: secondAttribute, multiplier: multiplier, constant: constant)
            constraint.identifier = identifier
            // The default needs no setting (the observer would look for views to mark).
            if priority != .required { constraint.priority = priority }
            made.constraints.append(constraint)
            made.views.append((Unmanaged.passUnretained(first as? View ?? self), second.map { Unmanaged.passUnretained($0 as? View ?? self) }))
        }
        let a = Attributes(axis)
        // The canvas is the stack's bounds, or its margins guide (UIKit's constraints name
        // `UIViewLayoutMarginsGuide` then).
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = arrangedSubviews.filter { !$0.isHidden }

        // Ambiguity suppression: a view with no natural length on an axis, and nothing else
        // deciding it, collapses rather than being left free, as UIKit's own very weak
        // `UISV-ambiguity-suppression` constraints do.
        for view in arrangedSubviews {
            let natural = view.engineIntrinsicSize
            if natural.width < 0, view.fixedWidth == nil { add("UISV-ambiguity-suppression", view, .width, .equal, nil, .notAnAttribute, priority: 25) }
            if natural.height < 0, view.fixedHeight == nil { add("UISV-ambiguity-suppression", view, .height, .equal, nil, .notAnAttribute, priority: 25) }
        }

        // Hidden views take no length and add no gap; each sits where the next visible view
        // starts (or where the last one ends), at zero length.
        for (index, view) in arrangedSubviews.enumerated() where view.isHidden {
            if !view.hasFixedLength(along: axis) { add("UISV-hiding", view, a.length, .equal, nil, .notAnAttribute) }
            if !view.hasFixedLength(along: axis.cross) { add("UISV-hiding", view, a.crossLength, .equal, nil, .notAnAttribute) }
            if let next = arrangedSubviews[(index + 1)...].first(where: { !$0.isHidden }) {
                add("UISV-hiding", view, a.start, .equal, next, a.start)
            } else if let previous = visible.last {
                add("UISV-hiding", view, a.start, .equal, previous, a.end)
            } else {
                add("UISV-hiding", view, a.start, .equal, canvas, a.start)
            }
            add("UISV-hiding", view, a.crossStart, .equal, canvas, a.crossStart)
        }
        guard let first = visible.first, let last = visible.last else { return made }

        // Along the axis: the first view at the canvas's start and the last at its end. When no
        // view can stretch (each has a fixed length or hugs at `.required`) the spare length
        // stays empty at the end instead of the layout being unsatisfiable; a single view of an
        // equal-spacing stack keeps its length at the start.
        add("UISV-canvas-connection", first, a.start, .equal, canvas, a.start)
        let noneStretches = visible.allSatisfy { $0.hasFixedLength(along: axis) || $0.contentHuggingPriority[axis].isRequired }
        let loneSpaced = visible.count == 1 && (distribution == .equalSpacing || distribution == .equalCentering)
        let endRelation: LayoutConstraint.Relation = (distribution == .fill && noneStretches) || loneSpaced ? .lessThanOrEqual : .equal
        add("UISV-canvas-connection", last, a.end, endRelation, canvas, a.end)

        // Gaps: `spacing`, or the custom spacing after a view; baseline to baseline in a
        // baseline-relative vertical stack.
        var gaps: [CGFloat] = []
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = customSpacing(after: previous) == StackView.spacingUseDefault ? spacing : customSpacing(after: previous)
            gaps.append(gap)
            let baselines = isBaselineRelativeArrangement && axis == .vertical
            let relation: LayoutConstraint.Relation = distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
            add("UISV-spacing", next, baselines ? .firstBaseline : a.start, relation, previous, baselines ? .lastBaseline : a.end, constant: gap)
        }

        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() { add("UISV-fill-equally", view, a.length, .equal, first, a.length) }
        case .fillProportionally:
            // Each view's share of the length left after the gaps is its share of the natural
            // lengths; the last takes what remains (it is tied to the canvas's end).
            let natural = visible.map { max(0, $0.layoutSize(fitting: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).length(along: axis)) }
            let total = natural.reduce(0, +), gapTotal = gaps.reduce(0, +)
            for (view, length) in zip(visible, natural).dropLast() {
                let share = total > 0 ? length / total : 1 / CGFloat(visible.count)
                add("UISV-fill-proportionally", view, a.length, .equal, canvas, a.length, multiplier: share, constant: -share * gapTotal)
            }
        case .equalSpacing, .equalCentering:
            // Spacing guides between neighbours (edge to edge, or centre to centre), all as long
            // as the first while the minimum gaps allow.
            let edges: (LayoutConstraint.Attribute, LayoutConstraint.Attribute) = distribution == .equalSpacing ? (a.end, a.start) : (a.center, a.center)
            var firstGuide: LayoutGuide?
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let guide = addSpacingGuide(distribution == .equalSpacing ? "UISV-distributing-edge" : "UISV-distributing-center")
                add("UISV-distributing", guide, a.start, .equal, previous, edges.0)
                add("UISV-distributing", guide, a.end, .equal, next, edges.1)
                add("UISV-distributing", guide, a.crossStart, .equal, canvas, a.crossStart)
                add("UISV-distributing", guide, a.crossLength, .equal, nil, .notAnAttribute)
                if let firstGuide {
                    add(distribution == .equalSpacing ? "UISV-fill-equally" : "UISV-fill-equally", guide, a.length, .equal, firstGuide, a.length, priority: .required - 1)
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
            let wrapping = arrangedSubviews.filter(\.wrapsTextWhenArranged)
            if wrapping.count >= 2 {
                let shown = CGFloat(wrapping.count { !$0.isHidden })
                let step = min(25 / Float(wrapping.count), 1)
                for (index, view) in wrapping.enumerated() {
                    add("UISV-text-width-disambiguation", view, .width, .lessThanOrEqual, canvas, .width,
                        multiplier: shown > 0 ? 1 / shown : 1, constant: shown > 0 ? -spacing * (shown - 1) / shown : 0,
                        priority: LayoutPriority(950 + step * Float(index)))
                }
            }
        }

        // Across the axis, by alignment.
        var alignment = self.alignment
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .leading }
        for view in visible {
            let keepsOwnLength = view.hasFixedLength(along: axis.cross) || view.contentHuggingPriority[axis.cross].isRequired
            switch alignment {
            case .fill:
                add("UISV-canvas-connection", view, a.crossStart, .equal, canvas, a.crossStart)
                // A view of fixed cross length keeps it, short of the far edge.
                add("UISV-canvas-connection", view, a.crossEnd, keepsOwnLength ? .lessThanOrEqual : .equal, canvas, a.crossEnd)
            case .leading:
                add("UISV-canvas-connection", view, a.crossStart, .equal, canvas, a.crossStart)
                add("UISV-spanning-boundary", view, a.crossEnd, .lessThanOrEqual, canvas, a.crossEnd)
            case .trailing:
                add("UISV-canvas-connection", view, a.crossEnd, .equal, canvas, a.crossEnd)
                add("UISV-spanning-boundary", view, a.crossStart, .greaterThanOrEqual, canvas, a.crossStart)
            case .center:
                add("UISV-canvas-connection", view, a.crossCenter, .equal, canvas, a.crossCenter)
                add("UISV-spanning-boundary", view, a.crossStart, .greaterThanOrEqual, canvas, a.crossStart)
                add("UISV-spanning-boundary", view, a.crossEnd, .lessThanOrEqual, canvas, a.crossEnd)
            case .firstBaseline, .lastBaseline:
                // Baselines on one line, every view inside the canvas, and the line as high as
                // that allows: the view whose baseline is lowest touches the top.
                let baseline: LayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== first { add("UISV-alignment", view, baseline, .equal, first, baseline) }
                add("UISV-spanning-boundary", view, .top, .greaterThanOrEqual, canvas, .top)
                add("UISV-spanning-boundary", view, .bottom, .lessThanOrEqual, canvas, .bottom)
                add("UISV-canvas-fit", view, .top, .equal, canvas, .top, priority: 49)
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
