import Foundation

extension ViewController {
    /// The margins UIKit keeps at least around a controller's root view
    /// (`systemMinimumLayoutMargins`): none at the top and bottom; at the sides 16 points on
    /// compact-width iPhones and 20 where the width is regular or the phone is one of the wide
    /// ones (414 points and more: the Plus, Max and XR sizes), as UIKit gives them.
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side: CGFloat = Self.usesWideSystemMargins(in: minimumMarginContext) ? 20 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// What decides the side margins: the root view's width and size class once it is laid
    /// out, else the screen it is loaded for.
    private var minimumMarginContext: (width: CGFloat, sizeClass: SizeClass) {
        if let view = viewIfLoaded, view.bounds.width > 0 {
            return (view.bounds.width, view.traitCollection.horizontalSizeClass)
        }
        return (loadingScreen.size.width, .unspecified)
    }

    static func usesWideSystemMargins(in context: (width: CGFloat, sizeClass: SizeClass)) -> Bool {
        context.sizeClass == .regular || context.width >= 414
    }

    /// A root view that still has a plain view's margins (8 all round) takes the controller's,
    /// as UIKit's root views do; margins set on the view before stay (within the minimum).
    func adoptSystemMinimumLayoutMargins(_ view: View) {
        guard view.layoutMargins == EdgeInsets(all: 8) else { return }
        view.layoutMargins = systemMinimumLayoutMargins.edgeInsets(isRightToLeft: false)
    }
}

extension View {
    /// `layoutMargins`, raised to the controller's `systemMinimumLayoutMargins` on a root view
    /// whose controller respects them: UIKit uses the greater of the two on each side.
    var effectiveLayoutMargins: EdgeInsets {
        guard let controller = viewController, controller.viewRespectsSystemMinimumLayoutMargins else { return layoutMargins }
        let minimum = controller.systemMinimumLayoutMargins.edgeInsets(isRightToLeft: isRightToLeft)
        return EdgeInsets(
            top: max(layoutMargins.top, minimum.top), left: max(layoutMargins.left, minimum.left),
            bottom: max(layoutMargins.bottom, minimum.bottom), right: max(layoutMargins.right, minimum.right)
        )
    }
}
