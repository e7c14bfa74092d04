import Foundation

/// A container with a decoration node beside a content node, by `DecoratingLayout`'s rule.
///
///     let cell = DecoratingContainer(split: .points(64), spacing: 12)
///     cell.decoration { Node(ImageView(image: avatar)) }.insets(EdgeInsets(all: 4))
///     cell.content { Node(Label("Jane Appleseed")) }
///
/// Its relations inset a node within its part; which part is decided by the call that built it.
public final class DecoratingContainer: Node, Container {
    private let host: LayoutView<DecoratingLayout<InsetLayout<View>, InsetLayout<View>>>

    /// An empty container laid out by `DecoratingLayout` with these parameters (the seed's by default).
    public init(side: DecorationSide = .left, split: SplitLength = .fraction(1.0 / 3), spacing: CGFloat = 0,
                insets: EdgeInsets = DecoratingLayout<View, View>.defaultInsets) {
        host = LayoutView(DecoratingLayout(content: View().withInsets(.zero), decoration: View().withInsets(.zero),
                                           side: side, split: split, spacing: spacing, insets: insets))
        super.init(host)
    }

    /// Makes the closure's node the content (replacing any before it).
    @discardableResult
    public func content(_ closure: () -> Node) -> Relation<DecoratingContainer> {
        let node = closure()
        host.layout.content = node.view.withInsets(.zero)
        return Relation(container: self, node: node)
    }

    /// Makes the closure's node the decoration (replacing any before it).
    @discardableResult
    public func decoration(_ closure: () -> Node) -> Relation<DecoratingContainer> {
        let node = closure()
        host.layout.decoration = node.view.withInsets(.zero)
        return Relation(container: self, node: node)
    }

    fileprivate func inset(_ node: Node, by insets: EdgeInsets) {
        if host.layout.content.child === node.view { host.layout.content.insets = insets }
        if host.layout.decoration.child === node.view { host.layout.decoration.insets = insets }
    }
}

extension Relation where Parent == DecoratingContainer {
    /// Room around the node inside its part.
    @discardableResult
    public func insets(_ insets: EdgeInsets) -> Relation {
        container.inset(node, by: insets)
        return self
    }
}
