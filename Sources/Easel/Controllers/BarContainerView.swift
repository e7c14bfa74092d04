import Foundation

/// The root view of a navigation or tab bar controller: the child's view fills it, and the bar
/// sits on the top or bottom edge, reaching into the safe area there (under the status bar, over
/// the home indicator).
final class BarContainerView: View {
    /// The child controller's view.
    weak var content: View?
    /// The bar view.
    weak var bar: View?
    /// Which edge the bar sits on; nil hides it.
    var barEdge: Edge? = .top { didSet { setNeedsLayout() } }
    /// The bar's height inside the safe area (`NavigationBar.contentHeight`, the tab bar's 49).
    var barContentHeight: () -> CGFloat = { 0 }

    enum Edge { case top, bottom }

    override func layoutSubviews() {
        content?.frame = bounds
        guard let bar, let barEdge else { return }
        let safe = safeAreaInsets
        let height = (bar as? NavigationBar)?.contentHeight ?? barContentHeight()
        switch barEdge {
        case .top: bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: safe.top + height)
        case .bottom: bar.frame = CGRect(x: 0, y: bounds.height - safe.bottom - height, width: bounds.width, height: safe.bottom + height)
        }
    }
}
