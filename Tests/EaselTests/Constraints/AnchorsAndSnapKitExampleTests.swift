import Easel
import Testing

/// The constraints example of the article "Constraints and layouts", as written there.
@Suite struct AnchorsAndSnapKitExampleTests {
    @Test func theAnchorsAndSnapKitExampleWorks() {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let title = Label("Edit clip", font: .systemFont(ofSize: 34, weight: .bold))
        title.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(title)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor, constant: 20),
            title.leadingAnchor.constraint(equalTo: screen.layoutMarginsGuide.leadingAnchor),
        ])

        let panel = View()
        screen.addSubview(panel)
        var bottom: Constraint?                      // SnapKit's handle (the solver's is LinearConstraint)
        panel.snp.makeConstraints { make in
            make.left.right.equalToSuperview()
            bottom = make.bottom.equalToSuperview().constraint
            make.height.equalTo(120).labeled("panel.height")
        }
        screen.layoutIfNeeded()                      // panel.frame == (0, 547, 375, 120)
        #expect(panel.frame == CGRect(x: 0, y: 547, width: 375, height: 120))
        #expect(title.frame.origin == CGPoint(x: 8, y: 20))
        bottom?.update(offset: -80)                  // the next layout re-solves only what changed
        screen.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 0, y: 467, width: 375, height: 120))

        let (_, issues) = LayoutDiagnostics.capture { screen.layoutIfNeeded() }
        for issue in issues { print(issue.message) }
        #expect(issues.isEmpty)
    }
}
