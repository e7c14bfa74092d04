import Easel
import Foundation
import Testing

/// One engine for a whole hierarchy. Apple's documentation of `NSLayoutConstraint.isActive`
/// asks only that a constraint's items have a common ancestor (the constraint is held by the
/// closest one), and `translatesAutoresizingMaskIntoConstraints` turns a framed view's frame into
/// constraints in the same engine: so a constraint may tie a view inside a framed container to a
/// view in another branch, and the two are solved together, the container keeping its frame.
@Suite struct WindowEngineTests {
    /// A root with a framed container (frame set by code) holding `badge`, placed by constraints
    /// inside the container, and `marker`, a sibling of the container placed below the badge.
    @Test func aViewInAnotherBranchFollowsAViewInsideAFramedContainer() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        let container = View(frame: CGRect(x: 20, y: 200, width: 335, height: 200))
        let badge = View(), marker = View()
        root.addSubview(container)
        container.addSubview(badge)
        root.addSubview(marker)
        badge.translatesAutoresizingMaskIntoConstraints = false
        marker.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
            // Across branches: held by `root`, the closest common ancestor.
            marker.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 8),
            marker.leadingAnchor.constraint(equalTo: badge.leadingAnchor),
            marker.widthAnchor.constraint(equalTo: badge.widthAnchor, multiplier: 2),
            marker.heightAnchor.constraint(equalToConstant: 4),
        ])
        root.layoutIfNeeded()
        // The badge is 10 below and 16 right of the container's origin (20, 200): at (36, 210)
        // in the root, 40 × 20; the marker starts 8 below its bottom (238), as wide as twice it.
        #expect(container.frame == CGRect(x: 20, y: 200, width: 335, height: 200))
        #expect(badge.frame == CGRect(x: 16, y: 10, width: 40, height: 20))
        #expect(marker.frame == CGRect(x: 36, y: 238, width: 80, height: 4))
    }

    /// The other way round: the badge inside the framed container follows a view of the root's
    /// branch, which a label's intrinsic width sizes.
    @Test func aViewInsideAFramedContainerFollowsAViewInAnotherBranch() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        let header = View()
        let container = View(frame: CGRect(x: 0, y: 300, width: 375, height: 200))
        let badge = View()
        root.addSubview(header)
        root.addSubview(container)
        container.addSubview(badge)
        header.translatesAutoresizingMaskIntoConstraints = false
        badge.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
            header.widthAnchor.constraint(equalToConstant: 120),
            header.heightAnchor.constraint(equalToConstant: 44),
            badge.leadingAnchor.constraint(equalTo: header.trailingAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: header.bottomAnchor),
            badge.widthAnchor.constraint(equalTo: header.widthAnchor, multiplier: 0.5),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        // The header's trailing edge is at 150 and its bottom at 94 in the root; in the
        // container (origin (0, 300)) the badge starts at (160, -206).
        #expect(header.frame == CGRect(x: 30, y: 50, width: 120, height: 44))
        #expect(badge.frame == CGRect(x: 160, y: -206, width: 60, height: 20))
    }

    /// A framed container whose frame its superview's `layoutSubviews` sets (after the engine's
    /// frames were applied), with a button placed by constraints inside it and a caption in the
    /// root's branch tied to the button: once laid out, the caption sits above the button where
    /// the container's final frame puts it.
    @Test func aContainerFramedDuringLayoutMovesWhatIsTiedToItsContent() {
        final class Screen: View {
            let container = View()
            override func layoutSubviews() {
                super.layoutSubviews()
                container.frame = CGRect(x: 0, y: bounds.height - 100, width: bounds.width, height: 100)
            }
        }
        let root = Screen(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        let button = View(), caption = View()
        root.addSubview(root.container)
        root.container.addSubview(button)
        root.addSubview(caption)
        button.translatesAutoresizingMaskIntoConstraints = false
        caption.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            button.centerYAnchor.constraint(equalTo: root.container.centerYAnchor),
            button.leadingAnchor.constraint(equalTo: root.container.leadingAnchor, constant: 16),
            button.widthAnchor.constraint(equalToConstant: 80),
            button.heightAnchor.constraint(equalToConstant: 44),
            caption.bottomAnchor.constraint(equalTo: button.topAnchor, constant: -8),
            caption.leadingAnchor.constraint(equalTo: button.leadingAnchor),
            caption.widthAnchor.constraint(equalToConstant: 100),
            caption.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        // Container (0, 500, 375, 100): the button is centred in it, 28 from its top (528 in
        // the root); the caption ends 8 above that (520), so it starts at 500.
        #expect(root.container.frame == CGRect(x: 0, y: 500, width: 375, height: 100))
        #expect(button.frame == CGRect(x: 16, y: 28, width: 80, height: 44))
        #expect(caption.frame == CGRect(x: 16, y: 500, width: 100, height: 20))

        // Moved by code later: the next pass follows.
        root.frame.size.height = 700
        root.layoutIfNeeded()
        #expect(root.container.frame == CGRect(x: 0, y: 600, width: 375, height: 100))
        #expect(caption.frame == CGRect(x: 16, y: 600, width: 100, height: 20))
    }

    /// Nested self-sizing: a card sized only by its content (a panel sized by a 30-point-high
    /// view inside insets) reports that size up to the row that holds it, inside a framed
    /// container, and a view in the root's branch sits under the card.
    @Test func nestedSelfSizingContainersReportTheirSizeAcrossAFramedContainer() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = View(frame: CGRect(x: 0, y: 100, width: 320, height: 300))
        let card = View(), panel = View(), content = View(), below = View()
        root.addSubview(container)
        container.addSubview(card)
        card.addSubview(panel)
        panel.addSubview(content)
        root.addSubview(below)
        for view in [card, panel, content, below] { view.translatesAutoresizingMaskIntoConstraints = false }
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            panel.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            panel.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
            panel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            panel.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            content.topAnchor.constraint(equalTo: panel.topAnchor, constant: 4),
            content.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -4),
            content.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 4),
            content.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -4),
            content.widthAnchor.constraint(equalToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 30),
            below.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 10),
            below.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            below.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            below.heightAnchor.constraint(equalToConstant: 2),
        ])
        root.layoutIfNeeded()
        // content 100 × 30 → panel 108 × 38 → card 124 × 54, at (20, 20) in the container,
        // (20, 120) in the root; `below` 10 under the card's bottom (174).
        #expect(card.frame == CGRect(x: 20, y: 20, width: 124, height: 54))
        #expect(panel.frame == CGRect(x: 8, y: 8, width: 108, height: 38))
        #expect(content.frame == CGRect(x: 4, y: 4, width: 100, height: 30))
        #expect(below.frame == CGRect(x: 20, y: 184, width: 124, height: 2))
    }

    /// A host keeps the group it collected between passes, and every change to what the group
    /// holds is seen at the next pass, as UIKit's engine takes each activation, deactivation,
    /// added or removed view and hidden arranged view when it happens. A 320-wide root: a
    /// vertical stack pinned to its top, leading and trailing, of two 40-high bars.
    @Test func theKeptGroupFollowsEveryChangeToWhatItHolds() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        func bar(_ height: CGFloat) -> View {
            let view = View()
            view.heightAnchor.constraint(equalToConstant: height).isActive = true
            return view
        }
        let first = bar(40), second = bar(40)
        let stack = StackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 320, height: 80) && second.frame == CGRect(x: 0, y: 40, width: 320, height: 40))
        // A constraint activated: the stack moves 20 in from the leading edge.
        let inset = stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        inset.priority = .required - 1
        root.constraints.first { $0.firstAttribute == .leading && $0.constant == 0 }?.isActive = false
        inset.isActive = true
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 20, y: 0, width: 300, height: 80))
        // An arranged view added, then one hidden: the stack grows, then takes no room for it.
        let third = bar(30)
        stack.addArrangedSubview(third)
        root.layoutIfNeeded()
        #expect(stack.frame.height == 110 && third.frame == CGRect(x: 0, y: 80, width: 300, height: 30))
        first.isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.height == 70 && second.frame.minY == 0 && third.frame.minY == 40)
        // A view outside the stack tied below it, then taken away again.
        let footer = View()
        footer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(footer)
        LayoutConstraint.activate([
            footer.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8),
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 100),
            footer.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(footer.frame == CGRect(x: 0, y: 78, width: 100, height: 10))
        footer.removeFromSuperview()
        third.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 20, y: 0, width: 300, height: 40) && stack.arrangedSubviews.count == 2)
        // The stack handed back to its frame: constraints no longer move it.
        stack.translatesAutoresizingMaskIntoConstraints = true
        stack.frame = CGRect(x: 5, y: 6, width: 100, height: 40)
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 5, y: 6, width: 100, height: 40))
    }
}
