import Foundation

// SnapKit's names for the platform types, so code written for SnapKit compiles unchanged.
public typealias ConstraintView = View
public typealias ConstraintLayoutGuide = LayoutGuide
public typealias ConstraintInsets = EdgeInsets
public typealias ConstraintDirectionalInsets = DirectionalEdgeInsets
