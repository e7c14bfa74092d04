import Foundation

/// A container that lines its nodes up in a row or a column, by `StackView`'s rules (seed 003's
/// model over UIStackView's).
///
///     let column = StackContainer(axis: .vertical, spacing: 8)
///     column.build { Node(Label("Title")) }.spacingAfter(16)
///     column.build { Node(Label("Body")) }
///
/// Its relations say how a node shares the line, never where it is: a stack decides that.
public final class StackContainer: Node, Container {
    private let stack: StackView

    /// An empty stack with `StackView`'s parameters (vertical by default).
    public init(axis: Axis = .vertical, spacing: CGFloat = 0, alignment: StackAlignment = .fill, distribution: StackDistribution = .fill) {
        stack = StackView()
        stack.axis = axis
        stack.spacing = spacing
        stack.alignment = alignment
        stack.distribution = distribution
        super.init(stack)
    }

    /// Appends the node the closure makes.
    @discardableResult
    public func build(_ closure: () -> Node) -> Relation<StackContainer> {
        let node = closure()
        stack.addArrangedSubview(node.view)
        return Relation(container: self, node: node)
    }

    fileprivate var stackView: StackView { stack }
}

extension Relation where Parent == StackContainer {
    /// The gap after this node, instead of the container's spacing.
    @discardableResult
    public func spacingAfter(_ spacing: CGFloat) -> Relation {
        container.stackView.setCustomSpacing(spacing, after: node.view)
        return self
    }

    /// How strongly the node keeps its own length along the stack: lower takes spare room first.
    @discardableResult
    public func hugging(_ priority: LayoutPriority) -> Relation {
        node.view.setContentHuggingPriority(priority, for: container.stackView.axis)
        container.stackView.setNeedsLayout()
        return self
    }
}
