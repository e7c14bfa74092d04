import Foundation

/// A view's or guide's attributes as the other side of a SnapKit relation: `other.snp.bottom`,
/// `view.safeAreaLayoutGuide.snp.top`.
///
///     make.top.equalTo(title.snp.bottom).offset(8)
public final class ConstraintItem {
    /// The view or guide (weak, as SnapKit: the hierarchy owns views).
    public private(set) weak var target: AnyObject?
    public let attributes: ConstraintAttributes

    init(target: AnyObject?, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
    }
}

/// The attribute targets shared by `view.snp` and `guide.snp`.
public protocol ConstraintAttributesDSL {
    /// The view or guide the attributes belong to.
    var target: AnyObject { get }
}

extension ConstraintAttributesDSL {
    private func item(_ attributes: ConstraintAttributes) -> ConstraintItem { ConstraintItem(target: target, attributes: attributes) }

    public var left: ConstraintItem { item(.left) }
    public var top: ConstraintItem { item(.top) }
    public var right: ConstraintItem { item(.right) }
    public var bottom: ConstraintItem { item(.bottom) }
    public var leading: ConstraintItem { item(.leading) }
    public var trailing: ConstraintItem { item(.trailing) }
    public var width: ConstraintItem { item(.width) }
    public var height: ConstraintItem { item(.height) }
    public var centerX: ConstraintItem { item(.centerX) }
    public var centerY: ConstraintItem { item(.centerY) }
    public var lastBaseline: ConstraintItem { item(.lastBaseline) }
    public var firstBaseline: ConstraintItem { item(.firstBaseline) }
    public var leftMargin: ConstraintItem { item(.leftMargin) }
    public var topMargin: ConstraintItem { item(.topMargin) }
    public var rightMargin: ConstraintItem { item(.rightMargin) }
    public var bottomMargin: ConstraintItem { item(.bottomMargin) }
    public var leadingMargin: ConstraintItem { item(.leadingMargin) }
    public var trailingMargin: ConstraintItem { item(.trailingMargin) }
    public var centerXWithinMargins: ConstraintItem { item(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintItem { item(.centerYWithinMargins) }
    public var edges: ConstraintItem { item(.edges) }
    public var horizontalEdges: ConstraintItem { item(.horizontalEdges) }
    public var verticalEdges: ConstraintItem { item(.verticalEdges) }
    public var directionalEdges: ConstraintItem { item(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintItem { item(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintItem { item(.directionalVerticalEdges) }
    public var size: ConstraintItem { item(.size) }
    public var center: ConstraintItem { item(.center) }
    public var margins: ConstraintItem { item(.margins) }
    public var directionalMargins: ConstraintItem { item(.directionalMargins) }
    public var centerWithinMargins: ConstraintItem { item(.centerWithinMargins) }
}
