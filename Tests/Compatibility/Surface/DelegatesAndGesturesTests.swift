import EaselUIKit
import Foundation
import Testing

/// Delegates, gestures, batch updates and the device as UIKit app code uses them.
@Suite struct DelegatesAndGesturesTests {
    final class Inbox: NSObject, UITableViewDataSource, UITableViewDelegate, UITextFieldDelegate, UIGestureRecognizerDelegate {
        var messages = ["Lunch?", "Invoice"]
        var selected: [IndexPath] = []
        var taps: [(UIGestureRecognizer.State, CGPoint)] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = messages[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath)
            tableView.deselectRow(at: indexPath, animated: true)
        }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { false }
        func tapped(_ recognizer: UITapGestureRecognizer) {
            taps.append((recognizer.state, recognizer.location(in: recognizer.view)))
        }
    }

    /// Rows inserted with `insertRows(at:with:)` appear: the table reads its rows again, as it
    /// shows them once UIKit's animation ends. A tap selects a row only while `allowsSelection`.
    @Test func batchUpdatesAndSelection() throws {
        let inbox = Inbox()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.dataSource = inbox
        table.delegate = inbox
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 2)
        table.beginUpdates()
        inbox.messages.insert("Hello", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.endUpdates()
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Hello")
        let second = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: second.midX, y: second.midY)) == IndexPath(row: 1, section: 0))

        table.tap(at: CGPoint(x: second.midX, y: second.midY))
        #expect(inbox.selected == [IndexPath(row: 1, section: 0)])
        table.allowsSelection = false
        table.tap(at: CGPoint(x: second.midX, y: second.midY))
        #expect(inbox.selected.count == 1)
    }

    /// A tap recognizer's action sees the `.ended` state and the tap's location; a delegate
    /// that refuses `gestureRecognizerShouldBegin` stops it.
    @Test func tapStateLocationAndDelegate() {
        let inbox = Inbox()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 50))
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        screen.addSubview(card)
        let tap = UITapGestureRecognizer { recognizer in inbox.tapped(recognizer as! UITapGestureRecognizer) }
        card.addGestureRecognizer(tap)
        screen.tap(at: CGPoint(x: 30, y: 25))
        #expect(inbox.taps.count == 1)
        #expect(inbox.taps.first?.0 == .ended && inbox.taps.first?.0 == .recognized)
        #expect(inbox.taps.first?.1 == CGPoint(x: 10, y: 5))
        #expect(tap.state == .possible)

        final class Refuser: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let refuser = Refuser()
        tap.delegate = refuser
        screen.tap(at: CGPoint(x: 30, y: 25))
        #expect(inbox.taps.count == 1)

        // Continuous gestures are declared and never fire: nothing in a render moves.
        let pan = UIPanGestureRecognizer(target: inbox, action: nil)
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .right]
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 1
        card.addGestureRecognizer(pan)
        card.addGestureRecognizer(swipe)
        card.addGestureRecognizer(press)
        #expect(pan.translation(in: card) == .zero && pan.state == .possible)
    }

    /// Collection view delegates hear a tap on an item.
    @Test func collectionItemSelection() {
        final class Grid: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            var selected: IndexPath?
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected = indexPath }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let grid = Grid()
        collection.dataSource = grid
        collection.delegate = grid
        collection.layoutIfNeeded()
        let third = collection.cellForItem(at: IndexPath(item: 2, section: 0))!
        collection.tap(at: CGPoint(x: third.frame.midX, y: third.frame.midY))
        #expect(grid.selected == IndexPath(item: 2, section: 0))
    }

    /// The device is the main screen's; haptics and URLs are accepted and do nothing.
    @Test func deviceHapticsAndURLs() {
        #expect(UIDevice.current.userInterfaceIdiom == (UIScreen.main.device.idiom == .pad ? .pad : .phone))
        #expect(UIDevice.current.orientation.isPortrait)
        #expect(UIDevice.current.systemName == "iOS" && UIDevice.current.systemVersion == "17.0")
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        var opened: Bool?
        let url = URL(string: "https://example.com")!
        #expect(!UIApplication.shared.canOpenURL(url))
        UIApplication.shared.open(url, options: [:]) { opened = $0 }
        #expect(opened == false)
        let mask: UIInterfaceOrientationMask = .allButUpsideDown
        #expect(mask.contains(.landscapeLeft) && !mask.contains(.portraitUpsideDown))
        #expect(UIStatusBarStyle.lightContent != .default)
    }

    /// A header view shows its title at the bottom margin.
    @Test func headerFooterView() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        header.textLabel?.text = "RECENT"
        header.layoutIfNeeded()
        #expect(header.contentView.frame == header.bounds)
        let label = header.textLabel!
        #expect(label.frame.minX == 8 && label.frame.maxY == 32)
    }
}
