import Foundation

extension View {
    /// The traits this view draws with: its superview's (the screen's at the root of a render),
    /// with `traitOverrides` and its controller's overrides applied.
    public var traitCollection: TraitCollection {
        let inherited = rootTraitCollection ?? superview?.traitCollection ?? .standard
        return inherited.overridden(by: traitOverrides)
    }

    /// UIKit's spelling for overriding the appearance of this view and its subtree.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// Tells this view, its controller and every descendant whose traits differ from the ones they
    /// were last told about (parents first), as UIKit does before a layout pass. `inherited` is
    /// the superview's traits.
    func updateTraitCollection(inherited: TraitCollection? = nil) {
        let base = rootTraitCollection ?? inherited ?? superview?.traitCollection ?? .standard
        let current = base.overridden(by: traitOverrides)
        if current != notifiedTraitCollection {
            let previous = notifiedTraitCollection
            notifiedTraitCollection = current
            traitCollectionDidChange(previous)
            viewController?.traitCollectionDidChange(previous)
            // The first traits a view gets are not a change: it lays out anyway when first shown.
            if previous != nil { setNeedsLayout() }
        }
        for subview in subviews {
            subview.updateTraitCollection(inherited: current)
        }
    }

    /// Whether leading is on the right for this view.
    public var isRightToLeft: Bool { traitCollection.isRightToLeft }
}
