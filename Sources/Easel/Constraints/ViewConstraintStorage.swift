import Foundation

/// What a view keeps for constraints (one stored property on `View`, made on first use, so views
/// that never meet a constraint pay nothing).
final class ViewConstraintStorage {
    var translatesAutoresizingMaskIntoConstraints = true
    /// Active constraints whose nearest common ancestor is this view (UIKit's `constraints`).
    var installed: [LayoutConstraint] = []
    /// Active constraints that tie this view or one of its guides.
    var affecting: [LayoutConstraint] = []
    /// Set by `setNeedsUpdateConstraints()` on a descendant.
    var subtreeNeedsUpdateConstraints = false
    var customGuides: [LayoutGuide] = []
    var systemGuides: [LayoutGuide.Kind: LayoutGuide] = [:]
    /// Handles made by `snp.makeConstraints` on this view, for `updateConstraints` and `remake`.
    var snapKitConstraints: [Constraint] = []
    /// The same for each of the view's layout guides.
    var guideSnapKitConstraints: [ObjectIdentifier: [Constraint]] = [:]
    /// The solver state of the group this view hosts, kept between layout passes.
    var layoutEngine: ConstraintEngine?
    /// The group this view's layout pass last collected, kept while nothing it was collected
    /// from changes (see `View.invalidateConstraintGroups()`): an edit re-solves it without
    /// walking the tree again.
    var layoutGroup: ConstraintGroup?
    /// Set on a framed view whose subviews an ancestor's group solves (see `ConstraintGroup.joined`).
    var joinedGroup: JoinedGroup?
    /// On that ancestor: the framed views its last solve joined.
    var joinedViews: [WeakView] = []
    /// The solver state `systemLayoutSizeFitting` uses, kept apart from layout's.
    var fittingEngine: ConstraintEngine?
    /// The last fitting of a view with nothing inside to place, and its answer.
    var leafFitting: (question: LeafFittingQuestion, size: CGSize)?
}
