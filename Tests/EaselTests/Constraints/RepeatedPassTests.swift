import Easel
import Foundation
import Testing

/// A second layout pass of the same hierarchy keeps the rows of constraints that did not change
/// and takes the others again. Each test lays out once, changes one thing a kept row could hide
/// (a constant, a priority, margins, a new superview, a scroll offset, the layout direction),
/// lays out again and checks the frames Auto Layout gives for the new state.
@Suite struct RepeatedPassTests {
    /// `box` pinned 20 from the root's leading edge and 30 from its top, 100 × 50.
    private func pinnedBox() -> (root: View, box: View, leading: LayoutConstraint) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        LayoutConstraint.activate([
            leading,
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        return (root, box, leading)
    }

    @Test func aChangedConstantMovesTheView() {
        let (root, box, leading) = pinnedBox()
        #expect(box.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
        leading.constant = 64
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 64, y: 30, width: 100, height: 50))
        leading.constant = 20
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
    }

    /// A wish that loses to a required width, then wins once the required one is lowered below it.
    @Test func aChangedPriorityChangesWhichConstraintWins() {
        let (root, box, _) = pinnedBox()
        let wish = box.widthAnchor.constraint(equalToConstant: 200)
        wish.priority = .defaultHigh
        wish.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        let required = box.constraints.first { $0.firstAttribute == .width && $0.constant == 100 }
        required?.priority = .defaultLow
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 30, width: 200, height: 50))
    }

    /// A row to the root's margins takes the new margins (UIKit: `layoutMargins` moves what is
    /// tied to `layoutMarginsGuide` at the next pass).
    @Test func newMarginsMoveAViewTiedToThem() {
        let (root, box, leading) = pinnedBox()
        leading.isActive = false
        box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor).isActive = true
        root.layoutMargins = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        root.layoutIfNeeded()
        #expect(box.frame.minX == 12)
        root.layoutMargins = EdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 40, y: 30, width: 100, height: 50))
    }

    /// The box moves into a container 50 points in: its constraints to the root now cross the
    /// container's edge, and its frame is in the container's coordinates.
    @Test func aNewSuperviewIsTakenIntoAccount() {
        let (root, box, _) = pinnedBox()
        let container = View(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        root.addSubview(container)
        container.addSubview(box)
        // Moving a view takes it out of its old superview first, and with it the constraints
        // the old ancestors held that name it (its own width and height stay, held by itself):
        // these tie it to the root again.
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 70),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 90),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 40, width: 100, height: 50))
    }

    /// A scroll view scrolled by 100: its content keeps its place in the content, and moves up
    /// on the screen with the bounds (UIScrollView's bounds origin is its content offset).
    @Test func aScrolledScrollViewKeepsItsContentInPlace() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        scroll.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 10, width: 375, height: 1000))
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 10, width: 375, height: 1000))
        #expect(scroll.contentSize == CGSize(width: 375, height: 1010))
        #expect(content.convert(content.bounds, to: root).minY == -90)
    }

    /// Leading flips to the right edge when the root's layout turns right to left.
    @Test func aNewLayoutDirectionFlipsLeadingRows() {
        let (root, box, _) = pinnedBox()
        root.traitOverrides.layoutDirection = .rightToLeft
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 375 - 20 - 100, y: 30, width: 100, height: 50))
    }
}
