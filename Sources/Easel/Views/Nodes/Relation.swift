/// A node as it sits in a particular kind of container (seed 003): where it goes is a property
/// of the pair, not of the node. Each container kind adds its own methods in an extension
/// `where Parent == ThatContainer`, so `origin(_:)` exists on `Relation<AbsoluteContainer>`
/// and calling it on `Relation<StackContainer>` does not compile.
public struct Relation<Parent: Container> {
    /// The container the node was built into.
    public let container: Parent
    /// The node it placed.
    public let node: Node

    /// The pair; containers make it in `build`.
    public init(container: Parent, node: Node) {
        self.container = container
        self.node = node
    }
}
