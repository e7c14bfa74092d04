import Foundation

/// A container that places some of its subviews itself (a layout view its layout's leaves):
/// constraints never move those. Such a subview lays out its own constrained content and is
/// measured with `systemLayoutSizeFitting`.
protocol SubviewPlacing: View {
    func placesSubview(_ view: View) -> Bool
}

extension LayoutView: SubviewPlacing {
    func placesSubview(_ view: View) -> Bool {
        hosted.contains { $0 === view }
    }
}
