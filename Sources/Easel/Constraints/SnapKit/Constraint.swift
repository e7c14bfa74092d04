import Foundation

/// A handle on what one SnapKit chain made (one `LayoutConstraint` per attribute), as SnapKit's
/// `Constraint`: keep it to change the constant or priority later, or to switch it off and on.
///
///     var bottom: Constraint?
///     panel.snp.makeConstraints { make in
///         bottom = make.bottom.equalToSuperview().constraint
///     }
///     bottom?.update(offset: -120)
///
/// Easel exports its solver (`EaselLayout`), which has a `Constraint` of its own: this one,
/// declared in `Easel`, shadows it for code that imports Easel, so SnapKit code keeps writing
/// `Constraint`; the solver's is `LinearConstraint`.
public final class Constraint {
    /// The constraints made, one per attribute.
    public let layoutConstraints: [LayoutConstraint]
    /// The label given with `labeled(_:)`.
    public let label: String?
    private weak var item: (any LayoutItem)?
    private let fromAttributes: [LayoutConstraint.Attribute]
    private var constant: ConstraintConstantTarget
    private let isRightToLeft: Bool

    init(from item: any LayoutItem, attributes: ConstraintAttributes, relation: LayoutConstraint.Relation, to related: ConstraintItem?,
         constant: ConstraintConstantTarget, multiplier: CGFloat, priority: LayoutPriority, label: String?, fileID: StaticString, filePath: StaticString, line: UInt) {
        self.item = item
        self.label = label
        self.constant = constant
        isRightToLeft = item.owningItemView?.isRightToLeft ?? false
        let from = attributes.layoutAttributes
        fromAttributes = from
        let to = related?.attributes ?? []
        var made: [LayoutConstraint] = []
        for fromAttribute in from {
            let toAttribute = Self.relatedAttribute(for: fromAttribute, from: attributes, to: to, hasTarget: related?.target != nil)
            var target: AnyObject? = related?.target
            // A number for an edge or centre means the superview's (SnapKit's rule).
            if target == nil, !toAttribute.isDimension {
                target = item.owningItemView.flatMap { $0 === item ? $0.superview : $0 }
                if target == nil {
                    LayoutDiagnostics.report(ConstraintIssue(
                        kind: .missingSuperview,
                        message: "\(item.constraintName).\(fromAttribute.name) at \(fileID):\(line) needs a superview to relate to; add the view to one before making its constraints.",
                        constraints: []
                    ))
                    continue
                }
            }
            let layoutConstraint = LayoutConstraint(
                item: item, attribute: fromAttribute, relatedBy: relation,
                toItem: target, attribute: toAttribute, multiplier: multiplier,
                constant: constraintConstant(constant, for: toAttribute, isRightToLeft: isRightToLeft),
                file: fileID, filePath: filePath, line: line
            )
            layoutConstraint.priority = priority
            layoutConstraint.identifier = label
            made.append(layoutConstraint)
        }
        layoutConstraints = made
        for layoutConstraint in made { layoutConstraint.snapKitConstraint = self }
    }

    /// SnapKit's pairing of the chain's attributes with the target's.
    private static func relatedAttribute(for attribute: LayoutConstraint.Attribute, from: ConstraintAttributes, to: ConstraintAttributes, hasTarget: Bool) -> LayoutConstraint.Attribute {
        let toAttributes = to.layoutAttributes
        guard !toAttributes.isEmpty else {
            // A centre tied to a number is measured from the superview's left or top.
            if !hasTarget, attribute == .centerX { return .left }
            if !hasTarget, attribute == .centerY { return .top }
            return attribute
        }
        let marginPairs: [LayoutConstraint.Attribute: LayoutConstraint.Attribute] = [
            .left: .leftMargin, .right: .rightMargin, .top: .topMargin, .bottom: .bottomMargin,
            .leading: .leadingMargin, .trailing: .trailingMargin,
        ]
        if (from == .edges && to == .margins) || (from == .directionalEdges && to == .directionalMargins) {
            return marginPairs[attribute] ?? attribute
        }
        if (from == .margins && to == .edges) || (from == .directionalMargins && to == .directionalEdges) {
            return marginPairs.first { $0.value == attribute }?.key ?? attribute
        }
        if from == to { return attribute }
        return toAttributes[0]
    }

    // MARK: Switching

    /// Whether the constraints take part in layout.
    public var isActive: Bool {
        layoutConstraints.contains { $0.isActive }
    }

    /// Activates the constraints and remembers the handle on its view (for `updateConstraints`
    /// and `remakeConstraints`).
    public func activate() {
        activate(updatingExisting: false)
    }

    /// Deactivates the constraints.
    public func deactivate() {
        LayoutConstraint.deactivate(layoutConstraints)
        guard let item else { return }
        if let view = item as? View {
            view.constraintStorageIfMade?.snapKitConstraints.removeAll { $0 === self }
        } else if let guide = item as? LayoutGuide {
            guide.snapKitConstraints.removeAll { $0 === self }
        }
    }

    func activate(updatingExisting: Bool) {
        guard let item else { return }
        guard updatingExisting else {
            LayoutConstraint.activate(layoutConstraints)
            if let view = item as? View {
                if !view.constraintStorage.snapKitConstraints.contains(where: { $0 === self }) { view.constraintStorage.snapKitConstraints.append(self) }
            } else if let guide = item as? LayoutGuide, !guide.snapKitConstraints.contains(where: { $0 === self }) {
                guide.snapKitConstraints.append(self)
            }
            return
        }
        let existing = ConstraintMaker.made(on: item).flatMap(\.layoutConstraints)
        for layoutConstraint in layoutConstraints {
            if let match = existing.first(where: { $0.matches(layoutConstraint) }) {
                match.constant = layoutConstraint.constant
            } else {
                LayoutDiagnostics.report(ConstraintIssue(
                    kind: .unmatchedUpdate,
                    message: "snp.updateConstraints at \(layoutConstraint.location) matches no constraint made before: \(layoutConstraint). Make it with makeConstraints first (or use remakeConstraints).",
                    constraints: [ConstraintIssue.Entry(layoutConstraint)]
                ))
            }
        }
    }

    // MARK: Updating

    /// Sets the constant of every attribute to `amount`.
    @discardableResult
    public func update(offset amount: ConstraintOffsetTarget) -> Constraint {
        constant = amount
        applyConstant()
        return self
    }

    /// Sets the constants as `inset(_:)` would.
    @discardableResult
    public func update(inset amount: ConstraintInsetTarget) -> Constraint {
        constant = constraintNumber(amount).map { EdgeInsets(all: $0) } ?? amount
        applyConstant()
        return self
    }

    @discardableResult
    public func update(inset amount: ConstraintDirectionalInsetTarget) -> Constraint {
        constant = amount
        applyConstant()
        return self
    }

    @discardableResult
    public func update(priority amount: ConstraintPriority) -> Constraint {
        for layoutConstraint in layoutConstraints { layoutConstraint.priority = amount.layoutPriority }
        return self
    }

    @discardableResult
    public func update(priority amount: ConstraintPriorityTarget) -> Constraint {
        update(priority: ConstraintPriority(Float(constraintNumber(amount) ?? 1000)))
    }

    private func applyConstant() {
        for layoutConstraint in layoutConstraints {
            let attribute = layoutConstraint.secondAttribute == .notAnAttribute ? layoutConstraint.firstAttribute : layoutConstraint.secondAttribute
            layoutConstraint.constant = constraintConstant(constant, for: attribute, isRightToLeft: isRightToLeft)
        }
    }
}

extension LayoutConstraint {
    /// SnapKit's sameness for `updateConstraints`: the same items, attributes, relation,
    /// multiplier and priority (the constant may differ).
    func matches(_ other: LayoutConstraint) -> Bool {
        firstItem === other.firstItem && firstAttribute == other.firstAttribute && relation == other.relation
            && secondItem === other.secondItem && secondAttribute == other.secondAttribute
            && multiplier == other.multiplier && priority == other.priority
    }
}
