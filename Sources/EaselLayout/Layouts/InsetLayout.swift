import Foundation

/// A layout with room around it.
///
///     var padded = label.withInsets(EdgeInsets(horizontal: 16, vertical: 8))
///
/// Insets that need more room than the rectangle has shrink in proportion, so the child ends
/// up as a zero-length line inside the rectangle, never outside it. Negative insets overhang.
public struct InsetLayout<Child: Layout>: Layout {
    public typealias Content = Child.Content

    /// The layout inside.
    public var child: Child
    /// Room on each side; negative overhangs.
    public var insets: EdgeInsets

    /// `child` with `insets` of room around it (or `child.withInsets(insets)`).
    @inlinable
    public init(child: Child, insets: EdgeInsets) {
        self.child = child
        self.insets = insets
    }

    @inlinable
    public mutating func layout(in rect: CGRect) {
        child.layout(in: rect.layoutArea.layoutInset(by: insets))
    }

    public var contents: [Content] { child.contents }

    /// The child's size within the proposal less the insets, plus the insets.
    @inlinable
    public func sizeThatFits(_ proposed: CGSize) -> CGSize {
        child.sizeThatFits(proposed.proposal(insetBy: insets)).adding(insets)
    }
}

extension Layout {
    /// This layout with `insets` of room around it.
    @inlinable
    public func withInsets(_ insets: EdgeInsets) -> InsetLayout<Self> {
        InsetLayout(child: self, insets: insets)
    }

    /// This layout with the same room on every side.
    @inlinable
    public func withInsets(all inset: CGFloat) -> InsetLayout<Self> {
        withInsets(EdgeInsets(all: inset))
    }

    /// This layout with room on the sides given: `title.withInsets(top: 8, left: 16)`.
    @inlinable
    public func withInsets(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) -> InsetLayout<Self> {
        withInsets(EdgeInsets(top: top, left: left, bottom: bottom, right: right))
    }
}
