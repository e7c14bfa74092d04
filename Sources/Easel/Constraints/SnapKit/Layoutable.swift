import Foundation

/// Seed 002's way to keep SnapKit code out of controllers: a value that knows how to make and
/// update one view's constraints.
///
///     struct ClipRecordPanelLayout: Layoutable {
///         var views: (View)
///         var constants: (panelHeight: CGFloat?, bottomOffset: CGFloat?)
///         func layoutMaker() -> (ConstraintMaker) -> Void { ... }
///     }
///     panel.makeLayout(layouter: ClipRecordPanelLayout(views: view, constants: (120, nil)))
public protocol Layoutable {
    /// The constraints to make.
    func layoutMaker() -> (ConstraintMaker) -> Void
    /// The constraints to update (their constants).
    func layoutUpdater() -> (ConstraintMaker) -> Void
}

extension Layoutable {
    public func layoutMaker() -> (ConstraintMaker) -> Void {
        { _ in }
    }

    public func layoutUpdater() -> (ConstraintMaker) -> Void {
        { _ in }
    }
}

extension View {
    /// Makes the constraints `layouter` describes: `snp.makeConstraints(layouter.layoutMaker())`.
    public func makeLayout(layouter: Layoutable) {
        snp.makeConstraints(layouter.layoutMaker())
    }

    /// Updates them: `snp.updateConstraints(layouter.layoutUpdater())`.
    public func updateLayout(layouter: Layoutable) {
        snp.updateConstraints(layouter.layoutUpdater())
    }
}
