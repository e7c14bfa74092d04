import Foundation

/// The `make` in `view.snp.makeConstraints { make in ... }`: each attribute starts a chain.
///
///     make.left.right.equalToSuperview().inset(20)
///     make.top.equalTo(title.snp.bottom).offset(8).priority(.high).labeled("subtitle.top")
public final class ConstraintMaker: ConstraintAttributesDSL {
    let item: any LayoutItem
    var descriptions: [ConstraintDescription] = []

    init(item: any LayoutItem) {
        self.item = item
    }

    public var target: AnyObject { item }

    /// Starts a chain; `equalTo` and its kin record where it was written (a property cannot).
    private func extend(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes, fileID: #fileID, filePath: #filePath, line: #line)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    public var left: ConstraintMakerExtendable { extend(.left) }
    public var top: ConstraintMakerExtendable { extend(.top) }
    public var bottom: ConstraintMakerExtendable { extend(.bottom) }
    public var right: ConstraintMakerExtendable { extend(.right) }
    public var leading: ConstraintMakerExtendable { extend(.leading) }
    public var trailing: ConstraintMakerExtendable { extend(.trailing) }
    public var width: ConstraintMakerExtendable { extend(.width) }
    public var height: ConstraintMakerExtendable { extend(.height) }
    public var centerX: ConstraintMakerExtendable { extend(.centerX) }
    public var centerY: ConstraintMakerExtendable { extend(.centerY) }
    public var lastBaseline: ConstraintMakerExtendable { extend(.lastBaseline) }
    public var firstBaseline: ConstraintMakerExtendable { extend(.firstBaseline) }
    public var leftMargin: ConstraintMakerExtendable { extend(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { extend(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { extend(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { extend(.bottomMargin) }
    public var leadingMargin: ConstraintMakerExtendable { extend(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { extend(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { extend(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { extend(.centerYWithinMargins) }
    public var edges: ConstraintMakerExtendable { extend(.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { extend(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { extend(.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { extend(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { extend(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintMakerExtendable { extend(.directionalVerticalEdges) }
    public var size: ConstraintMakerExtendable { extend(.size) }
    public var center: ConstraintMakerExtendable { extend(.center) }
    public var margins: ConstraintMakerExtendable { extend(.margins) }
    public var directionalMargins: ConstraintMakerExtendable { extend(.directionalMargins) }
    public var centerWithinMargins: ConstraintMakerExtendable { extend(.centerWithinMargins) }

    // MARK: Running a closure

    private var constraints: [Constraint] { descriptions.compactMap(\.constraint) }

    static func prepareConstraints(item: any LayoutItem, closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let maker = ConstraintMaker(item: item)
        closure(maker)
        return maker.constraints
    }

    static func makeConstraints(item: any LayoutItem, closure: (ConstraintMaker) -> Void) {
        (item as? View)?.translatesAutoresizingMaskIntoConstraints = false
        for constraint in prepareConstraints(item: item, closure: closure) {
            constraint.activate()
        }
    }

    static func remakeConstraints(item: any LayoutItem, closure: (ConstraintMaker) -> Void) {
        removeConstraints(item: item)
        makeConstraints(item: item, closure: closure)
    }

    static func updateConstraints(item: any LayoutItem, closure: (ConstraintMaker) -> Void) {
        guard !made(on: item).isEmpty else {
            makeConstraints(item: item, closure: closure)
            return
        }
        (item as? View)?.translatesAutoresizingMaskIntoConstraints = false
        for constraint in prepareConstraints(item: item, closure: closure) {
            constraint.activate(updatingExisting: true)
        }
    }

    static func removeConstraints(item: any LayoutItem) {
        for constraint in made(on: item) { constraint.deactivate() }
    }

    /// The active SnapKit handles made on the item.
    static func made(on item: any LayoutItem) -> [Constraint] {
        if let view = item as? View { return view.constraintStorageIfMade?.snapKitConstraints ?? [] }
        return (item as? LayoutGuide)?.snapKitConstraints ?? []
    }
}
