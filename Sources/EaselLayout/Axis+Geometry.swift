import Foundation

extension Axis {
    /// The other axis.
    @inlinable
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    /// Width for the horizontal axis, height for the vertical one.
    @inlinable
    public func length(along axis: Axis) -> CGFloat {
        axis == .horizontal ? width : height
    }

    /// A size from its length along `axis` and across it.
    @inlinable
    public init(along axis: Axis, _ alongLength: CGFloat, across crossLength: CGFloat) {
        self = axis == .horizontal ? CGSize(width: alongLength, height: crossLength) : CGSize(width: crossLength, height: alongLength)
    }
}

extension CGRect {
    /// A rectangle from its start and length along `axis` and across it.
    @inlinable
    public init(along axis: Axis, start: CGFloat, length: CGFloat, crossStart: CGFloat, crossLength: CGFloat) {
        self = axis == .horizontal
            ? CGRect(x: start, y: crossStart, width: length, height: crossLength)
            : CGRect(x: crossStart, y: start, width: crossLength, height: length)
    }

    /// minX for the horizontal axis, minY for the vertical one.
    @inlinable
    public func start(along axis: Axis) -> CGFloat {
        axis == .horizontal ? minX : minY
    }
}
