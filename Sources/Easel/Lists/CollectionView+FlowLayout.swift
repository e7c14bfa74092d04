import Foundation

extension CollectionView {
    /// Lines of items, as `UICollectionViewFlowLayout`: scrolling vertically, items go left to
    /// right in rows that wrap; scrolling horizontally, top to bottom in columns that wrap.
    public struct FlowLayout: Hashable, Sendable {
        /// The way the content scrolls, which decides the way lines wrap.
        public enum ScrollDirection: Hashable, Sendable {
            case vertical, horizontal
        }

        /// Every item's size, unless the layout source answers per item.
        public var itemSize: CGSize
        /// Not zero: each cell is sized by its own constraints (its fitting size, starting from
        /// this estimate), as UIKit's self-sizing cells are.
        public var estimatedItemSize: CGSize = .zero
        /// The least space between items in a line (UIKit's default 10).
        public var minimumInteritemSpacing: CGFloat = 10
        /// The space between lines (UIKit's default 10).
        public var minimumLineSpacing: CGFloat = 10
        public var sectionInset: EdgeInsets = .zero
        public var scrollDirection = ScrollDirection.vertical
        /// Each section's header size: its height scrolling vertically (it spans the width),
        /// its width scrolling horizontally; zero shows no header.
        public var headerReferenceSize: CGSize = .zero
        /// Each section's footer size, as `headerReferenceSize`.
        public var footerReferenceSize: CGSize = .zero

        public init(itemSize: CGSize = CGSize(width: 50, height: 50)) {
            self.itemSize = itemSize
        }
    }

    /// One section's sizes and spacing as a flow layout places them: from the layout, or per
    /// item and per section from a layout source (UIKit's `UICollectionViewDelegateFlowLayout`).
    public struct FlowSection: Hashable, Sendable {
        public var itemSizes: [CGSize]
        public var inset: EdgeInsets
        public var minimumLineSpacing: CGFloat
        public var minimumInteritemSpacing: CGFloat
        public var headerSize: CGSize
        public var footerSize: CGSize

        public init(itemSizes: [CGSize], inset: EdgeInsets, minimumLineSpacing: CGFloat, minimumInteritemSpacing: CGFloat,
                    headerSize: CGSize = .zero, footerSize: CGSize = .zero) {
            self.itemSizes = itemSizes
            self.inset = inset
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.headerSize = headerSize
            self.footerSize = footerSize
        }
    }

    /// Places every section's items in lines and returns the content's length along the
    /// scroll direction. UIKit's rules: a line takes items while they fit with the least
    /// interitem spacing, is justified (`FlowLines.offsets(of:isLast:)`), and its items are
    /// centred across it.
    func placeFlow(_ flow: FlowLayout, sections flowSections: [FlowSection]) -> CGFloat {
        let horizontal = flow.scrollDirection == .horizontal
        let grid = pixelGrid
        let insets = adjustedContentInset
        let across = horizontal ? bounds.height - insets.vertical : bounds.width - insets.horizontal
        var along: CGFloat = 0
        // A header or footer spans the content across the scroll direction, before the
        // section's inset (or after it), as UIKit's flow layout places them.
        func placeEdge(_ kind: String, _ size: CGSize, section: Int) {
            let length = horizontal ? size.width : size.height
            guard length > 0, let view = supplementaryView(ofKind: kind, section: section) else { return }
            view.frame = grid.align(horizontal ? CGRect(x: along, y: insets.top, width: length, height: across)
                                               : CGRect(x: insets.left, y: along, width: across, height: length))
            along += length
        }
        for (sectionIndex, section) in flowSections.enumerated() where sectionIndex < sections.count {
            placeEdge(Self.elementKindSectionHeader, section.headerSize, section: sectionIndex)
            let inset = section.inset
            let room = across - (horizontal ? inset.vertical : inset.horizontal)
            along += horizontal ? inset.left : inset.top
            let sizes = section.itemSizes.map { horizontal ? CGSize(width: $0.height, height: $0.width) : $0 }
            let lines = FlowLines(sizes: sizes, room: room, spacing: section.minimumInteritemSpacing)
            for (lineIndex, line) in lines.lines.enumerated() {
                let offsets = lines.offsets(of: line, isLast: lineIndex == lines.lines.count - 1)
                let thickness = line.map { sizes[$0].height }.max() ?? 0
                for (item, offset) in zip(line, offsets) where item < sections[sectionIndex].count {
                    let size = sizes[item]
                    let start = (horizontal ? inset.top : inset.left) + offset
                    let crossing = along + (thickness - size.height) / 2
                    let frame = horizontal
                        ? CGRect(x: crossing, y: start, width: size.height, height: size.width)
                        : CGRect(x: start, y: crossing, width: size.width, height: size.height)
                    let view = sections[sectionIndex][item]
                    view.frame = grid.align(frame)
                }
                along += thickness + (lineIndex < lines.lines.count - 1 ? section.minimumLineSpacing : 0)
            }
            along += horizontal ? inset.right : inset.bottom
            placeEdge(Self.elementKindSectionFooter, section.footerSize, section: sectionIndex)
        }
        return along
    }

    /// The flow sections from the layout alone: every item `itemSize`, or its own fitting size
    /// when the layout estimates sizes.
    func flowSections(_ flow: FlowLayout) -> [FlowSection] {
        sections.enumerated().map { section, items in
            FlowSection(itemSizes: items.indices.map { flowItemSize(items[$0], flow, at: IndexPath(item: $0, section: section)) }, inset: flow.sectionInset,
                        minimumLineSpacing: flow.minimumLineSpacing, minimumInteritemSpacing: flow.minimumInteritemSpacing,
                        headerSize: flow.headerReferenceSize, footerSize: flow.footerReferenceSize)
        }
    }

    /// An item's size: when the layout estimates sizes, the size a cell's
    /// `preferredLayoutAttributesFitting(_:)` returns for attributes of the estimated size (by
    /// default its fitting size), or another view's fitting size; else `itemSize`.
    public func flowItemSize(_ item: View, _ flow: FlowLayout, at indexPath: IndexPath) -> CGSize {
        guard flow.estimatedItemSize != .zero else { return flow.itemSize }
        let estimate = flow.estimatedItemSize.width >= .greatestFiniteMagnitude ? CGSize(width: 50, height: 50) : flow.estimatedItemSize
        if let cell = item as? CollectionViewCell {
            let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.size = estimate
            let preferred = cell.preferredLayoutAttributesFitting(attributes).size
            return CGSize(width: max(0, preferred.width), height: max(0, preferred.height))
        }
        return pixelGrid.ceil(item.systemLayoutSizeFitting(estimate, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel))
    }
}

/// Items broken into lines as a flow layout breaks them, in one orientation: `width` is along
/// the line, `height` across it.
private struct FlowLines {
    let sizes: [CGSize]
    let room: CGFloat
    let spacing: CGFloat
    /// Item indices, line by line.
    let lines: [[Int]]

    init(sizes: [CGSize], room: CGFloat, spacing: CGFloat) {
        self.sizes = sizes
        self.room = room
        self.spacing = spacing
        var lines: [[Int]] = []
        var current: [Int] = []
        var used: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            let needed = current.isEmpty ? size.width : used + spacing + size.width
            // Half a point of slack: widths computed as fractions of the room (width / 3)
            // must still fit after rounding.
            if !current.isEmpty, needed > room + 0.5 {
                lines.append(current)
                current = [index]
                used = size.width
            } else {
                current.append(index)
                used = needed
            }
        }
        if !current.isEmpty { lines.append(current) }
        self.lines = lines
    }

    /// Where each item of `line` starts along it. A line is justified as if it were full: a
    /// line that is not the last is full as it is; the last is counted as filled out with
    /// copies of its last item (so a last line of one-size items keeps the columns above, and
    /// one small item starts at the leading edge). A line that holds only one item is centred.
    func offsets(of line: [Int], isLast: Bool) -> [CGFloat] {
        let widths = line.map { sizes[$0].width }
        var count = widths.count
        var used = widths.reduce(0, +) + spacing * CGFloat(count - 1)
        // Bounded: a zero-width item with no spacing would fit for ever.
        if isLast, let last = widths.last, last + spacing > 0 {
            while used + spacing + last <= room + 0.5, count < 10_000 {
                used += spacing + last
                count += 1
            }
        }
        let leftover = max(0, room - used)
        if count == 1 { return [leftover / 2] }
        let gap = spacing + leftover / CGFloat(count - 1)
        var offsets: [CGFloat] = []
        var position: CGFloat = 0
        for width in widths {
            offsets.append(position)
            position += width + gap
        }
        return offsets
    }
}
