import Foundation

extension CompositionalLayout {
    /// Places every section's cells, sections one under another, in a collection view of `size`;
    /// returns the content's height. Each section repeats its group down the view (or across it,
    /// in one row, with an orthogonal scrolling behaviour) until its cells run out; a group's
    /// items take their sizes from the group's, an estimated dimension from the cell's
    /// `preferredLayoutAttributesFitting(_:)` (by default its fitting size).
    /// `supplementary` gives the view of a kind for a section and its fitting height at a width.
    func place(_ sections: [[View]], in size: CGSize, traits: TraitCollection, grid: PixelGrid,
               supplementary: (String, Int, CGFloat) -> (view: View, fittingHeight: CGFloat)? = { _, _, _ in nil }) -> CGFloat {
        let environment = CollectionLayoutEnvironment(container: .init(contentSize: size), traitCollection: traits)
        var y: CGFloat = 0
        for (index, views) in sections.enumerated() {
            guard let section = sectionProvider(index, environment) else { continue }
            let insets = section.contentInsets
            let container = CGSize(width: max(0, size.width - insets.leading - insets.trailing), height: size.height)
            // Headers and footers span the section (inset as the content when they follow it).
            let edgeX = section.supplementariesFollowContentInsets ? insets.leading : 0
            let edgeSize = section.supplementariesFollowContentInsets ? container : size
            func placeEdge(_ item: CollectionLayoutBoundarySupplementaryItem) {
                let width = item.layoutSize.widthDimension.resolved(in: edgeSize)
                guard let (view, fitting) = supplementary(item.elementKind, index, width) else { return }
                let height = item.layoutSize.heightDimension.isEstimated ? fitting : item.layoutSize.heightDimension.resolved(in: edgeSize)
                var x = edgeX
                switch item.alignment {
                case .topTrailing, .bottomTrailing, .trailing: x = edgeX + edgeSize.width - width
                case .top, .bottom: x = edgeX + (edgeSize.width - width) / 2
                default: break
                }
                view.frame = grid.align(CGRect(x: x + item.offset.x, y: y + item.offset.y, width: width, height: height))
                if item.extendsBoundary { y += height }
            }
            for item in section.boundarySupplementaryItems where item.alignment.isTop { placeEdge(item) }
            for item in section.boundarySupplementaryItems where !item.alignment.isTop && !item.alignment.isBottom {
                Layer.report(UnsupportedDrawing(source: "CollectionLayoutSection", problem: "a \"\(item.elementKind)\" supplementary item aligned \(item.alignment) (beside the content) is not placed"))
            }
            var next = 0
            y += insets.top
            if section.orthogonalScrollingBehavior == .none {
                var first = true
                while next < views.count {
                    if !first { y += section.interGroupSpacing }
                    first = false
                    let start = next
                    let placed = place(section.group, at: CGPoint(x: insets.leading, y: y), in: container, views: views, next: &next, section: index, grid: grid)
                    y += placed.height
                    if next == start { break }
                }
            } else {
                var x = insets.leading
                var rowHeight: CGFloat = 0
                while next < views.count {
                    let start = next
                    let placed = place(section.group, at: CGPoint(x: x, y: y), in: container, views: views, next: &next, section: index, grid: grid)
                    x += placed.width + section.interGroupSpacing
                    rowHeight = max(rowHeight, placed.height)
                    if next == start { break }
                }
                y += rowHeight
            }
            y += insets.bottom
            for item in section.boundarySupplementaryItems where item.alignment.isBottom { placeEdge(item) }
        }
        return y
    }

    /// Places one instance of `group` at `origin` in a container of `container`, taking cells
    /// from `views[next...]` (the cells of `section`); returns the group's size (an estimated
    /// height is its items').
    private func place(_ group: CollectionLayoutGroup, at origin: CGPoint, in container: CGSize, views: [View], next: inout Int, section: Int, grid: PixelGrid) -> CGSize {
        let width = group.layoutSize.widthDimension.resolved(in: container)
        let declaredHeight = group.layoutSize.heightDimension.resolved(in: container)
        let estimated = group.layoutSize.heightDimension.isEstimated
        let horizontal = group.axis == .horizontal
        let size = CGSize(width: width, height: declaredHeight)
        let spacing = group.interItemSpacing ?? .fixed(0)
        let children: [CollectionLayoutItem]
        var lengths: [CGFloat]
        if let count = group.repeatCount, let subitem = group.subitems.first {
            children = Array(repeating: subitem, count: count)
            // UIKit divides the group's length equally between the repeated items.
            let length = ((horizontal ? width : declaredHeight) - spacing.spacing * CGFloat(count - 1)) / CGFloat(count)
            lengths = Array(repeating: max(0, length), count: count)
        } else if estimated && !horizontal {
            children = group.subitems
            lengths = children.map { $0.layoutSize.heightDimension.resolved(in: size) }
        } else {
            // UIKit repeats the subitems, in order, for as long as the next one fits the group.
            let length = horizontal ? width : declaredHeight
            var chosen: [CollectionLayoutItem] = []
            var chosenLengths: [CGFloat] = []
            var total: CGFloat = 0
            var cell = next
            while !group.subitems.isEmpty, chosen.count < 1_000 {
                let child = group.subitems[chosen.count % group.subitems.count]
                var childLength = horizontal ? child.layoutSize.widthDimension.resolved(in: size) : child.layoutSize.heightDimension.resolved(in: size)
                // An estimated width (chips, tags) is the width the cell prefers at the row's height.
                if horizontal, child.layoutSize.widthDimension.isEstimated, !(child is CollectionLayoutGroup), cell < views.count {
                    let estimate = CGSize(width: childLength, height: child.layoutSize.heightDimension.resolved(in: size))
                    childLength = Self.selfSizedLength(of: views[cell], estimate: estimate, along: .horizontal,
                                                       at: CGPoint(x: origin.x + total, y: origin.y), indexPath: IndexPath(item: cell, section: section), grid: grid)
                }
                let needed = chosen.isEmpty ? childLength : total + spacing.spacing + childLength
                if !chosen.isEmpty, needed > length + 0.01 || childLength <= 0 { break }
                total = needed
                chosen.append(child)
                chosenLengths.append(childLength)
                cell += child.itemCount
            }
            children = chosen
            lengths = chosenLengths
        }
        var gap = spacing.spacing
        if spacing.isFlexibleSpacing, children.count > 1 {
            let room = (horizontal ? width : declaredHeight) - lengths.reduce(0, +)
            gap = max(spacing.spacing, room / CGFloat(children.count - 1))
        }
        var offset: CGFloat = 0
        var extent: CGFloat = 0
        for (index, child) in children.enumerated() where next < views.count {
            let crossLength = horizontal ? child.layoutSize.heightDimension.resolved(in: size) : child.layoutSize.widthDimension.resolved(in: size)
            let slotOrigin = horizontal ? CGPoint(x: origin.x + offset, y: origin.y) : CGPoint(x: origin.x, y: origin.y + offset)
            var slot = CGSize(width: horizontal ? lengths[index] : crossLength, height: horizontal ? crossLength : lengths[index])
            if let inner = child as? CollectionLayoutGroup {
                slot = place(inner, at: slotOrigin, in: size, views: views, next: &next, section: section, grid: grid)
            } else {
                let view = views[next]
                let item = next
                next += 1
                let insets = child.layoutSize.heightDimension.isEstimated || estimated ? DirectionalEdgeInsets() : child.contentInsets
                var frame = CGRect(x: slotOrigin.x + insets.leading, y: slotOrigin.y + insets.top,
                                   width: max(0, slot.width - insets.leading - insets.trailing), height: max(0, slot.height - insets.top - insets.bottom))
                if child.layoutSize.heightDimension.isEstimated || (estimated && horizontal) {
                    frame.size.height = Self.selfSizedLength(of: view, estimate: frame.size, along: .vertical, at: frame.origin, indexPath: IndexPath(item: item, section: section), grid: grid)
                    slot.height = frame.height
                }
                view.frame = grid.align(frame)
            }
            if !horizontal { lengths[index] = slot.height }
            offset += (horizontal ? slot.width : slot.height) + gap
            extent = max(extent, horizontal ? slot.height : slot.width)
        }
        let used = max(0, offset - gap)
        if horizontal { return CGSize(width: width, height: estimated ? extent : declaredHeight) }
        return CGSize(width: width, height: estimated ? used : declaredHeight)
    }

    /// An item's length along its estimated axis, as UIKit's compositional layout finds it: a
    /// cell is asked for `preferredLayoutAttributesFitting(_:)` with attributes of the estimated
    /// size, its other side held (`.required`, so the default fits the content to it), and the
    /// answer's estimated side is the item's (the other side stays the layout's); any other view
    /// gives its fitting size at the same priorities.
    private static func selfSizedLength(of view: View, estimate: CGSize, along axis: Axis, at origin: CGPoint, indexPath: IndexPath, grid: PixelGrid) -> CGFloat {
        let priorities = axis == .horizontal ? AxisPriorities(horizontal: .fittingSizeLevel, vertical: .required) : AxisPriorities(horizontal: .required, vertical: .fittingSizeLevel)
        let size: CGSize
        if let cell = view as? CollectionViewCell {
            let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(origin: origin, size: estimate)
            attributes.fittingPriorities = priorities
            size = cell.preferredLayoutAttributesFitting(attributes).size
        } else {
            size = view.systemLayoutSizeFitting(estimate, withHorizontalFittingPriority: priorities.horizontal, verticalFittingPriority: priorities.vertical)
        }
        return grid.ceil(max(0, axis == .horizontal ? size.width : size.height))
    }
}
