/// How a stack shares its length among its arranged views, as `UIStackView.Distribution`.
public enum StackDistribution: String, CaseIterable, Hashable, Sendable {
    /// Views at their natural lengths; spare length goes to the view that hugs least, missing
    /// length comes from the view that resists compression least.
    case fill
    /// Every view the same length.
    case fillEqually
    /// Lengths in proportion to the views' natural lengths.
    case fillProportionally
    /// Views at their natural lengths with equal gaps between them.
    case equalSpacing
    /// Equal distances between the views' centres.
    case equalCentering
}

/// Where a stack places its arranged views across its axis, as `UIStackView.Alignment`.
public enum StackAlignment: String, CaseIterable, Hashable, Sendable {
    /// Stretched to the stack's width (vertical stacks) or height (horizontal ones).
    case fill
    /// At the left (vertical stacks) or top (horizontal ones), at their own size.
    case leading
    case center
    /// At the right (vertical stacks) or bottom (horizontal ones).
    case trailing
    /// Horizontal stacks: first lines of text on one baseline. Vertical stacks: as `.leading`.
    case firstBaseline
    /// Horizontal stacks: last lines of text on one baseline. Vertical stacks: as `.leading`.
    case lastBaseline

    /// UIKit's name for `.leading` in horizontal stacks.
    public static let top = StackAlignment.leading
    /// UIKit's name for `.trailing` in horizontal stacks.
    public static let bottom = StackAlignment.trailing
}
