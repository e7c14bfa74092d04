import Easel
import Testing

@Suite struct MixingTests {
    /// A card laid out by constraints: a 40-point avatar and a title, 12 points of padding.
    private func card(_ title: String) -> View {
        let card = View()
        let avatar = View(), label = Label(title)
        card.addSubview(avatar)
        card.addSubview(label)
        avatar.snp.makeConstraints { make in
            make.leading.top.bottom.equalToSuperview().inset(12)
            make.size.equalTo(40)
        }
        label.snp.makeConstraints { make in
            make.leading.equalTo(avatar.snp.trailing).offset(8)
            make.centerY.equalTo(avatar)
            make.trailing.lessThanOrEqualToSuperview().inset(12)
        }
        return card
    }

    @Test func aStackMeasuresAConstrainedViewWithSystemLayoutSizeFitting() {
        let first = card("Ada"), second = card("Grace")
        let stack = StackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 4
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 132)
        stack.layoutIfNeeded()
        let titleWidth = (second.subviews[1] as! Label).intrinsicContentSize.width
        #expect(first.frame.height == 64)
        #expect(second.frame == CGRect(x: 0, y: 68, width: 12 + 40 + 8 + titleWidth + 12, height: 64))
        #expect(second.subviews[1].frame.minX == 60)
        #expect(second.subviews[0].frame == CGRect(x: 12, y: 12, width: 40, height: 40))
    }

    @Test func aConstrainedViewSeesAStacksSizeAsIntrinsic() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = View(), b = View()
        a.fixedWidth = 50; a.fixedHeight = 20
        b.fixedWidth = 70; b.fixedHeight = 30
        let stack = StackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        stack.alignment = .center
        root.addSubview(stack)
        stack.snp.makeConstraints { make in
            make.center.equalToSuperview()
        }
        let below = View()
        root.addSubview(below)
        below.snp.makeConstraints { make in
            make.top.equalTo(stack.snp.bottom).offset(8)
            make.leading.trailing.equalTo(stack)
            make.height.equalTo(2)
        }
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 95, y: 225, width: 130, height: 30))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 70, height: 30))
        #expect(below.frame == CGRect(x: 95, y: 263, width: 130, height: 2))
    }

    @Test func valueLayoutsAndConstraintsNestBothWays() {
        // A constrained card as a leaf of a value-type layout.
        let first = card("Inside a layout")
        let host = LayoutView(InsetLayout(child: first, insets: EdgeInsets(all: 10)))
        host.frame = CGRect(x: 0, y: 0, width: 300, height: 84)
        host.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 10, y: 10, width: 280, height: 64))
        #expect(host.sizeThatFits(CGSize(width: 300, height: 1000)).height == 84)

        // A layout view placed by constraints, sized by its layout.
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let box = View()
        box.fixedWidth = 30; box.fixedHeight = 30
        let padded = LayoutView(InsetLayout(child: box, insets: EdgeInsets(all: 5)))
        root.addSubview(padded)
        padded.snp.makeConstraints { make in
            make.trailing.bottom.equalToSuperview().inset(10)
        }
        root.layoutIfNeeded()
        #expect(padded.frame == CGRect(x: 270, y: 150, width: 40, height: 40))
        #expect(box.frame == CGRect(x: 5, y: 5, width: 30, height: 30))
    }

    @Test func framesAndConstraintsMixInOneView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let framed = View(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
        let follower = View()
        root.addSubview(framed)
        root.addSubview(follower)
        follower.snp.makeConstraints { make in
            make.top.equalTo(framed.snp.bottom).offset(10)
            make.leading.width.equalTo(framed)
            make.height.equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(framed.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
        #expect(follower.frame == CGRect(x: 20, y: 90, width: 100, height: 10))
    }

    @Test func nestedConstrainedViewsSolveAsOneGroup() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let panel = View(), inner = View()
        root.addSubview(panel)
        panel.addSubview(inner)
        panel.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview()
        }
        inner.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(16)
            make.height.equalTo(50)
        }
        root.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 0, y: 398, width: 320, height: 82))
        #expect(inner.frame == CGRect(x: 16, y: 16, width: 288, height: 50))
    }

    @Test func updateConstraintsRunsBeforeLayoutAndAgainWhenAsked() {
        final class Badge: View {
            var side: CGFloat = 20
            var updates = 0
            override func updateConstraints() {
                updates += 1
                snp.remakeConstraints { make in
                    make.top.left.equalToSuperview()
                    make.size.equalTo(side)
                }
                super.updateConstraints()
            }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = Badge()
        root.addSubview(badge)
        root.layoutIfNeeded()
        #expect(badge.updates == 1)
        #expect(badge.frame.size == CGSize(width: 20, height: 20))

        badge.side = 32
        #expect(!badge.needsUpdateConstraints())
        badge.setNeedsUpdateConstraints()
        #expect(badge.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(badge.updates == 2)
        #expect(badge.frame.size == CGSize(width: 32, height: 32))
        root.layoutIfNeeded()
        #expect(badge.updates == 2)

        badge.side = 40
        badge.setNeedsUpdateConstraints()
        badge.updateConstraintsIfNeeded()
        #expect(badge.updates == 3)
    }

    @Test func aConstraintAgainstAFrameIsReportedAndTheFrameKept() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let framed = View(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        framed.accessibilityIdentifier = "framed"
        root.addSubview(framed)
        let line = #line + 1
        let wide = framed.widthAnchor.constraint(equalToConstant: 100)
        let (_, issues) = LayoutDiagnostics.capture {
            wide.isActive = true
            root.layoutIfNeeded()
        }
        // As UIKit: the frame is required constraints, so the new one is broken.
        #expect(framed.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
        try #require(issues.count == 1)
        #expect(issues[0].kind == .unsatisfiable)
        #expect(issues[0].message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(issues[0].constraints.map(\.description) == [
            "NSAutoresizingMaskLayoutConstraint h=--& v=--& View('framed').width == 7",
            "View('framed').width == 100 (EaselTests/MixingTests.swift:\(line))",
        ])
        #expect(issues[0].broken?.line == UInt(line))
        #expect(issues[0].location?.line == UInt(line))
        #expect(root.unresolvedConstraintConflicts.map(\.message) == [issues[0].message])

        // Constraints the frame satisfies are no conflict.
        let (_, none) = LayoutDiagnostics.capture {
            wide.isActive = false
            LayoutConstraint.activate([
                framed.widthAnchor.constraint(greaterThanOrEqualToConstant: 5),
                framed.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
            ])
            root.layoutIfNeeded()
        }
        #expect(none.isEmpty)
        #expect(root.unresolvedConstraintConflicts.isEmpty)
        #expect(framed.frame == CGRect(x: 5, y: 6, width: 7, height: 8))

        // Moving it against a constraint is reported too: the moved frame's position is broken
        // (the frame is still kept).
        let (_, moved) = LayoutDiagnostics.capture {
            framed.frame.origin.y = 20
            root.setNeedsLayout()
            root.layoutIfNeeded()
        }
        #expect(moved.count == 1)
        #expect(moved.first?.broken?.description == "NSAutoresizingMaskLayoutConstraint h=--& v=--& View('framed').minY == 20")
        #expect(framed.frame == CGRect(x: 5, y: 20, width: 7, height: 8))
    }

    @Test func aSolvedViewTiedToAFramedOneFollowsItsFrameOrConflictsWithIt() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let framed = View(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        framed.accessibilityIdentifier = "framed"
        let solved = View()
        solved.accessibilityIdentifier = "solved"
        [framed, solved].forEach(root.addSubview)
        solved.snp.makeConstraints { make in
            make.left.equalTo(framed.snp.right).offset(10)
            make.top.equalTo(framed)
            make.width.height.equalTo(framed)
        }
        root.layoutIfNeeded()
        #expect(solved.frame == CGRect(x: 22, y: 6, width: 7, height: 8))

        let line = #line + 2
        let (_, issues) = LayoutDiagnostics.capture {
            solved.snp.makeConstraints { make in make.width.equalTo(50) }
            root.layoutIfNeeded()
        }
        try #require(issues.count == 1)
        #expect(issues[0].constraints.map(\.description).contains("NSAutoresizingMaskLayoutConstraint h=--& v=--& View('framed').width == 7"))
        #expect(issues[0].broken?.line == UInt(line))
        #expect(framed.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(solved.frame.width == 7)
    }
}

@Suite struct ConstraintLifetimeTests {
    @Test func removingAViewDeactivatesTheConstraintsThatTieItToViewsThatStay() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = View(), inner = View()
        root.addSubview(card)
        card.addSubview(inner)
        card.snp.makeConstraints { make in make.edges.equalToSuperview() }
        inner.snp.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
        root.layoutIfNeeded()
        #expect(root.constraints.count == 4 && card.constraints.count == 4)

        card.removeFromSuperview()
        #expect(root.constraints.isEmpty)
        #expect(card.constraints.count == 4)
        card.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        card.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 5, y: 5, width: 40, height: 40))
    }
}
