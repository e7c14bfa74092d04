import Foundation

/// Something that can be placed in a rectangle: a view, a node, or a value that arranges other
/// layouts (WWDC 2016's "Protocol and Value Oriented Programming in UIKit Apps", seed 001).
/// Layouts are plain values composed by nesting, so they can be tested with no views at all:
///
///     var layout = DecoratingLayout(content: title, decoration: CascadingLayout(children: badges))
///     layout.layout(in: CGRect(x: 0, y: 0, width: 320, height: 64))
///
/// Every layout in EaselLayout keeps its children inside the rectangle it is given, whatever
/// that rectangle is: zero, tiny, huge, at any origin (`StackLayout` alone follows UIStackView
/// instead: its spacing never shrinks). A rectangle with a negative size means the same points
/// as its standardized form, as in Core Graphics.
public protocol Layout {
    /// The type of the leaves (views, nodes, test structs) that the layout finally places.
    associatedtype Content

    /// Places the layout, and everything in it, in `rect`.
    mutating func layout(in rect: CGRect)

    /// Every leaf, in drawing order (back to front).
    var contents: [Content] { get }

    /// The size the layout would like within `proposed`, so a container can measure before it
    /// places (Texture's `layoutSpecThatFits`). A component of `.greatestFiniteMagnitude` means
    /// "as much as you like". Leaves without a size of their own answer zero.
    func sizeThatFits(_ proposed: CGSize) -> CGSize
}

extension Layout {
    /// A leaf that does not say wants no room of its own, as a view without an intrinsic size.
    public func sizeThatFits(_ proposed: CGSize) -> CGSize { .zero }
}
