import Foundation

extension View {
    /// How far the parts of the screen covered by the status bar, the sensor housing, the home
    /// indicator and any bars a container draws (navigation, tab) reach into this view, as
    /// `UIView.safeAreaInsets`: the screen's insets at the root, and for every other view the
    /// part of its superview's safe area it overlaps, plus what its controller adds.
    public var safeAreaInsets: EdgeInsets {
        var insets: EdgeInsets
        if let rootSafeAreaInsets {
            insets = rootSafeAreaInsets
        } else if let superview {
            let parent = superview.safeAreaInsets
            let safe = superview.bounds.inset(by: parent)
            // Read once: each read of `frame` asks the layer whether the view is transformed.
            let frame = self.frame
            insets = EdgeInsets(
                top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
                bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX)
            )
        } else {
            insets = .zero
        }
        let added = addedSafeAreaInsets
        insets = EdgeInsets(top: insets.top + added.top, left: insets.left + added.left, bottom: insets.bottom + added.bottom, right: insets.right + added.right)
        // Never more than the view itself: a view wholly under a bar is all inset, no more.
        let bounds = self.bounds
        return EdgeInsets(
            top: min(insets.top, bounds.height), left: min(insets.left, bounds.width),
            bottom: min(insets.bottom, bounds.height), right: min(insets.right, bounds.width)
        )
    }

    /// The bounds inside the safe area (the rectangle `safeAreaLayoutGuide` describes).
    public var safeAreaFrame: CGRect {
        bounds.inset(by: safeAreaInsets)
    }

    /// `layoutMargins` measured from the safe area when `insetsLayoutMarginsFromSafeArea` is on
    /// (UIKit's default), from the bounds otherwise: what margin-relative stacks and the
    /// `layoutMarginsGuide` use.
    ///
    ///     stack.isLayoutMarginsRelativeArrangement = true   // keeps clear of the notch too
    public var layoutMarginsInsetFromSafeArea: EdgeInsets {
        let margins = effectiveLayoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        return EdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }

    /// Compares the safe area with the one last reported and, when it moved, tells the view
    /// (and its controller) and lays it out again, as UIKit does during layout.
    func updateSafeAreaInsets() {
        let current = safeAreaInsets
        guard current != notifiedSafeAreaInsets else { return }
        notifiedSafeAreaInsets = current
        viewSafeAreaInsetsDidChange()
        viewController?.viewSafeAreaInsetsDidChange()
        setNeedsLayout()
    }
}
