import Easel
import EaselTesting
import Testing

@Suite struct DiagnosticsTests {
    @Test func aConflictIsReportedWithEachConstraintItsLabelAndLine() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = View()
        box.accessibilityIdentifier = "box"
        root.addSubview(box)
        let firstLine = #line + 3, secondLine = #line + 6
        box.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.width.equalTo(100).labeled("box.width")
            make.height.equalTo(20)
        }
        let wider = box.widthAnchor.constraint(equalToConstant: 200)
        wider.identifier = "wider"
        let (_, issues) = LayoutDiagnostics.capture {
            wider.isActive = true
            root.layoutIfNeeded()
        }
        try #require(issues.count == 1)
        let issue = issues[0]
        #expect(issue.kind == .unsatisfiable)
        #expect(issue.message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(issue.constraints.map(\.label) == ["box.width", "wider"])
        #expect(issue.constraints.map { $0.line } == [UInt(firstLine), UInt(secondLine)])
        #expect(issue.constraints.allSatisfy { "\($0.fileID!)" == "EaselTests/DiagnosticsTests.swift" })
        #expect(issue.message.contains("\"box.width\" View('box').width == 100 (EaselTests/DiagnosticsTests.swift:\(firstLine))"))
        #expect(issue.message.contains("Will attempt to recover by breaking constraint\n    \"wider\" View('box').width == 200 (EaselTests/DiagnosticsTests.swift:\(secondLine))"))
        // As UIKit: the broken constraint is left out and the rest holds.
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(issue.location?.line == UInt(secondLine))

        // Reported once, not on every pass.
        let (_, again) = LayoutDiagnostics.capture {
            root.setNeedsLayout()
            root.layoutIfNeeded()
        }
        #expect(again.isEmpty)

        // Once the other constraint goes, the broken one holds.
        box.snp.removeConstraints()
        box.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.height.equalTo(20)
        }
        root.layoutIfNeeded()
        #expect(box.frame.width == 200)
    }

    @Test func strictModeFailsTheTestAtTheConstraintsLine() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = View()
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalTo(50)
        }
        withKnownIssue {
            withStrictConstraints {
                root.layoutIfNeeded()
            }
        } matching: { issue in
            issue.sourceLocation?.fileID == "EaselTests/DiagnosticsTests.swift" && issue.sourceLocation?.line == #line - 7
        }
    }

    @Test func constraintsRememberTheirFilePathForXCTest() {
        let root = View(), box = View()
        root.addSubview(box)
        let anchored = box.widthAnchor.constraint(equalToConstant: 10)
        let made = box.snp.prepareConstraints { make in make.top.equalToSuperview() }
        for constraint in [anchored] + made.flatMap(\.layoutConstraints) {
            #expect("\(constraint.filePath)" == #filePath)
            #expect("\(constraint.fileID)" == #fileID)
        }
    }

    @Test func constraintsBetweenUnrelatedViewsAreReported() {
        let a = View(), b = View()
        let constraint = a.topAnchor.constraint(equalTo: b.bottomAnchor)
        let (_, issues) = LayoutDiagnostics.capture { constraint.isActive = true }
        #expect(issues.map(\.kind) == [.noCommonAncestor])
        #expect(!constraint.isActive)
    }

    @Test func ambiguousViewsAreListedWithTheirAttributes() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let pinned = View(), loose = View()
        pinned.accessibilityIdentifier = "pinned"
        loose.accessibilityIdentifier = "loose"
        root.addSubview(pinned)
        root.addSubview(loose)
        pinned.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(10)
        }
        loose.snp.makeConstraints { make in
            make.left.equalToSuperview()
            make.width.greaterThanOrEqualTo(10)
            make.height.equalTo(20)
        }
        root.layoutIfNeeded()
        #expect(!pinned.hasAmbiguousLayout)
        #expect(loose.hasAmbiguousLayout)
        #expect(loose.ambiguousAttributes == [.top, .width])
        let listed = root.ambiguousLayouts()
        #expect(listed.count == 1)
        #expect(listed.first?.view === loose)
        #expect(listed.first?.description == "View('loose'): top, width")
    }

    @Test func aLabelledConstraintDescribesItself() {
        let root = View(), label = Label("Hi")
        root.addSubview(label)
        let constraint = label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 4)
        constraint.identifier = "lead"
        constraint.priority = .defaultHigh
        #expect(constraint.description == "\"lead\" Label.leading == LayoutGuide('UIViewLayoutMarginsGuide' of View).leading + 4 @750 (EaselTests/DiagnosticsTests.swift:\(#line - 3))")
        #expect(constraint.firstItem === label)
        #expect(constraint.secondItem === root.layoutMarginsGuide)
    }
}
