import Foundation

extension ViewController {
    /// The margins UIKit keeps at least around a controller's root view
    /// (`systemMinimumLayoutMargins`): 16 points at the sides, none at the top and bottom, on
    /// iPhones in portrait (UIKit gives 20 on the widest phones and on iPads; Easel keeps 16).
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }

    /// A root view that still has a plain view's margins (8 all round) takes the controller's,
    /// as UIKit's root views do; margins set on the view before stay.
    func adoptSystemMinimumLayoutMargins(_ view: View) {
        guard view.layoutMargins == EdgeInsets(all: 8) else { return }
        view.layoutMargins = systemMinimumLayoutMargins.edgeInsets(isRightToLeft: false)
    }
}
