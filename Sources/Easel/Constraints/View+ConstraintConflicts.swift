import Foundation

extension View {
    /// The constraint conflicts this view's subtree still has after its last layout: for each
    /// group whose solve had to break a constraint, the report `LayoutDiagnostics` got when the
    /// conflict was found. `LayoutDiagnostics` hears of a conflict once; the tree answers it for
    /// as long as it lasts, so a test can check a screen that was laid out before it looked.
    ///
    ///     screen.layoutIfNeeded()
    ///     #expect(screen.unresolvedConstraintConflicts.isEmpty)
    public var unresolvedConstraintConflicts: [ConstraintIssue] {
        var issues: [ConstraintIssue] = []
        func visit(_ view: View) {
            if let engine = view.constraintStorageIfMade?.layoutEngine { issues += engine.unresolvedConflicts }
            view.subviews.forEach(visit)
        }
        visit(self)
        return issues
    }
}
