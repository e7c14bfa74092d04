import Foundation

/// A container that places each node at a point you give, at the node's own size (seed 003).
///
///     let card = AbsoluteContainer().size(width: 200, height: 120)
///     card.build { Node().size(width: 40, height: 40).background(.systemBlue) }.origin(CGPoint(x: 8, y: 8))
///     card.build { Node(Label("Title")) }.center(CGPoint(x: 100, y: 60))
///
/// A node built without a position sits at the top left. The container measures as the
/// smallest size that holds every node.
public final class AbsoluteContainer: Node, Container {
    private let host: AbsoluteLayoutView

    /// An empty container; give it a size with `size(width:height:)`.
    public init() {
        host = AbsoluteLayoutView()
        super.init(host)
    }

    /// Adds the node the closure makes; the relation sets where it goes.
    @discardableResult
    public func build(_ closure: () -> Node) -> Relation<AbsoluteContainer> {
        let node = closure()
        host.add(node.view)
        return Relation(container: self, node: node)
    }

    fileprivate func place(_ node: Node, _ placement: AbsoluteLayoutView.Placement) {
        host.place(node.view, placement)
    }
}

extension Relation where Parent == AbsoluteContainer {
    /// Puts the node's top-left corner at `origin`, in the container's coordinates.
    @discardableResult
    public func origin(_ origin: CGPoint) -> Relation {
        container.place(node, .origin(origin))
        return self
    }

    /// Puts the node's centre at `center`, in the container's coordinates.
    @discardableResult
    public func center(_ center: CGPoint) -> Relation {
        container.place(node, .center(center))
        return self
    }
}

/// The view behind `AbsoluteContainer` (and the screen files' `absolute` element): subviews at
/// given points, each at the size it would like within the bounds.
final class AbsoluteLayoutView: View, ImplementationView {
    enum Placement: Equatable {
        case origin(CGPoint)
        case center(CGPoint)
    }

    private var placements: [ObjectIdentifier: Placement] = [:]

    func add(_ view: View, _ placement: Placement = .origin(.zero)) {
        addSubview(view)
        placements[ObjectIdentifier(view)] = placement
    }

    func place(_ view: View, _ placement: Placement) {
        placements[ObjectIdentifier(view)] = placement
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    override func willRemoveSubview(_ view: View) {
        placements[ObjectIdentifier(view)] = nil
    }

    override func layoutSubviews() {
        let grid = pixelGrid
        for subview in subviews {
            subview.frame = grid.align(frame(for: subview, within: bounds.size))
        }
    }

    private func frame(for subview: View, within size: CGSize) -> CGRect {
        let own = subview.layoutSize(fitting: size)
        switch placements[ObjectIdentifier(subview)] ?? .origin(.zero) {
        case let .origin(origin):
            return CGRect(origin: origin, size: own)
        case let .center(center):
            return CGRect(x: center.x - own.width / 2, y: center.y - own.height / 2, width: own.width, height: own.height)
        }
    }

    /// The smallest size, from the origin, that holds every visible subview, on the pixel grid.
    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        pixelGrid.ceil(subviews.filter { !$0.isHidden }.reduce(CGSize.zero) { size, subview in
            let frame = frame(for: subview, within: targetSize)
            return CGSize(width: max(size.width, frame.maxX), height: max(size.height, frame.maxY))
        })
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: fixedWidth ?? systemLayoutSizeFitting(size).width, height: fixedHeight ?? systemLayoutSizeFitting(size).height)
    }

    override var intrinsicContentSize: CGSize {
        systemLayoutSizeFitting(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    override func subviewSizeDidChange(_ subview: View) {
        invalidateIntrinsicContentSize()
    }
}
