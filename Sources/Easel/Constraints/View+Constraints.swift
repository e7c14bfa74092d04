import Foundation

extension View {
    /// UIKit's switch between frames and constraints: true (the default) keeps the frame you set
    /// (or the one autoresizing and containers give); false lets the constraints of the
    /// surrounding layout decide it. `snp.makeConstraints` turns it off, as SnapKit does.
    ///
    ///     label.translatesAutoresizingMaskIntoConstraints = false
    ///     label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { constraintStorageIfMade?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            constraintStorage.translatesAutoresizingMaskIntoConstraints = newValue
            invalidateConstraintGroups()
            superview?.constraintsDidChange()
            constraintsDidChange()
        }
    }

    /// The active constraints held by this view: those whose items' nearest common ancestor it is.
    public var constraints: [LayoutConstraint] { constraintStorageIfMade?.installed ?? [] }

    /// Activates `constraint` (the pre-anchor spelling; it is held by the items' common ancestor,
    /// whichever view it is added to).
    public func addConstraint(_ constraint: LayoutConstraint) {
        constraint.isActive = true
    }

    public func addConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(constraints)
    }

    public func removeConstraint(_ constraint: LayoutConstraint) {
        constraint.isActive = false
    }

    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.deactivate(constraints)
    }

    /// The constraints that size this view along `axis` and tie it to others there (UIKit's
    /// debugging call), active ones only.
    public func constraintsAffectingLayout(for axis: Axis) -> [LayoutConstraint] {
        (constraintStorageIfMade?.affecting ?? []).filter { $0.firstAttribute.axis == axis }
    }

    /// As UIKit, taking a view out of its superview deactivates the constraints that tie it (or
    /// its subviews) to views that stay behind.
    func deactivateConstraintsLeavingWithSubtree() {
        var leaving: [LayoutConstraint] = []
        func visit(_ view: View) {
            for constraint in view.constraintStorageIfMade?.affecting ?? [] {
                let items = [constraint.firstLayoutItem?.owningItemView, constraint.secondLayoutItem?.owningItemView].compactMap { $0 }
                if items.contains(where: { !$0.isDescendant(of: self) }) { leaving.append(constraint) }
            }
            view.subviews.forEach(visit)
        }
        visit(self)
        LayoutConstraint.deactivate(leaving)
    }

    // MARK: The update-constraints pass

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        // The ancestors learn that their subtree has updates to run, so the next layout pass
        // from any of them runs them before solving.
        var ancestor = superview
        while let view = ancestor, view.constraintStorage.subtreeNeedsUpdateConstraints == false {
            view.constraintStorage.subtreeNeedsUpdateConstraints = true
            ancestor = view.superview
        }
        constraintHost.setNeedsLayout()
    }

    /// Whether this view or a descendant waits for `updateConstraints()`.
    var hasPendingConstraintUpdates: Bool {
        needsUpdateConstraintsFlag || constraintStorageIfMade?.subtreeNeedsUpdateConstraints == true
    }

    /// Whether `updateConstraints()` is pending.
    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Runs the pending `updateConstraints()` calls in this view's subtree, subviews first, as UIKit.
    public func updateConstraintsIfNeeded() {
        constraintStorageIfMade?.subtreeNeedsUpdateConstraints = false
        for subview in subviews where subview.hasPendingConstraintUpdates { subview.updateConstraintsIfNeeded() }
        if needsUpdateConstraintsFlag {
            needsUpdateConstraintsFlag = false
            // A controller's root view asks the controller first, as UIKit does.
            viewController?.updateViewConstraints()
            updateConstraints()
        }
    }

    // MARK: Fitting

    /// The smallest size Auto Layout can give (`UIView.layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size Auto Layout can give (`UIView.layoutFittingExpandedSize`).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it when its width wants to be `targetSize.width` as
    /// strongly as `horizontalFittingPriority` and its height `targetSize.height` as strongly as
    /// `verticalFittingPriority`, as UIKit: `.required` holds the axis, `.fittingSizeLevel` lets the
    /// content decide it. A table cell measures its height for a given width so:
    ///
    ///     cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
    ///                                  withHorizontalFittingPriority: .required,
    ///                                  verticalFittingPriority: .fittingSizeLevel)
    ///
    /// A view without constraints answers from its intrinsic size (its text wrapped to a
    /// required width).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority, verticalFittingPriority: LayoutPriority) -> CGSize {
        if fitsByConstraints {
            // Beyond `layoutFittingExpandedSize` a target only loses the solver precision.
            let target = CGSize(width: min(targetSize.width, View.layoutFittingExpandedSize.width), height: min(targetSize.height, View.layoutFittingExpandedSize.height))
            return constraintFittingSize(target, priorities: AxisPriorities(horizontal: horizontalFittingPriority, vertical: verticalFittingPriority))
        }
        let widthHolds = horizontalFittingPriority.isRequired, heightHolds = verticalFittingPriority.isRequired
        let offered = CGSize(width: widthHolds ? targetSize.width : .greatestFiniteMagnitude, height: heightHolds ? targetSize.height : .greatestFiniteMagnitude)
        let size = layoutSize(fitting: offered)
        return CGSize(width: widthHolds ? targetSize.width : size.width, height: heightHolds ? targetSize.height : size.height)
    }

    // MARK: Groups

    /// The constraint state, made on first use.
    var constraintStorage: ViewConstraintStorage {
        if let storage = constraintStorageIfMade { return storage }
        let storage = ViewConstraintStorage(owner: ObjectIdentifier(self))
        constraintStorageIfMade = storage
        return storage
    }

    /// Whether the constraints of the surrounding group decide this view's frame: it has a
    /// superview, does not translate its frame into constraints, and no container places it.
    var isSolvedByConstraints: Bool {
        // The flag first: most views keep their frames, and loading the weak `superview`
        // retains and releases it.
        guard !translatesAutoresizingMaskIntoConstraints, let superview else { return false }
        if superview.placesSubview(self) { return false }
        return true
    }

    /// The view whose layout pass solves this view's group: the nearest ancestor (or itself)
    /// whose own frame constraints do not decide.
    var constraintHost: View {
        var view = self
        while view.isSolvedByConstraints, let superview = view.superview { view = superview }
        return view
    }

    /// Whether this view hosts a group with anything to solve: a subview solved by constraints
    /// or a layout guide of its own.
    var hostsConstraintGroup: Bool {
        guard let storage = constraintStorageIfMade else { return subviews.contains { $0.isSolvedByConstraints } }
        return !storage.customGuides.isEmpty || subviews.contains { $0.isSolvedByConstraints }
    }

    /// Whether the view keeps its frame although constraints tie it: it translates its frame
    /// into constraints, no container places it, and an active constraint names it. Its
    /// superview's layout pass checks those constraints against the frame.
    var translatesFrameUnderConstraints: Bool {
        guard let storage = constraintStorageIfMade, storage.translatesAutoresizingMaskIntoConstraints, !storage.affecting.isEmpty, let superview else { return false }
        if superview.placesSubview(self) { return false }
        return true
    }

    /// Whether the view's size comes from constraints when it is measured: it hosts a group, or
    /// constraints tie its own width or height.
    var usesConstraintFitting: Bool {
        !isSolvedByConstraints && isSizedByOwnConstraints
    }

    /// `usesConstraintFitting` once the view is known not to be solved by constraints.
    private var isSizedByOwnConstraints: Bool {
        if hostsConstraintGroup { return true }
        return (constraintStorageIfMade?.affecting ?? []).contains { constraint in
            constraint.firstItem === self && constraint.firstAttribute.isDimension && (constraint.secondItem == nil || constraint.secondItem === self)
        }
    }

    /// Whether the view's size comes from constraints when code measures it
    /// (`systemLayoutSizeFitting`): as `usesConstraintFitting`, and also for a view that is
    /// itself placed by constraints. UIKit's fitting solves the view's subtree with its own
    /// width and height constraints and leaves out its constraints to its superview, however
    /// the view is placed. The engine's own measuring of the views it places, inside a solve,
    /// keeps to their content (their constraints are already in the solve). A view with an
    /// intrinsic size (text, an image, a control) is still measured by its content: Easel's
    /// fitting group does not hold the measured view's own content size.
    var fitsByConstraints: Bool {
        // Whether the view is solved by constraints decides which half applies: asked once
        // (measuring asks it of every view a solve places).
        guard isSolvedByConstraints else { return isSizedByOwnConstraints }
        guard !ConstraintEngine.isMeasuringPlacedViews else { return false }
        guard hostsConstraintGroup || (constraintStorageIfMade?.affecting ?? []).contains(where: { ConstraintGroup.sizesOnly(self, $0) }) else { return false }
        let intrinsic = intrinsicContentSize
        return intrinsic.width < 0 && intrinsic.height < 0
    }

    /// Marks the group this view belongs to (and the group it hosts) for a new solve, and tells
    /// the containers around the host that its size may have changed.
    func constraintsDidChange() {
        setNeedsLayout()
        let host = constraintHost
        host.setNeedsLayout()
        // A framed view whose subviews an ancestor solves: that ancestor solves again.
        host.constraintStorageIfMade?.joinedGroup?.host?.setNeedsLayout()
        host.superview?.subviewSizeDidChange(host)
        // A framed view's constraints are checked against its frame in its superview's pass.
        if host === self, translatesFrameUnderConstraints { superview?.setNeedsLayout() }
    }
}

extension View {
    /// Whether this framed view (one no container places) holds, somewhere inside, a view or
    /// guide that a constraint ties to something outside it: a constraint held by one of its
    /// ancestors (the closest common ancestor of its items, as `isActive` installs it). Its
    /// subviews are then solved in its superview's group.
    var isTiedAcrossItsEdge: Bool {
        guard translatesAutoresizingMaskIntoConstraints, let superview else { return false }
        if superview.placesSubview(self) { return false }
        func crosses(_ view: View) -> Bool {
            for subview in view.subviews {
                if view.placesSubview(subview) { continue }
                for constraint in subview.constraintStorageIfMade?.affecting ?? [] {
                    if let holder = constraint.installedOn, holder !== self, !holder.isDescendant(of: self) { return true }
                }
                if crosses(subview) { return true }
            }
            return false
        }
        return crosses(self)
    }
}
