import Foundation

/// A size along one axis of a compositional layout, as `NSCollectionLayoutDimension`: a fraction
/// of the container's width or height, a number of points, or an estimate the item's own
/// fitting size replaces.
public struct CollectionLayoutDimension: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    public let dimension: CGFloat

    public static func fractionalWidth(_ fraction: CGFloat) -> CollectionLayoutDimension { .init(kind: .fractionalWidth, dimension: fraction) }
    public static func fractionalHeight(_ fraction: CGFloat) -> CollectionLayoutDimension { .init(kind: .fractionalHeight, dimension: fraction) }
    public static func absolute(_ points: CGFloat) -> CollectionLayoutDimension { .init(kind: .absolute, dimension: points) }
    public static func estimated(_ points: CGFloat) -> CollectionLayoutDimension { .init(kind: .estimated, dimension: points) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The points this dimension gives in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: size.width * dimension
        case .fractionalHeight: size.height * dimension
        case .absolute, .estimated: dimension
        }
    }
}

/// A width and a height, as `NSCollectionLayoutSize`.
public struct CollectionLayoutSize: Hashable, Sendable {
    public var widthDimension: CollectionLayoutDimension
    public var heightDimension: CollectionLayoutDimension

    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
}

/// The space between a group's items, as `NSCollectionLayoutSpacing`.
public struct CollectionLayoutSpacing: Hashable, Sendable {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool

    /// Exactly `points` between items.
    public static func fixed(_ points: CGFloat) -> CollectionLayoutSpacing { .init(spacing: points, isFlexibleSpacing: false) }
    /// At least `points` between items, the group's leftover room shared between the gaps.
    public static func flexible(_ points: CGFloat) -> CollectionLayoutSpacing { .init(spacing: points, isFlexibleSpacing: true) }
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// One item of a compositional layout, as `NSCollectionLayoutItem`: its size in its group, and
/// insets that shrink the cell inside that size.
open class CollectionLayoutItem {
    public let layoutSize: CollectionLayoutSize
    public var contentInsets = DirectionalEdgeInsets()

    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// How many cells one instance of this item takes: one.
    var itemCount: Int { 1 }
}

/// A header or footer along an edge of a section, as `NSCollectionLayoutBoundarySupplementaryItem`:
/// the collection view asks its data source (or diffable data source's provider) for the view of
/// its `elementKind`. A top item sits above the section's content, a bottom one below it; an
/// estimated height is the view's own fitting height.
open class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
    /// Which edge of the section the item is on, as `NSRectAlignment`.
    public enum Alignment: Int, Hashable, Sendable {
        case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

        var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
        var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
    }

    public let elementKind: String
    public let alignment: Alignment
    public let offset: CGPoint
    /// Whether the item makes the section taller (UIKit's default); a render places it so.
    public var extendsBoundary = true
    /// Whether the item stays in view while its section scrolls; a render shows the content at
    /// rest, where a pinned header is where an unpinned one is.
    public var pinToVisibleBounds = false
    public var zIndex = 1

    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: Alignment, absoluteOffset: CGPoint = .zero) {
        self.elementKind = elementKind
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(layoutSize: layoutSize)
    }
}

/// Items side by side or one above another, as `NSCollectionLayoutGroup`; a group repeats down
/// its section until the items run out.
open class CollectionLayoutGroup: CollectionLayoutItem {
    public enum Axis: Hashable, Sendable { case horizontal, vertical }
    public let axis: Axis
    public let subitems: [CollectionLayoutItem]
    /// With `count`, the one subitem repeated that many times, sharing the group's length equally.
    let repeatCount: Int?
    public var interItemSpacing: CollectionLayoutSpacing?

    init(axis: Axis, layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.repeatCount = count.map { max(1, $0) }
        super.init(layoutSize: layoutSize)
    }

    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// The cells one instance of the group takes.
    override var itemCount: Int {
        if let repeatCount { return repeatCount * (subitems.first?.itemCount ?? 1) }
        return subitems.reduce(0) { $0 + $1.itemCount }
    }
}

/// A section of a compositional layout, as `NSCollectionLayoutSection`: its group repeated,
/// down the collection view or, with an orthogonal scrolling behaviour, across it in one row.
public final class CollectionLayoutSection {
    /// How a section scrolls across the collection view's axis (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
    public enum OrthogonalScrollingBehavior: Int, Hashable, Sendable {
        case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
    }

    public let group: CollectionLayoutGroup
    public var contentInsets = DirectionalEdgeInsets()
    public var interGroupSpacing: CGFloat = 0
    public var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none
    /// Headers and footers along the section's edges.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset as the content is (UIKit's default: yes).
    public var supplementariesFollowContentInsets = true

    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}

/// What a section provider is told about the collection view, as
/// `NSCollectionLayoutEnvironment`.
public struct CollectionLayoutEnvironment {
    public let container: Container
    public let traitCollection: TraitCollection

    /// The collection view's size, as `NSCollectionLayoutContainer`.
    public struct Container {
        public let contentSize: CGSize
        public var effectiveContentSize: CGSize { contentSize }
    }
}

/// Sections built from items and groups, as `UICollectionViewCompositionalLayout`: one section
/// for all, or one a provider makes for each section.
public final class CompositionalLayout {
    public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?
    let sectionProvider: SectionProvider

    public init(section: CollectionLayoutSection) {
        sectionProvider = { _, _ in section }
    }

    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
    }
}
