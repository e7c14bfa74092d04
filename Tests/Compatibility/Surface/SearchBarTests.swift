#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif
import Testing

// A search bar set up as app code sets one up: placeholder, minimal style, a delegate.

private final class SearchWatcher: UISearchBarDelegate {
    var cancelled = 0
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { cancelled += 1 }
}

@Suite struct SearchBarTests {
    /// A bar is 56 points tall; its field is 36 points tall, 8 points in from the sides and
    /// centred; a Cancel button takes room from the field's trailing side.
    @Test func barAndFieldGeometry() {
        let bar = UISearchBar()
        bar.placeholder = "Search"
        #expect(bar.intrinsicContentSize.height == 56)
        bar.frame = CGRect(x: 0, y: 0, width: 375, height: 56)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 359, height: 36))
        bar.setShowsCancelButton(true, animated: true)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame.width < 359)
        #expect(bar.searchTextField.frame.minX == 8)
    }

    /// The field is filled with `tertiarySystemFill` ((118, 118, 128) at 12%) over the bar's
    /// white background: (239, 239, 240); the minimal style draws no bar background.
    @Test func fieldFillAndStyles() throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.placeholder = "Search"
        let image = try bar.render(scale: 1)
        #expect(image[300, 28] == Pixel(red: 239, green: 239, blue: 240))
        #expect(image[2, 28] == Pixel(red: 255, green: 255, blue: 255))

        bar.searchBarStyle = .minimal
        let minimal = try bar.render(scale: 1)
        #expect(minimal[2, 28].alpha == 0)
    }

    /// A tap on Cancel reaches the delegate.
    @Test func cancelReachesTheDelegate() throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let watcher = SearchWatcher()
        bar.delegate = watcher
        bar.showsCancelButton = true
        bar.layoutIfNeeded()
        let cancel = try #require(bar.subviews.first { ($0 as? UIButton)?.currentTitle == "Cancel" })
        _ = bar.tap(at: CGPoint(x: cancel.frame.midX, y: cancel.frame.midY))
        #expect(watcher.cancelled == 1)
    }
}
