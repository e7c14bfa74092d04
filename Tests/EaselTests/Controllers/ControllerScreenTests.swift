import Easel
import Foundation
import Testing

/// What a controller's root view knows about its screen before and while it lays out: its
/// bounds in `viewDidLoad`, the system minimum margins, and a table view filling the screen.
@Suite(.serialized) struct ControllerScreenTests {
    /// Keeps what the view looked like in `viewDidLoad`, and lays a bar out from it the way
    /// frame-based app code does.
    final class FrameReadingController: ViewController {
        var boundsInViewDidLoad: CGRect?
        let bar = View()
        override func viewDidLoad() {
            boundsInViewDidLoad = view.bounds
            bar.frame = CGRect(x: 16, y: 100, width: view.bounds.width - 32, height: 50)
            view.addSubview(bar)
        }
    }

    final class CustomViewController: ViewController {
        var boundsInViewDidLoad: CGRect?
        override func loadView() { view = View() }
        override func viewDidLoad() { boundsInViewDidLoad = view.bounds }
    }

    /// UIKit's default `loadView()` makes the view with the main screen's bounds (and a flexible
    /// width and height), so code in `viewDidLoad` sees a screen, not a zero rectangle.
    @Test func theDefaultViewHasTheScreensBoundsInViewDidLoad() throws {
        let vc = FrameReadingController()
        try vc.layOut(RenderConfiguration(device: .iPhoneSE))
        #expect(vc.boundsInViewDidLoad == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(vc.bar.frame == CGRect(x: 16, y: 100, width: 343, height: 50))
        #expect(vc.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])

        // Loaded before any render: the main screen (an iPhone 15 unless a test sets another).
        let early = FrameReadingController()
        _ = early.view
        #expect(early.boundsInViewDidLoad == CGRect(x: 0, y: 0, width: 393, height: 852))
        try early.layOut(RenderConfiguration(device: .iPhoneSE))
        #expect(early.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    /// A view an override installs keeps the frame it was made with until the screen sizes it,
    /// as on iOS.
    @Test func aCustomLoadViewKeepsItsOwnFrame() throws {
        let vc = CustomViewController()
        try vc.layOut(RenderConfiguration(device: .iPhone15))
        #expect(vc.boundsInViewDidLoad == .zero)
        #expect(vc.view.bounds.size == CGSize(width: 393, height: 852))
    }

    /// A controller in a navigation controller loads for the screen its container renders on.
    @Test func childrenLoadForTheirContainersScreen() throws {
        let child = FrameReadingController()
        let navigation = NavigationController(rootViewController: child)
        try navigation.layOut(RenderConfiguration(device: .iPhoneSE))
        #expect(child.boundsInViewDidLoad?.width == 375)
    }

    private func leadingMargin(on device: Device, configure: (ViewController) -> Void = { _ in }) throws -> CGFloat {
        let vc = ViewController()
        let marker = View()
        vc.view.addSubview(marker)
        marker.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            marker.leadingAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.leadingAnchor),
            marker.topAnchor.constraint(equalTo: vc.view.topAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        configure(vc)
        try vc.layOut(RenderConfiguration(device: device))
        return marker.frame.minX
    }

    /// `systemMinimumLayoutMargins`: 16 points at the sides on compact-width iPhones, 20 on the
    /// wide phones and where the width is regular; the root view's margins are the greater of its
    /// own and these, unless `viewRespectsSystemMinimumLayoutMargins` is off (Apple's
    /// documentation of `systemMinimumLayoutMargins`).
    @Test func rootViewMarginsAreAtLeastTheSystemMinimum() throws {
        #expect(try leadingMargin(on: .iPhone15) == 16)
        #expect(try leadingMargin(on: .iPhoneSE) == 16)
        #expect(try leadingMargin(on: .iPhone15Plus) == 20)
        #expect(try leadingMargin(on: .iPad10) == 20)
        #expect(try leadingMargin(on: .iPhone15) { $0.view.layoutMargins = .zero } == 16)
        #expect(try leadingMargin(on: .iPhone15) { $0.view.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0) } == 30)
        #expect(try leadingMargin(on: .iPhone15) {
            $0.view.layoutMargins = .zero
            $0.viewRespectsSystemMinimumLayoutMargins = false
        } == 0)
    }

    final class Rows: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell()
            cell.textLabel.text = "Row \(indexPath.row)"
            return cell
        }
    }

    final class TableController: ViewController {
        let rows = Rows()
        let table = TableView(frame: .zero, style: .plain)
        override func loadView() {
            table.dataSource = rows
            view = table
        }
    }

    /// A table view as a controller's root view always bounces vertically, so even three rows
    /// take the safe area into `adjustedContentInset` and start below the status bar, and the
    /// offset rests at minus the top inset.
    @Test func aTableFillingTheScreenStartsBelowTheStatusBar() throws {
        let vc = TableController()
        try vc.layOut(RenderConfiguration(device: .iPhone15))
        #expect(vc.table.alwaysBounceVertical)
        #expect(vc.table.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(vc.table.contentOffset == CGPoint(x: 0, y: -59))
        let first = try #require(vc.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.frame.minY - vc.table.contentOffset.y == 59)

        // With `.never` the rows start at the top of the screen, under the status bar.
        let plain = TableController()
        plain.table.contentInsetAdjustmentBehavior = .never
        try plain.layOut(RenderConfiguration(device: .iPhone15))
        #expect(plain.table.adjustedContentInset == .zero)
        #expect(plain.table.contentOffset == .zero)
    }
}
