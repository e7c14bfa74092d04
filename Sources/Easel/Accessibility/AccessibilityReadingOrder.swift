import Foundation

/// VoiceOver's reading order over a laid-out view tree. The rules, with their sources, are in
/// the DocC article "Accessibility snapshots"; in short:
///
/// 1. A hidden view (`isHidden`, `alpha` 0, `accessibilityElementsHidden`) and its subtree are
///    skipped; so is an element or explicit container with no size.
/// 2. An element (`isAccessibilityElement`) is one stop; VoiceOver does not look inside it.
/// 3. A view with `accessibilityElements` offers those, in that order, kept together.
/// 4. Otherwise its subviews are read; when one of them has `accessibilityViewIsModal`, only the
///    last such subview is. A view that `shouldGroupAccessibilityChildren`, has a container type,
///    or has the tab bar trait keeps its elements together as one group.
/// 5. Stops and groups are sorted by position: top to bottom, then by their leading edge (left
///    to right, or right to left in a right-to-left layout). Tops closer than 8 points (13 on
///    an iPad-sized, regular × regular screen) count as one row. A group sorts by its first stop.
struct AccessibilityReadingOrder {
    /// A stop or a group of stops still to be sorted.
    private indirect enum Node {
        case element(AnyObject, frame: CGRect)
        case group([Node], ordered: Bool, series: Series?)
    }

    /// A container that numbers its stops ("1 of 3"): a tab bar's tabs, a segmented control's segments.
    enum Series {
        case tabs, segments
    }

    let rightToLeft: Bool
    let rowTolerance: CGFloat

    init(traits: TraitCollection) {
        rightToLeft = traits.isRightToLeft
        rowTolerance = traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular ? 13 : 8
    }

    /// The stops under `root` (the root included) in reading order, with their place in a
    /// series where they have one.
    func elements(under root: View) -> [(element: AnyObject, series: (kind: Series, index: Int, count: Int)?)] {
        flatten(sorted(nodes(for: root), ordered: false))
    }

    private func nodes(for object: AnyObject) -> [Node] {
        if let element = object as? AccessibilityElement {
            return element.isAccessibilityElement ? [.element(element, frame: element.accessibilityFrame)] : []
        }
        guard let view = object as? View else { return [] }
        if view.accessibilityElementsHidden || view.isHidden || view.alpha <= 0 { return [] }
        let isElement = view.isAccessibilityElement
        let explicit = view.accessibilityElements
        if view.bounds.size == .zero, view.clipsToBounds || isElement || explicit != nil { return [] }
        if isElement { return [.element(view, frame: view.accessibilityFrame)] }
        if let explicit {
            let children = explicit.flatMap { nodes(for: $0 as AnyObject) }
            return [.group(children, ordered: true, series: view is SegmentedControl ? .segments : nil)]
        }
        let subviews = view.subviews.last(where: \.accessibilityViewIsModal).map { [$0] } ?? view.subviews
        let children = subviews.flatMap { nodes(for: $0) }
        let isTabBar = view.accessibilityTraits.contains(.tabBar)
        if view.shouldGroupAccessibilityChildren || view.accessibilityContainerType != .none || isTabBar {
            return [.group(children, ordered: false, series: isTabBar ? .tabs : nil)]
        }
        return children
    }

    private func sorted(_ nodes: [Node], ordered: Bool) -> [Node] {
        let nested = nodes.map { node -> Node in
            guard case let .group(children, childOrdered, series) = node else { return node }
            return .group(sorted(children, ordered: childOrdered), ordered: childOrdered, series: series)
        }
        guard !ordered else { return nested }
        // Ties keep the tree's order, so equal positions read as the subviews are stacked.
        return nested.enumerated()
            .map { (offset: $0.offset, node: $0.element, frame: sortFrame($0.element)) }
            .sorted { a, b in
                if precedes(a.frame, b.frame) { return true }
                if precedes(b.frame, a.frame) { return false }
                return a.offset < b.offset
            }
            .map(\.node)
    }

    /// Where a node sorts: an element's frame; a group's first stop once sorted.
    private func sortFrame(_ node: Node) -> CGRect {
        switch node {
        case let .element(_, frame): return frame
        case let .group(children, _, _):
            return children.map(sortFrame).min(by: precedes) ?? .null
        }
    }

    /// Whether `a` reads before `b`: a row higher, else nearer the leading edge.
    private func precedes(_ a: CGRect, _ b: CGRect) -> Bool {
        if a.isNull || b.isNull { return !a.isNull && b.isNull }
        if abs(a.minY - b.minY) >= rowTolerance { return a.minY < b.minY }
        return rightToLeft ? a.maxX > b.maxX : a.minX < b.minX
    }

    private func flatten(_ nodes: [Node]) -> [(element: AnyObject, series: (kind: Series, index: Int, count: Int)?)] {
        var out: [(element: AnyObject, series: (kind: Series, index: Int, count: Int)?)] = []
        for node in nodes {
            switch node {
            case let .element(object, _):
                out.append((object, nil))
            case let .group(children, _, kind):
                let inner = flatten(children)
                if let kind {
                    out += inner.enumerated().map { ($0.element.element, (kind, $0.offset + 1, inner.count)) }
                } else {
                    out += inner
                }
            }
        }
        return out
    }
}
