import Foundation

extension CompositionalLayout {
    /// Places every section's cells, sections one under another, in a collection view of `size`;
    /// returns the content's height. Each section repeats its group down the view (or across it,
    /// in one row, with an orthogonal scrolling behaviour) until its cells run out; a group's
    /// items take their sizes from the group's, an estimated height from the cell's own fitting
    /// height.
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
                    let placed = place(section.group, at: CGPoint(x: insets.leading, y: y), in: container, views: views, next: &next, grid: grid)
                    y += placed.height
                    if next == start { break }
                }
            } else {
                var x = insets.leading
                var rowHeight: CGFloat = 0
                while next < views.count {
                    let start = next
                    let placed = place(section.group, at: CGPoint(x: x, y: y), in: container, views: views, next: &next, grid: grid)
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
    /// from `views[next...]`; returns the group's size (an estimated height is its items').
    private func place(_ group: CollectionLayoutGroup, at origin: CGPoint, in container: CGSize, views: [View], next: inout Int, grid: PixelGrid) -> CGSize {
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
                // An estimated width (chips, tags) is the cell's own fitting width at the row's height.
                if horizontal, child.layoutSize.widthDimension.isEstimated, !(child is CollectionLayoutGroup), cell < views.count {
                    let height = child.layoutSize.heightDimension.resolved(in: size)
                    childLength = grid.ceil(Self.measured(views[cell]).systemLayoutSizeFitting(CGSize(width: 0, height: height), withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required).width)
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
                slot = place(inner, at: slotOrigin, in: size, views: views, next: &next, grid: grid)
            } else {
                let view = views[next]
                next += 1
                let insets = child.layoutSize.heightDimension.isEstimated || estimated ? DirectionalEdgeInsets() : child.contentInsets
                var frame = CGRect(x: slotOrigin.x + insets.leading, y: slotOrigin.y + insets.top,
                                   width: max(0, slot.width - insets.leading - insets.trailing), height: max(0, slot.height - insets.top - insets.bottom))
                if child.layoutSize.heightDimension.isEstimated || (estimated && horizontal) {
                    frame.size.height = grid.ceil(Self.measured(view).systemLayoutSizeFitting(CGSize(width: frame.width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height)
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

    /// The view whose constraints size a cell: a collection cell's content view (the cell itself
    /// frames it), or the view itself.
    private static func measured(_ view: View) -> View {
        (view as? CollectionViewCell)?.contentView ?? view
    }
}
