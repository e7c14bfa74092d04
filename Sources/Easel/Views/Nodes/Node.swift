import Foundation

/// Seed 003's view layer (from Mineral): a node wraps a view and lets you set only its size.
/// It has no frame and no `addSubview`; where it goes is decided by the container it is built
/// into, through a `Relation` that only that kind of container offers.
///
///     let screen = AbsoluteContainer().size(width: 320, height: 200)
///     screen.build { Node(Label("Hello")) }.origin(CGPoint(x: 16, y: 16))
///     let image = try screen.render(scale: 2)
open class Node {
    /// The view the node draws with. Style it (colours, corners, text); its containers place it.
    public let view: View

    /// A node for `view` (a plain view by default).
    public init(_ view: View = View()) {
        self.view = view
    }

    /// Gives the node a size it keeps in every container. Without one, a node is as big as its
    /// view would like (`sizeThatFits`): a label's text, an image's pixels.
    @discardableResult
    public func size(_ size: CGSize) -> Self {
        view.fixedWidth = max(0, size.width.isFinite ? size.width : 0)
        view.fixedHeight = max(0, size.height.isFinite ? size.height : 0)
        view.frame.size = CGSize(width: view.fixedWidth ?? 0, height: view.fixedHeight ?? 0)
        return self
    }

    /// `size(CGSize(width:height:))`.
    @discardableResult
    public func size(width: CGFloat, height: CGFloat) -> Self {
        size(CGSize(width: width, height: height))
    }

    /// The size the node has, or would like within `proposal`.
    public func size(fitting proposal: CGSize) -> CGSize {
        view.layoutSize(fitting: proposal)
    }

    /// Sets the view's background colour: `Node().size(width: 40, height: 40).background(.systemBlue)`.
    @discardableResult
    public func background(_ color: Color?) -> Self {
        view.backgroundColor = color
        return self
    }

    /// Lays the node out at `size` (else its own, else the size it fits in) and draws it at
    /// `scale` (else 2), as a view renders.
    public func render(size: CGSize? = nil, scale: CGFloat? = nil) throws -> Image {
        // Measured afresh each time: the node's text or children may have changed since.
        try view.render(size: size ?? self.size(fitting: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)), scale: scale)
    }
}

/// A node that places other nodes. Each kind of container returns its own `Relation` from
/// `build`, so only the position calls that make sense for it compile.
public protocol Container: AnyObject {}
