import Easel
import Testing

// Seed 002's code, moved over by changing `import SnapKit` to `import Easel` and dropping `UI`.

struct ClipRecordPanelLayout: Layoutable {

    var views: (View)
    var constants: (panelHeight: CGFloat?, bottomOffset: CGFloat?)

    func layoutMaker() -> (ConstraintMaker) -> Void {
        let superView = views
        let (panelHeight, _) = constants
        return { make in
            make.bottom.equalTo(superView)
            make.left.right.equalTo(superView)
            make.height.equalTo(panelHeight!)
        }
    }

    func layoutUpdater() -> (ConstraintMaker) -> Void {
        let superView = views
        let (_, bottomOffset) = constants
        return { make in
            make.bottom.equalTo(superView).offset(bottomOffset!)
        }
    }
}

@Suite struct LayoutableTests {
    @Test func thePanelIsMadeThenUpdated() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let panel = View()
        view.addSubview(panel)

        panel.makeLayout(layouter: ClipRecordPanelLayout(views: view, constants: (120, nil)))
        view.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 0, y: 547, width: 375, height: 120))
        #expect(!panel.translatesAutoresizingMaskIntoConstraints)

        let (_, issues) = LayoutDiagnostics.capture {
            panel.updateLayout(layouter: ClipRecordPanelLayout(views: view, constants: (nil, -80)))
            view.layoutIfNeeded()
        }
        #expect(issues.isEmpty)
        #expect(panel.frame == CGRect(x: 0, y: 467, width: 375, height: 120))
        // Updated in place: bottom, left and right are held by the superview, the height by the
        // panel itself, as UIKit installs them.
        #expect(view.constraints.count == 3)
        #expect(panel.constraints.count == 1)
    }

    @Test func aLayoutableWithoutAnUpdaterUpdatesNothing() {
        struct Fill: Layoutable {
            let superview: View
            func layoutMaker() -> (ConstraintMaker) -> Void {
                { make in make.edges.equalTo(superview).inset(10) }
            }
        }
        let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let content = View()
        view.addSubview(content)
        content.makeLayout(layouter: Fill(superview: view))
        content.updateLayout(layouter: Fill(superview: view))
        view.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    }

    @Test func aLayoutableWithoutAMakerMakesNothing() {
        struct Lower: Layoutable {
            func layoutUpdater() -> (ConstraintMaker) -> Void {
                { make in make.bottom.equalToSuperview().offset(-10) }
            }
        }
        let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let content = View()
        view.addSubview(content)
        content.snp.makeConstraints { make in make.edges.equalToSuperview() }
        content.makeLayout(layouter: Lower())
        #expect(view.constraints.count == 4)
        view.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 100))

        content.updateLayout(layouter: Lower())
        view.layoutIfNeeded()
        #expect(view.constraints.count == 4)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 90))
    }
}
