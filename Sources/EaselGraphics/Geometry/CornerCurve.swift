/// How a rounded corner bends, as CALayer's `cornerCurve`.
public enum CornerCurve: String, Hashable, Sendable, CaseIterable {
    /// A quarter circle: curvature jumps from zero to 1/radius where the edge meets the arc.
    case circular
    /// The iOS squircle: curvature grows smoothly from the straight edge, and the corner starts
    /// further along each edge (about 1.53 × the radius).
    case continuous
}
