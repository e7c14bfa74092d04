/// Which edge of a decorating layout its decoration sits against.
public enum DecorationSide: String, CaseIterable, Hashable, Sendable {
    /// Against the left, top or bottom, or right edge.
    case left, right, top, bottom

    /// The axis along which the decoration and the content sit side by side.
    @inlinable
    public var axis: Axis { self == .left || self == .right ? .horizontal : .vertical }

    /// Whether the decoration comes first along the axis.
    @inlinable
    var isLeading: Bool { self == .left || self == .top }
}
