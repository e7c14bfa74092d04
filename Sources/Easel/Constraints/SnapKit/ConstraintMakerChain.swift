import Foundation

/// The last step of a chain: a label, or the handle itself.
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    /// Names the constraint in reports (its `identifier`).
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The handle, to change or switch the constraint later.
    ///
    ///     var bottom: Constraint?
    ///     panel.snp.makeConstraints { make in bottom = make.bottom.equalToSuperview().constraint }
    ///     bottom?.update(offset: -80)
    public var constraint: Constraint {
        // A chain that reached this step has a relation, so the description always makes one.
        description.constraint!
    }
}

/// The step that sets a priority.
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        description.priority = amount.layoutPriority
        return self
    }

    @discardableResult
    public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        description.priority = LayoutPriority(min(1000, max(1, Float(constraintNumber(amount) ?? 1000))))
        return self
    }
}

/// The step after a relation: offset, inset, multiplier.
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// `× amount`.
    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = constraintNumber(amount) ?? 1
        return self
    }

    /// `× 1 / amount`.
    @discardableResult
    public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        let divisor = constraintNumber(amount) ?? 1
        description.multiplier = divisor == 0 ? 1 : 1 / divisor
        return self
    }

    /// The same constant on every attribute: `make.top.equalTo(title.snp.bottom).offset(8)`.
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = amount
        return self
    }

    /// Inward by `amount` on each edge (SnapKit's signs: right, bottom and trailing negated; a
    /// width or height shrinks by both sides).
    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
        if let number = constraintNumber(amount) {
            description.constant = EdgeInsets(all: number)
        } else {
            description.constant = amount
        }
        return self
    }

    @discardableResult
    public func inset(_ amount: ConstraintDirectionalInsetTarget) -> ConstraintMakerEditable {
        description.constant = amount
        return self
    }
}

/// The step that relates the attributes to a target.
public class ConstraintMakerRelatable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    private func relate(_ relation: LayoutConstraint.Relation, _ other: ConstraintRelatableTarget, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt) -> ConstraintMakerEditable {
        description.relation = relation
        description.fileID = fileID
        description.filePath = filePath
        description.line = line
        switch other {
        case let item as ConstraintItem:
            description.related = item
        case let view as View:
            description.related = ConstraintItem(target: view, attributes: [])
        case let guide as LayoutGuide:
            description.related = ConstraintItem(target: guide, attributes: [])
        case let anchor as AnyLayoutAnchor:
            description.related = anchor.constraintItem
        case let constant as ConstraintConstantTarget:
            description.constant = constant
        default:
            break
        }
        return ConstraintMakerEditable(description)
    }

    private func superview() -> ConstraintRelatableTarget {
        if let superview = description.item.owningItemView.flatMap({ $0 === description.item ? $0.superview : $0 }) { return superview }
        // Reported when the constraint is made; SnapKit traps here.
        return ConstraintItem(target: nil, attributes: [])
    }

    /// `attributes == other`: a view, another view's attribute, a guide, a number, a size, a point
    /// or insets. `file`, `line` and `filePath` record where the chain was written, for reports.
    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget, _ file: StaticString = #fileID, _ line: UInt = #line, _ filePath: StaticString = #filePath) -> ConstraintMakerEditable {
        relate(.equal, other, file, filePath, line)
    }

    /// `attributes == the superview's`.
    @discardableResult
    public func equalToSuperview(_ file: StaticString = #fileID, _ line: UInt = #line, _ filePath: StaticString = #filePath) -> ConstraintMakerEditable {
        relate(.equal, superview(), file, filePath, line)
    }

    /// Relates to something of the superview's: `make.top.equalToSuperview { $0.safeAreaLayoutGuide }`.
    @discardableResult
    public func equalToSuperview<T: ConstraintRelatableTarget>(_ closure: (View) -> T, _ file: StaticString = #fileID, _ line: UInt = #line, _ filePath: StaticString = #filePath) -> ConstraintMakerEditable {
        guard let superview = superview() as? View else { return relate(.equal, superview(), file, filePath, line) }
        return relate(.equal, closure(superview), file, filePath, line)
    }

    /// `attributes <= other`.
    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: StaticString = #fileID, _ line: UInt = #line, _ filePath: StaticString = #filePath) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, other, file, filePath, line)
    }

    /// `attributes <= the superview's`.
    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: StaticString = #fileID, _ line: UInt = #line, _ filePath: StaticString = #filePath) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, superview(), file, filePath, line)
    }

    /// `attributes >= other`.
    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: StaticString = #fileID, _ line: UInt = #line, _ filePath: StaticString = #filePath) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, other, file, filePath, line)
    }

    /// `attributes >= the superview's`.
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: StaticString = #fileID, _ line: UInt = #line, _ filePath: StaticString = #filePath) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, superview(), file, filePath, line)
    }
}

/// A chain that may still name more attributes: `make.left.right.top`.
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
    private func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }

    public var left: ConstraintMakerExtendable { adding(.left) }
    public var top: ConstraintMakerExtendable { adding(.top) }
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    public var right: ConstraintMakerExtendable { adding(.right) }
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    public var width: ConstraintMakerExtendable { adding(.width) }
    public var height: ConstraintMakerExtendable { adding(.height) }
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }
    public var lastBaseline: ConstraintMakerExtendable { adding(.lastBaseline) }
    public var firstBaseline: ConstraintMakerExtendable { adding(.firstBaseline) }
    public var leftMargin: ConstraintMakerExtendable { adding(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { adding(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { adding(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { adding(.bottomMargin) }
    public var leadingMargin: ConstraintMakerExtendable { adding(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { adding(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { adding(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { adding(.centerYWithinMargins) }
    public var edges: ConstraintMakerExtendable { adding(.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { adding(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { adding(.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { adding(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { adding(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintMakerExtendable { adding(.directionalVerticalEdges) }
    public var size: ConstraintMakerExtendable { adding(.size) }
    public var center: ConstraintMakerExtendable { adding(.center) }
    public var margins: ConstraintMakerExtendable { adding(.margins) }
    public var directionalMargins: ConstraintMakerExtendable { adding(.directionalMargins) }
    public var centerWithinMargins: ConstraintMakerExtendable { adding(.centerWithinMargins) }
}
