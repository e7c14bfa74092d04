import Foundation

/// A container that places some of its subviews itself (a stack its arranged views, a layout
/// view its layout's leaves): constraints never move those, as UIKit's stack view owns its
/// arranged views' positions. Such a subview lays out its own constrained content and is
/// measured with `systemLayoutSizeFitting`.
protocol SubviewPlacing: View {
    func placesSubview(_ view: View) -> Bool
}

extension StackView: SubviewPlacing {
    func placesSubview(_ view: View) -> Bool {
        arrangedSubviews.contains { $0 === view }
    }
}

extension LayoutView: SubviewPlacing {
    func placesSubview(_ view: View) -> Bool {
        hosted.contains { $0 === view }
    }
}
