import Easel
import Testing

@Suite struct SnapKitTests {
    private func screen() -> (View, View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = View()
        root.addSubview(child)
        return (root, child)
    }

    private func frame(_ make: (ConstraintMaker) -> Void) -> CGRect {
        let (root, child) = screen()
        child.snp.makeConstraints(make)
        root.layoutIfNeeded()
        return child.frame
    }

    @Test func compositesWithInsets() {
        #expect(frame { $0.edges.equalToSuperview().inset(10) } == CGRect(x: 10, y: 10, width: 300, height: 460))
        #expect(frame { $0.edges.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) } == CGRect(x: 2, y: 1, width: 314, height: 476))
        #expect(frame { $0.edges.equalTo(EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)) } == CGRect(x: 6, y: 5, width: 306, height: 468))
        #expect(frame {
            $0.horizontalEdges.equalToSuperview().inset(20)
            $0.verticalEdges.equalToSuperview().inset(30)
        } == CGRect(x: 20, y: 30, width: 280, height: 420))
        #expect(frame {
            $0.directionalHorizontalEdges.equalToSuperview().inset(DirectionalEdgeInsets(leading: 10, trailing: 40))
            $0.directionalVerticalEdges.equalToSuperview()
        } == CGRect(x: 10, y: 0, width: 270, height: 480))
        #expect(frame {
            $0.directionalEdges.equalToSuperview().inset(DirectionalEdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 40))
        } == CGRect(x: 10, y: 4, width: 270, height: 470))
    }

    @Test func directionalEdgesFollowRightToLeft() {
        let (root, child) = screen()
        root.traitOverrides.layoutDirection = .rightToLeft
        child.snp.makeConstraints { make in
            make.directionalEdges.equalToSuperview().inset(DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 40))
        }
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 40, y: 0, width: 270, height: 480))

        let other = View()
        root.addSubview(other)
        other.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.top.equalToSuperview()
            make.size.equalTo(20)
        }
        root.layoutIfNeeded()
        #expect(other.frame == CGRect(x: 284, y: 0, width: 20, height: 20))
    }

    @Test func sizeCentreAndConstants() {
        #expect(frame {
            $0.size.equalTo(CGSize(width: 100, height: 50))
            $0.center.equalToSuperview()
        } == CGRect(x: 110, y: 215, width: 100, height: 50))
        #expect(frame {
            $0.size.equalTo(40)
            $0.center.equalTo(CGPoint(x: 60, y: 80))
        } == CGRect(x: 40, y: 60, width: 40, height: 40))
        #expect(frame {
            $0.top.equalTo(20)
            $0.left.equalTo(30)
            $0.width.equalTo(50)
            $0.height.equalTo(60)
        } == CGRect(x: 30, y: 20, width: 50, height: 60))
        #expect(frame {
            $0.right.equalToSuperview().offset(-10)
            $0.bottom.equalToSuperview().offset(-20)
            $0.width.height.equalTo(30)
        } == CGRect(x: 280, y: 430, width: 30, height: 30))
        #expect(frame {
            $0.centerX.equalToSuperview().offset(10)
            $0.centerY.equalToSuperview().offset(-10)
            $0.size.equalToSuperview().dividedBy(4)
        } == CGRect(x: 130, y: 170, width: 80, height: 120))
    }

    @Test func otherViewsAttributesMultipliersAndRelations() {
        let (root, a) = screen()
        let b = View()
        root.addSubview(b)
        a.snp.makeConstraints { make in
            make.top.left.equalToSuperview().offset(10)
            make.width.equalToSuperview().multipliedBy(0.5)
            make.height.equalTo(a.snp.width).dividedBy(4)
        }
        b.snp.makeConstraints { make in
            make.top.equalTo(a.snp.bottom).offset(8)
            make.leading.equalTo(a)
            make.width.lessThanOrEqualTo(100)
            make.width.greaterThanOrEqualTo(60)
            make.width.equalTo(400).priority(.low)
            make.height.greaterThanOrEqualTo(a).priority(999)
            make.height.equalTo(0).priority(.medium)
        }
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 10, width: 160, height: 40))
        #expect(b.frame == CGRect(x: 10, y: 58, width: 100, height: 40))
    }

    @Test func marginsAndMarginAttributes() {
        let (root, child) = screen()
        root.layoutMargins = EdgeInsets(all: 12)
        child.snp.makeConstraints { make in
            make.edges.equalTo(root.snp.margins)
        }
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 12, y: 12, width: 296, height: 456))

        child.snp.remakeConstraints { make in
            // The child's own margins (8) against the root's (12).
            make.margins.equalToSuperview()
        }
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 4, y: 4, width: 312, height: 472))

        child.snp.remakeConstraints { make in
            make.leadingMargin.equalTo(root.snp.leadingMargin)
            make.topMargin.equalTo(root.snp.topMargin).offset(2)
            make.trailingMargin.equalTo(root.snp.centerXWithinMargins)
            make.bottomMargin.equalTo(root.snp.centerYWithinMargins)
        }
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 4, y: 6, width: 164, height: 242))

        child.snp.remakeConstraints { make in
            make.centerWithinMargins.equalToSuperview()
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 155, y: 235, width: 10, height: 10))

        child.snp.remakeConstraints { make in
            make.left.equalTo(root.snp.leftMargin)
            make.right.equalTo(root.snp.rightMargin)
            make.top.equalTo(root.snp.topMargin)
            make.bottom.equalTo(root.snp.bottomMargin)
        }
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 12, y: 12, width: 296, height: 456))

        child.snp.remakeConstraints { make in
            make.directionalEdges.equalTo(root.snp.directionalMargins)
        }
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 12, y: 12, width: 296, height: 456))
    }

    @Test func updateRemakeRemove() {
        let (root, child) = screen()
        child.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.width.equalTo(100)
            make.height.equalTo(50)
        }
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 50))

        child.snp.updateConstraints { make in
            make.width.equalTo(140)
            make.top.equalToSuperview().offset(30)
        }
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 30, width: 140, height: 50))
        #expect(root.constraints.count == 2)
        #expect(child.constraints.count == 2)

        child.snp.remakeConstraints { make in
            make.edges.equalToSuperview().inset(40)
        }
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 40, y: 40, width: 240, height: 400))
        #expect(root.constraints.count == 4)
        #expect(child.constraints.isEmpty)

        child.snp.removeConstraints()
        #expect(root.constraints.isEmpty)
    }

    @Test func anUpdateThatMatchesNothingIsReportedNotTrapped() {
        let (root, child) = screen()
        child.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
        let line = #line + 2
        let (_, issues) = LayoutDiagnostics.capture {
            child.snp.updateConstraints { make in make.width.equalTo(10) }
        }
        root.layoutIfNeeded()
        #expect(issues.count == 1)
        #expect(issues.first?.kind == .unmatchedUpdate)
        #expect(issues.first?.location?.line == UInt(line))
        #expect(child.frame == root.bounds)
    }

    @Test func handlesUpdateAndSwitch() {
        let (root, child) = screen()
        var edges: Constraint?
        var width: Constraint?
        child.snp.makeConstraints { make in
            edges = make.top.left.equalToSuperview().inset(10).labeled("corner").constraint
            width = make.width.equalTo(100).priority(.high).constraint
            make.width.equalTo(50).priority(.low)
            make.height.equalTo(20)
        }
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 100, height: 20))
        #expect(edges?.layoutConstraints.map(\.identifier) == ["corner", "corner"])
        #expect(edges?.label == "corner")

        edges?.update(inset: EdgeInsets(top: 30, left: 20, bottom: 0, right: 0))
        root.layoutIfNeeded()
        #expect(child.frame.origin == CGPoint(x: 20, y: 30))

        edges?.update(offset: 5)
        root.layoutIfNeeded()
        #expect(child.frame.origin == CGPoint(x: 5, y: 5))

        width?.update(priority: 100)
        root.layoutIfNeeded()
        #expect(child.frame.width == 50)

        width?.update(priority: .required)
        width?.deactivate()
        #expect(width?.isActive == false)
        root.layoutIfNeeded()
        #expect(child.frame.width == 50)

        width?.activate()
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
    }

    @Test func prepareMakesWithoutActivating() {
        let (root, child) = screen()
        let prepared = child.snp.prepareConstraints { make in
            make.edges.equalToSuperview()
        }
        #expect(prepared.count == 1)
        #expect(prepared[0].layoutConstraints.count == 4)
        #expect(root.constraints.isEmpty)
        child.translatesAutoresizingMaskIntoConstraints = false
        prepared.forEach { $0.activate() }
        root.layoutIfNeeded()
        #expect(child.frame == root.bounds)
    }

    @Test func layoutGuidesAsTargetsAndWithTheirOwnDSL() {
        let (root, child) = screen()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(0)
            make.top.bottom.equalToSuperview()
            make.width.equalTo(70)
        }
        child.snp.makeConstraints { make in
            make.left.equalTo(guide.snp.right)
            make.top.equalTo(guide).offset(10)
            make.size.equalTo(30)
        }
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 70, height: 480))
        #expect(child.frame == CGRect(x: 70, y: 10, width: 30, height: 30))
    }

    @Test func insetFollowsSnapKitsSignsOnSizesAndCentres() {
        // For a size, an inset shrinks by both sides: 320 − 2 × 10, 480 − 2 × 10.
        #expect(frame {
            $0.size.equalToSuperview().inset(10)
            $0.top.left.equalToSuperview()
        } == CGRect(x: 0, y: 0, width: 300, height: 460))
        #expect(frame {
            $0.width.equalToSuperview().inset(EdgeInsets(top: 0, left: 15, bottom: 0, right: 25))
            $0.height.equalToSuperview().inset(EdgeInsets(top: 10, left: 0, bottom: 30, right: 0))
            $0.top.left.equalToSuperview()
        } == CGRect(x: 0, y: 0, width: 280, height: 440))
        // For a centre, half the difference of the two sides: x by (40 − 0) / 2, y by (20 − 60) / 2.
        #expect(frame {
            $0.center.equalToSuperview().inset(EdgeInsets(top: 20, left: 40, bottom: 60, right: 0))
            $0.size.equalTo(100)
        } == CGRect(x: 130, y: 170, width: 100, height: 100))
        // The same inset on every side leaves a centre where it was.
        #expect(frame {
            $0.center.equalToSuperview().inset(12)
            $0.size.equalTo(100)
        } == CGRect(x: 110, y: 190, width: 100, height: 100))
    }

    @Test func centreMultipliedPrioritiesAndInequalitiesToTheSuperview() {
        // centerX = 0.5 × 160.
        #expect(frame {
            $0.centerX.equalToSuperview().multipliedBy(0.5)
            $0.top.equalToSuperview()
            $0.size.equalTo(40)
        } == CGRect(x: 60, y: 0, width: 40, height: 40))
        // A required constraint beats a high one that disagrees.
        #expect(frame {
            $0.top.left.equalToSuperview()
            $0.width.equalTo(100).priority(.required)
            $0.width.equalTo(200).priority(.high)
            $0.height.equalTo(10)
        } == CGRect(x: 0, y: 0, width: 100, height: 10))
        // At least the superview's width and at least 30 from its left, against low wishes for less.
        #expect(frame {
            $0.left.greaterThanOrEqualToSuperview().offset(30)
            $0.left.equalToSuperview().priority(.low)
            $0.width.greaterThanOrEqualToSuperview()
            $0.width.equalTo(10).priority(.low)
            $0.top.equalToSuperview()
            $0.height.equalTo(10)
        } == CGRect(x: 30, y: 0, width: 320, height: 10))
    }

    @Test func equalToSuperviewWithAClosureRelatesToTheSuperviewsGuide() throws {
        let root = View()
        let bar = View()
        root.addSubview(bar)
        bar.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview { $0.safeAreaLayoutGuide }
            make.height.equalTo(44)
        }
        _ = try root.render(on: .iPhone15)
        // iPhone 15: 393 wide, its safe area starts 59 down.
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
    }
}
