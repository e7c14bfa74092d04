import Foundation

/// Everything one SnapKit chain said, filled in step by step, then turned into a `Constraint`.
final class ConstraintDescription {
    let item: any LayoutItem
    var attributes: ConstraintAttributes
    var relation: LayoutConstraint.Relation?
    var related: ConstraintItem?
    var constant: ConstraintConstantTarget = 0
    var multiplier: CGFloat = 1
    var priority: LayoutPriority = .required
    var label: String?
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt

    init(item: any LayoutItem, attributes: ConstraintAttributes, fileID: StaticString, filePath: StaticString, line: UInt) {
        self.item = item
        self.attributes = attributes
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
    }

    private(set) lazy var constraint: Constraint? = relation.map { relation in
        Constraint(
            from: item, attributes: attributes, relation: relation, to: related,
            constant: constant, multiplier: multiplier, priority: priority, label: label, fileID: fileID, filePath: filePath, line: line
        )
    }
}
