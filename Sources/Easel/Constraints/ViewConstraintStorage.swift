import Foundation

/// What a view keeps for constraints (one stored property on `View`, made on first use, so views
/// that never meet a constraint pay nothing).
///
/// Read and appended to for every constraint of every pass: its state skips the run-time check
/// of overlapping access (see `View`).
final class ViewConstraintStorage {
    /// The view it belongs to.
    let owner: ObjectIdentifier
    @exclusivity(unchecked) var translatesAutoresizingMaskIntoConstraints = true
    /// Active constraints whose nearest common ancestor is this view (UIKit's `constraints`).
    @exclusivity(unchecked) var installed: [LayoutConstraint] = []
    /// Active constraints that tie this view or one of its guides.
    @exclusivity(unchecked) var affecting: [LayoutConstraint] = []
    /// Set by `setNeedsUpdateConstraints()` on a descendant.
    @exclusivity(unchecked) var subtreeNeedsUpdateConstraints = false
    @exclusivity(unchecked) var customGuides: [LayoutGuide] = []
    @exclusivity(unchecked) var systemGuides: [LayoutGuide.Kind: LayoutGuide] = [:]
    /// Handles made by `snp.makeConstraints` on this view, for `updateConstraints` and `remake`.
    @exclusivity(unchecked) var snapKitConstraints: [Constraint] = []
    /// The same for each of the view's layout guides.
    @exclusivity(unchecked) var guideSnapKitConstraints: [ObjectIdentifier: [Constraint]] = [:]
    /// The solver state of the group this view hosts, kept between layout passes.
    @exclusivity(unchecked) var layoutEngine: ConstraintEngine?
    /// The group this view's layout pass last collected, kept while nothing it was collected
    /// from changes (see `View.invalidateConstraintGroups()`): an edit re-solves it without
    /// walking the tree again.
    @exclusivity(unchecked) var layoutGroup: ConstraintGroup?
    /// Set on a framed view whose subviews an ancestor's group solves (see `ConstraintGroup.joined`).
    @exclusivity(unchecked) var joinedGroup: JoinedGroup?
    /// On that ancestor: the framed views its last solve joined.
    @exclusivity(unchecked) var joinedViews: [WeakView] = []
    /// The solver state `systemLayoutSizeFitting` uses, kept apart from layout's.
    @exclusivity(unchecked) var fittingEngine: ConstraintEngine?
    /// The last fitting of a view with nothing inside to place, and its answer.
    @exclusivity(unchecked) var leafFitting: (question: LeafFittingQuestion, size: CGSize)?

    init(owner: ObjectIdentifier) {
        self.owner = owner
    }

    /// Goes with its view: the constraints that tie the view stop naming it by identity, so
    /// that no identity a constraint keeps outlives its view (another view made later at the
    /// same address must not be taken for it).
    deinit {
        for constraint in affecting { constraint.forgetTiedView(owner) }
    }
}
