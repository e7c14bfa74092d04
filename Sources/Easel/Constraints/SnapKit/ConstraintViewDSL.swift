import Foundation

/// `view.snp`: SnapKit's single entry point on a view.
///
///     avatar.snp.makeConstraints { make in
///         make.left.top.equalToSuperview().inset(16)
///         make.size.equalTo(44)
///     }
public struct ConstraintViewDSL: ConstraintAttributesDSL {
    public let view: View
    public var target: AnyObject { view }

    /// Makes and activates constraints, turning the view's `translatesAutoresizingMaskIntoConstraints` off.
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.makeConstraints(item: view, closure: closure)
    }

    /// Deactivates every constraint `snp` made on the view, then makes these.
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.remakeConstraints(item: view, closure: closure)
    }

    /// Changes the constants of the constraints `snp` made that match these (same items,
    /// attributes, relation, multiplier and priority); makes them when the view has none yet, as
    /// SnapKit does. One that matches nothing is reported through `LayoutDiagnostics`.
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.updateConstraints(item: view, closure: closure)
    }

    /// Deactivates every constraint `snp` made on the view.
    public func removeConstraints() {
        ConstraintMaker.removeConstraints(item: view)
    }

    /// Makes constraints without activating them: call `activate()` on each when wanted.
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.prepareConstraints(item: view, closure: closure)
    }

    /// The view's hugging priority along x, as SnapKit's shortcut.
    public var contentHuggingHorizontalPriority: Float {
        get { view.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
    }

    public var contentHuggingVerticalPriority: Float {
        get { view.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
    }

    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal) }
    }

    public var contentCompressionResistanceVerticalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical) }
    }
}

/// `guide.snp`: SnapKit's entry point on a layout guide.
public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
    public let guide: LayoutGuide
    public var target: AnyObject { guide }

    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.makeConstraints(item: guide, closure: closure)
    }

    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.remakeConstraints(item: guide, closure: closure)
    }

    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.updateConstraints(item: guide, closure: closure)
    }

    public func removeConstraints() {
        ConstraintMaker.removeConstraints(item: guide)
    }

    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.prepareConstraints(item: guide, closure: closure)
    }
}

extension View {
    /// SnapKit's DSL on this view.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

extension LayoutGuide {
    /// SnapKit's DSL on this guide.
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }

    /// SnapKit's handles made on this guide (kept here, as a view keeps its own).
    var snapKitConstraints: [Constraint] {
        get { owningView?.constraintStorage.guideSnapKitConstraints[ObjectIdentifier(self)] ?? [] }
        set { owningView?.constraintStorage.guideSnapKitConstraints[ObjectIdentifier(self)] = newValue }
    }
}
