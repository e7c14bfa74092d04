import Easel

// Auto Layout under UIKit's names: Easel's constraints (anchors, guides, the solver) are
// UIKit's already; these are the names UIKit code spells them with. SnapKit code needs no
// names here: Easel's `snp` DSL uses SnapKit's own (`ConstraintMaker`, `ConstraintView` ...).
public typealias NSLayoutConstraint = LayoutConstraint
public typealias UILayoutGuide = LayoutGuide
public typealias NSLayoutAnchor = LayoutAnchor
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension

extension LayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Axis` (`.horizontal`, `.vertical`).
    public typealias Axis = EaselLayout.Axis
}
