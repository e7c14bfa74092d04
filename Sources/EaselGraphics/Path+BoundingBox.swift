import Foundation

extension Path {
    /// The smallest rectangle holding every point and control point (an arc counts its whole
    /// circle): never smaller than the shape, which is what a shadow's extent needs.
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        var box = CGRect.null
        func include(_ point: CGPoint) { box = box.union(CGRect(origin: point, size: .zero)) }
        for element in elements {
            switch element {
            case let .move(p), let .line(p): include(p)
            case let .curve(to, c1, c2): include(to); include(c1); include(c2)
            case let .arc(center, radius, _, _):
                box = box.union(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            case .close: break
            }
        }
        return box
    }
}
